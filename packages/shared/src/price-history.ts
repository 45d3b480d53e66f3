/**
 * A listing's price history and 'Price reduced' (issue 15, decision 038). Kept apart from
 * `property.ts`'s fields so the history's rules sit in one place.
 */
import { z } from 'zod';

/** A listing shows 'Price reduced' for this many days after a cut (its latest price change). */
export const PRICE_REDUCED_DAYS = 30;

/**
 * One price a listing had from a moment on: the first is the price it was listed at (its added
 * date), each next one a change of its range, oldest first.
 */
export const pricePointSchema = z.object({
  /** ISO 8601 timestamp from which the listing had this range. */
  from: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
});
export type PricePoint = z.infer<typeof pricePointSchema>;
export const priceHistorySchema = z.array(pricePointSchema);

/** How a range moved: 'cut' (nothing went up, something came down), 'rise', or 'mixed'. */
export type PriceMove = 'cut' | 'rise' | 'mixed';

export function describePriceMove(before: PricePoint, after: PricePoint): PriceMove {
  const isNoneUp = after.minPrice <= before.minPrice && after.maxPrice <= before.maxPrice;
  const isNoneDown = after.minPrice >= before.minPrice && after.maxPrice >= before.maxPrice;
  if (isNoneUp) return 'cut';
  if (isNoneDown) return 'rise';
  return 'mixed';
}
