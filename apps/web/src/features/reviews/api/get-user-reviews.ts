import type { Review } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/getUserReview?email= (own email only): the reviews the person wrote, newest first. */
export function getUserReviews(email: string): Promise<Review[]> {
  return fetchJson<Review[]>(`/getUserReview?${new URLSearchParams({ email })}`);
}

export function userReviewsQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...SHARED_QUERY_KEYS.userReviews, email],
    queryFn: () => getUserReviews(email),
  });
}

/** Waits for the email: the login guard has settled auth, but the profile may still be on its way. */
export function useUserReviews(email: string | undefined) {
  return useQuery({ ...userReviewsQueryOptions(email ?? ''), enabled: Boolean(email) });
}
