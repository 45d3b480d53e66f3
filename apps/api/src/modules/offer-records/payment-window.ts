/**
 * The payment window of an accepted offer (decision 017): it opens when the agent accepts
 * and closes `OFFER_PAYMENT_WINDOW_DAYS` later. Every rule that reads an accepted offer asks
 * `isOverdue`, so expiry holds before any sweep has written it.
 */
import type { OfferRow } from './offer-json';

const DAY_MS = 86_400_000;

export function findPaymentDueAt(acceptedAt: Date, windowDays: number): Date {
  return new Date(acceptedAt.getTime() + windowDays * DAY_MS);
}

/** An accepted offer whose window has closed; one accepted before windows existed has none. */
export function isOverdue(offer: Pick<OfferRow, 'status' | 'paymentDueAt'>, now: Date): boolean {
  return offer.status === 'accepted' && offer.paymentDueAt !== null && offer.paymentDueAt <= now;
}
