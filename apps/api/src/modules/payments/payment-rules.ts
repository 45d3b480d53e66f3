/**
 * The rules every way of paying shares: what an offer costs in cents, which offers can be
 * paid (until when, on which listings), and when a provider's intent proves that this offer
 * was paid in full.
 */
import { OFFER_END_MESSAGES, PAYMENT_CURRENCY } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DatabaseExecutor, ProviderIntent } from '../../payments/payment-provider';
import type { OfferRow } from '../offer-records/offer-json';
import { isOverdue } from '../offer-records/payment-window';
import { isPublicProperty } from '../properties/public-property';
import { PAYMENT_MESSAGES } from './messages';

/** Offers are whole Taka; cards are charged in poisha (hundredths, as providers count BDT). */
export function findAmountDue(offer: Pick<OfferRow, 'offeredPrice'>): number {
  return offer.offeredPrice * 100;
}

/**
 * Only an accepted offer is paid; a bought one is never paid again, and a deal that ended
 * without the agent's word (a fraud or deleted agent, an expired window) says why.
 */
export function assertPayable(offer: Pick<OfferRow, 'status' | 'endReason'>): void {
  if (offer.status === 'bought') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (offer.endReason) throw new AppError('CONFLICT', OFFER_END_MESSAGES[offer.endReason]);
  if (offer.status !== 'accepted') throw new AppError('CONFLICT', PAYMENT_MESSAGES.onlyAcceptedCanBePaid);
}

/**
 * No payment starts after the window: no new or reused intent, no sandbox card. A payment the
 * provider already took while the offer was still accepted is settled, not refused (decision 017).
 */
export function assertPaymentWindowOpen(offer: Pick<OfferRow, 'status' | 'paymentDueAt'>, now: Date): void {
  if (isOverdue(offer, now)) throw new AppError('CONFLICT', OFFER_END_MESSAGES['payment-overdue']);
}

/**
 * The listing is still public: not deleted (with its agent or alone) and its agent not flagged
 * as fraud. Read without a lock: the offer's row lock, held by the caller, already waits for
 * an admin ending the deal, who changes the offer in the same transaction.
 */
export async function assertListingOpen(db: DatabaseExecutor, offer: Pick<OfferRow, 'propertyId'>) {
  const listing = offer.propertyId
    ? await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, offer.propertyId), isPublicProperty()))
    : [];
  if (listing.length === 0) throw new AppError('CONFLICT', PAYMENT_MESSAGES.listingClosed);
}

/**
 * The provider says this intent succeeded, for this offer (its metadata), for the whole
 * amount in our currency. Anything else, whatever the browser claims, is not a payment.
 */
export function isSucceededPaymentOf(intent: ProviderIntent, offer: Pick<OfferRow, 'id' | 'offeredPrice'>) {
  return (
    intent.status === 'succeeded' &&
    intent.offerId === offer.id &&
    intent.amount === findAmountDue(offer) &&
    intent.currency === PAYMENT_CURRENCY
  );
}
