import type { AddReviewBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { propertyReviewsQueryOptions } from './get-property-reviews';

/**
 * Other features' lists a new review joins. Features do not import each other, so their keys are
 * written here: the home carousel's (features/home/api/get-all-reviews.ts) and My Reviews'
 * (features/reviews/api/get-user-reviews.ts, `['getUserReview', email]`).
 */
const HOME_REVIEWS_KEY = ['reviews'] as const;
const USER_REVIEWS_KEY = ['getUserReview'] as const;

/** POST /api/addReview (role user): once per listing; the reviewer and the date come from the session. */
export function addReview(body: AddReviewBody): Promise<{ insertedId: string }> {
  return fetchJson('/addReview', { method: 'POST', body: JSON.stringify(body) });
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // Settled, not success: a 409 means a review of this person is already there, so the list is read again.
    onSettled: (_answer, _error, body) =>
      Promise.all(
        [propertyReviewsQueryOptions(body.propertyId).queryKey, HOME_REVIEWS_KEY, USER_REVIEWS_KEY].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
