import { z } from 'zod';

/**
 * GET /api/searchMap's answer. A local copy of engineer A's contract (issue 11) until its schema lands in
 * @nestlane/shared; then this file re-exports the shared one.
 */
export const mapPointSchema = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  image: z.string(),
  minPrice: z.number(),
  maxPrice: z.number(),
  listedFor: z.string(),
  category: z.string(),
  bedRooms: z.number(),
  bathRooms: z.number(),
  propertySize: z.number(),
  location: z.string(),
  area: z.string(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const searchMapResponseSchema = z.object({
  points: z.array(mapPointSchema),
  total: z.number(),
  isCapped: z.boolean(),
});
export type SearchMapResponse = z.infer<typeof searchMapResponseSchema>;
