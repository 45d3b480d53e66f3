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

export const REVIEW_MAX_LENGTH = 1_000;
/** Messages of review rules the spec does not word, in its voice. */
export const REVIEW_MESSAGES = {
  required: 'Please Write Your Review',
  tooLong: `Review Should Be At Most ${REVIEW_MAX_LENGTH} Characters`,
  alreadyReviewed: 'You Have Already Reviewed This Property',
  /** The toast after posting a review from the property page. */
  added: 'Review Added',
  /** The admin's Manage Reviews with no review at all. */
  noneYet: 'No Reviews Yet',
} as const;

/**
 * A review's text as stored: its line breaks (\r\n, \r or \n) as \n, tabs kept, other control characters
 * dropped. The API refuses C0 and DEL with a 400 before this runs (decision 044); the form drops what a
 * paste brings in.
 */
function cleanReviewText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\n\t]/gu, '')
    .trim();
}

/** POST /api/addReview: the reviewer and the date come from the session and the clock. */
export const addReviewBodySchema = z.object({
  propertyId: z.uuid({ message: 'Invalid id' }),
  review: z
    .string({ error: REVIEW_MESSAGES.required })
    .transform(cleanReviewText)
    .pipe(
      z
        .string()
        .min(1, { error: REVIEW_MESSAGES.required })
        .max(REVIEW_MAX_LENGTH, { error: REVIEW_MESSAGES.tooLong }),
    ),
});
export type AddReviewBody = z.output<typeof addReviewBodySchema>;
