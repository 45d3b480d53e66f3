import { DEFAULT_PAGE_SIZE, type Review, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';

/** Every page of the admin's list shares this prefix, so a deletion refreshes them all. */
export const REVIEW_PAGES_KEY = ['getallReviews', 'page'] as const;

export type ReviewPage = { reviews: Review[]; total: number };

/** The X-Total-Count header, or null when it is missing or not a count. */
function readTotal(response: Response): number | null {
  const value = response.headers.get(TOTAL_COUNT_HEADER);
  const total = Number(value);
  return value !== null && value !== '' && Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * GET /api/getallReviews?page=&limit= (admin): one page of every review, newest first. Without
 * `page` the same call is the home carousel's public list, so `page` is always sent here.
 */
export async function getReviewPage(page: number): Promise<ReviewPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(DEFAULT_PAGE_SIZE) });
  const response = await requestApi(`/getallReviews?${params}`);
  const reviews = (await response.json()) as Review[];
  // Without the header, count what we can see rather than invent more pages.
  return { reviews, total: readTotal(response) ?? (page - 1) * DEFAULT_PAGE_SIZE + reviews.length };
}

export function reviewPageQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...REVIEW_PAGES_KEY, page],
    queryFn: () => getReviewPage(page),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useReviewPage(page: number) {
  return useQuery(reviewPageQueryOptions(page));
}
