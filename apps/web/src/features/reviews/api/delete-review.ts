import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { REVIEW_PAGES_KEY } from './get-review-page';
import { USER_REVIEWS_KEY } from './get-user-reviews';

/**
 * Other features' lists that show reviews. Features do not import each other, so their keys are
 * written here: the home carousel's (features/home/api/get-all-reviews.ts) and the property page's
 * (features/property-detail/api/get-property-reviews.ts, `['propertyReviews', id]`, every listing).
 */
const HOME_REVIEWS_KEY = ['reviews'] as const;
const PROPERTY_REVIEWS_KEY = ['propertyReviews'] as const;

/** DELETE /api/delete-review/{id}: the author's own review, or any review for an admin. */
export function deleteReview(id: string): Promise<{ deletedCount: number }> {
  return fetchJson(`/delete-review/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  // Settled, not success: a 404 means the review went elsewhere, so the lists are read again either way.
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () =>
      Promise.all(
        [[USER_REVIEWS_KEY], REVIEW_PAGES_KEY, HOME_REVIEWS_KEY, PROPERTY_REVIEWS_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
