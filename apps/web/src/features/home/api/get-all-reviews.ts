import type { Review } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/getallReviews: the latest client reviews. */
export function getAllReviews(): Promise<Review[]> {
  return fetchJson<Review[]>('/getallReviews');
}

export const allReviewsQueryOptions = queryOptions({
  queryKey: ['reviews'],
  queryFn: getAllReviews,
});

export function useAllReviews() {
  return useQuery(allReviewsQueryOptions);
}
