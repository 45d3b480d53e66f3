import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshReviewLists } from '../../../lib/query-keys';

/** DELETE /api/delete-review/{id}: the author's own review, or any review for an admin. */
export function deleteReview(id: string): Promise<{ deletedCount: number }> {
  return fetchJson(`/delete-review/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  // Settled, not success: a 404 means the review went elsewhere, so the lists are read again either way.
  return useMutation({
    mutationFn: deleteReview,
    onSettled: () => refreshReviewLists(queryClient),
  });
}
