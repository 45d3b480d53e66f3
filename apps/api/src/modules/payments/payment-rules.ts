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
import { isOnMarket } from '../properties/public-property';
import { PAYMENT_MESSAGES } from './messages';

/**
 * Offers are whole Taka; cards are charged in poisha (hundredths, as providers count BDT). The sum is
 * the one fixed at acceptance (booking money or advance, decision 055); offers accepted before it pay
 * the offered price.
 */
export function findAmountDue(offer: Pick<OfferRow, 'offeredPrice' | 'amountDue'>): number {
  return (offer.amountDue ?? offer.offeredPrice) * 100;
}

/** Paid already: bought outright, or booked (and what follows a booking). */
export function hasBeenPaid(status: OfferRow['status']): boolean {
  return status === 'bought' || status === 'booked' || status === 'completed' || status === 'cancelled';
}

/**
 * Only an accepted offer is paid; a bought one is never paid again, and a deal that ended
 * without the agent's word (a fraud or deleted agent, an expired window) says why.
 */
export function assertPayable(offer: Pick<OfferRow, 'status' | 'endReason'>): void {
  if (hasBeenPaid(offer.status)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
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
 * The listing is still public and on the market: not deleted (with its agent or alone), its agent
 * not flagged as fraud, not sold or rented (decision 048).
 * Read without a lock: the offer's row lock, held by the caller, already waits for
 * an admin ending the deal, who changes the offer in the same transaction.
 */
export async function assertListingOpen(db: DatabaseExecutor, offer: Pick<OfferRow, 'propertyId'>) {
  const [listing] = offer.propertyId
    ? await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.id, offer.propertyId), isOnMarket()))
    : [];
  if (!listing) throw new AppError('CONFLICT', PAYMENT_MESSAGES.listingClosed);
  return listing;
}

/**
 * The provider says this intent succeeded, for this offer (its metadata), for the whole
 * amount in our currency. Anything else, whatever the browser claims, is not a payment.
 */
export function isSucceededPaymentOf(
  intent: ProviderIntent,
  offer: Pick<OfferRow, 'id' | 'offeredPrice' | 'amountDue'>,
) {
  return (
    intent.status === 'succeeded' &&
    intent.offerId === offer.id &&
    intent.amount === findAmountDue(offer) &&
    intent.currency === PAYMENT_CURRENCY
  );
}
