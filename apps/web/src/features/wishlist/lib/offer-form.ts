import { addOfferBodySchema, isWithinPriceRange, MESSAGES } from '@nestlane/shared';
import { z } from 'zod';

type PriceRange = { minPrice: number; maxPrice: number };

/**
 * Make Offer's form: the body's amount and date rules (shared with the server) plus the range check,
 * which needs the listing, so it is built per listing. The listing's id is added when sending.
 */
export function createOfferFormSchema(range: PriceRange) {
  const { offerredPriceRange, offerredDate } = addOfferBodySchema.shape;
  return z.object({
    offerredPriceRange: offerredPriceRange.refine((amount) => isWithinPriceRange(amount, range), {
      error: MESSAGES.offerOutOfRange,
    }),
    offerredDate,
  });
}

export type OfferFormInput = z.input<ReturnType<typeof createOfferFormSchema>>;
export type OfferFormOutput = z.output<ReturnType<typeof createOfferFormSchema>>;

const DAY_MS = 86_400_000;
/** The server accepts dates up to a year ahead (OFFER_MESSAGES.dateTooFar). */
const LATEST_OFFER_DAYS = 365;

/** A date as the date input writes it (YYYY-MM-DD), in the buyer's own time zone. */
export function formatInputDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** The date picker's bounds: from today to a year ahead, so the picker offers only what the server takes. */
export function findOfferDateBounds(now: Date = new Date()): { min: string; max: string } {
  return {
    min: formatInputDate(now),
    max: formatInputDate(new Date(now.getTime() + LATEST_OFFER_DAYS * DAY_MS)),
  };
}
