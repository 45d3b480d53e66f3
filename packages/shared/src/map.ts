/**
 * GET /api/searchMap (decision 024): every public match of a search as a point on the map,
 * newest first, at most MAX_MAP_POINTS, with what a marker's card shows.
 */
import { z } from 'zod';
import { CATEGORIES, LISTED_FOR } from './constants';

export const mapPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  image: z.string(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  listedFor: z.enum(LISTED_FOR),
  category: z.enum(CATEGORIES),
  bedRooms: z.number().int(),
  bathRooms: z.number().int(),
  propertySize: z.number().int(),
  location: z.string(),
  /** The city area, '' for none. */
  area: z.string(),
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
