/**
 * GET /api/searchMap (decision 024): every public match of a search as a point on the map,
 * newest first, at most MAX_MAP_POINTS, with only what a marker shows: its place and price. A
 * thousand points go in one answer, so each carries five fields; the card of the chosen marker
 * fetches its listing (GET /api/detailProperty/:id, decision 027).
 */
import { z } from 'zod';
import { LISTED_FOR } from './constants';

export const mapPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** The marker's price: the lower end of the listing's range. */
  minPrice: z.number().int(),
  listedFor: z.enum(LISTED_FOR),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const searchMapResponseSchema = z.object({
  points: z.array(mapPointSchema),
  /** The matches counted up to MAX_COUNTED_RESULTS, as X-Total-Count of the list. */
  total: z.number().int(),
  /** More match than `total` (and than the points shown). */
  isCapped: z.boolean(),
});
export type SearchMapResponse = z.infer<typeof searchMapResponseSchema>;
