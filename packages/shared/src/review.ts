import { z } from 'zod';

/** A review as the API returns it (spec §3). */
export const reviewSchema = z.object({
  _id: z.string(),
  reviewerPhoto: z.string(),
  reviewerName: z.string(),
  /** ISO 8601 timestamp. */
  reviewDate: z.string(),
  review: z.string(),
  propertyTitle: z.string(),
  agentName: z.string(),
  propertyId: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewListSchema = z.array(reviewSchema);
