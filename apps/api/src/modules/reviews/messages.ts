/** Refusals of the review calls that the spec does not word, in its voice. */
export const REVIEW_API_MESSAGES = {
  reviewNotFound: 'Review Not Found',
  ownReviewsOnly: 'You can only see your own reviews',
} as const;
