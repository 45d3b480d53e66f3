import type { Review } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/fetch-page';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/**
 * GET /api/getallReviews?page=&limit= (admin): one page of every review, newest first. Without
 * `page` the same call is the home carousel's public list, so `page` is always sent here.
 */
export async function getReviewPage(page: number): Promise<Page<Review>> {
  const { rows, total } = await fetchPage<Review>('/getallReviews', page);
  return { rows, total };
}

export function reviewPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...SHARED_QUERY_KEYS.reviewPages, page],
    queryFn: () => getReviewPage(page),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useReviewPage(page: number) {
  return useQuery(reviewPageQueryOptions(page));
}
