import type { AddReviewBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshReviewLists } from '../../../lib/query-keys';

/** POST /api/addReview (role user): once per listing; the reviewer and the date come from the session. */
export function addReview(body: AddReviewBody): Promise<{ insertedId: string }> {
  return fetchJson('/addReview', { method: 'POST', body: JSON.stringify(body) });
}

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    // Settled, not success: a 409 means a review of this person is already there, so the lists are read again.
    onSettled: () => refreshReviewLists(queryClient),
  });
}
