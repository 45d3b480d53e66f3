/**
 * What a buyer pays once the agent accepts (issue 29, decision 055). A sale asks its booking money: a
 * percentage of the offered price, or an amount; neither is 100 %, the whole price, paid as the spec's
 * journey pays it. A rental asks its advance: advance months × the monthly rent offered, one month when
 * the listing says none. Anything less than the whole price, and every rental with an advance, books
 * the deal: the agent completes it at registration, or cancels it.
 */
import type { ListedFor } from './constants';

export type DealTerms = {
  listedFor: ListedFor;
  bookingPercent: number | null;
  bookingAmount: number | null;
  advanceMonths: number | null;
};

export type SumDue = { amount: number; isBooking: boolean };

export function findSumDue(terms: DealTerms, offeredPrice: number): SumDue {
  if (terms.listedFor === 'For Rent') {
    // A rental with no advance said pays one month, bought outright as before (decision 048).
    if (terms.advanceMonths == null) return { amount: offeredPrice, isBooking: false };
    return { amount: Math.max(1, terms.advanceMonths) * offeredPrice, isBooking: true };
  }
  const amount =
    terms.bookingAmount != null
      ? Math.min(terms.bookingAmount, offeredPrice)
      : Math.ceil((offeredPrice * (terms.bookingPercent ?? 100)) / 100);
  return { amount, isBooking: amount < offeredPrice };
}
