import type { Review } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/getallReviews: the latest client reviews. */
export function getAllReviews(): Promise<Review[]> {
  return fetchJson<Review[]>('/getallReviews');
}

export const allReviewsQueryOptions = queryOptions({
  queryKey: SHARED_QUERY_KEYS.homeReviews,
  queryFn: getAllReviews,
});

export function useAllReviews() {
  return useQuery(allReviewsQueryOptions);
}
