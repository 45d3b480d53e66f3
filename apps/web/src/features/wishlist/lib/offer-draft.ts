import { clearPendingIntent, readPendingIntent, savePendingIntent } from '../../../lib/pending-intent';
import type { OfferFormInput } from './offer-form';

/**
 * An offer being filled in, kept in this tab across a session's end (issue 27, decision 065), as a
 * message to an agent is (061): the same pending intent, keyed by the wish-list item Make Offer's path
 * names, given back only to the person who typed it.
 */
export function findOfferDraft(wishId: string, userId: string): Partial<OfferFormInput> {
  const draft = readPendingIntent('offer', wishId);
  if (draft?.userId !== userId) return {};
  return {
    ...(draft.amount === null ? {} : { offerredPriceRange: draft.amount }),
    ...(draft.date ? { offerredDate: draft.date } : {}),
  };
}

/** Keeps what the form holds now; an empty form keeps nothing. */
export function keepOfferDraft(wishId: string, userId: string, values: Partial<OfferFormInput>) {
  // The amount field is read as a number: an empty one reads NaN.
  const amount = Number.isFinite(values.offerredPriceRange) ? (values.offerredPriceRange as number) : null;
  const date = values.offerredDate ?? '';
  if (amount === null && !date) clearPendingIntent('offer', wishId);
  else savePendingIntent('offer', wishId, { amount, date, userId });
}

/** The offer was made: nothing is kept to be given back again. */
export function forgetOfferDraft(wishId: string) {
  clearPendingIntent('offer', wishId);
}
