import type { Review } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/getpropertyReview?propertyId=: a listing's reviews, newest first. */
export function getPropertyReviews(propertyId: string): Promise<Review[]> {
  return fetchJson<Review[]>(`/getpropertyReview?${new URLSearchParams({ propertyId })}`);
}

export function propertyReviewsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: [...SHARED_QUERY_KEYS.propertyReviews, propertyId],
    queryFn: () => getPropertyReviews(propertyId),
  });
}

export function usePropertyReviews(propertyId: string) {
  return useQuery(propertyReviewsQueryOptions(propertyId));
}
