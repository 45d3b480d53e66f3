/**
 * The rules every way of paying shares: what an offer costs in cents, which offers can be
 * paid, and when a provider's intent proves that this offer was paid in full.
 */
import { PAYMENT_CURRENCY } from '@nestlane/shared';
import { AppError } from '../../lib/app-error';
import type { ProviderIntent } from '../../payments/payment-provider';
import type { OfferRow } from '../offers/offer-json';
import { PAYMENT_MESSAGES } from './messages';

/** Offers are whole US dollars; cards are charged in cents. */
export function findAmountDue(offer: Pick<OfferRow, 'offeredPrice'>): number {
  return offer.offeredPrice * 100;
}

/** Only an accepted offer is paid; a bought one is never paid again. */
export function assertPayable(offer: Pick<OfferRow, 'status'>): void {
  if (offer.status === 'bought') throw new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (offer.status !== 'accepted') throw new AppError('CONFLICT', PAYMENT_MESSAGES.onlyAcceptedCanBePaid);
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
