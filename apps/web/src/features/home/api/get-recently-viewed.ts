import { COMPARE_LIMIT, type CompareResponse, type Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { RECENTLY_VIEWED_KEY } from '../../../lib/recently-viewed-list';

/** How many recently viewed listings the home page shows: one row. */
export const RECENTLY_VIEWED_SHOWN = COMPARE_LIMIT;

/**
 * The home page's recently viewed listings (decision 038): a signed-in person's from GET
 * /api/recentlyViewed; a visitor's ids, from this browser, read in one GET /api/compareProperties
 * (the batch call that stores nothing), with the ids no longer public to forget.
 */
export function recentlyViewedQueryOptions(viewer: { userId: string } | { localIds: readonly string[] }) {
  if ('userId' in viewer) {
    return queryOptions({
      queryKey: [...RECENTLY_VIEWED_KEY, viewer.userId],
      queryFn: async (): Promise<CompareResponse> => ({
        properties: (await fetchJson<Property[]>('/recentlyViewed')).slice(0, RECENTLY_VIEWED_SHOWN),
        missingIds: [],
      }),
    });
  }
  const ids = viewer.localIds.slice(0, RECENTLY_VIEWED_SHOWN);
  return queryOptions({
    queryKey: [...RECENTLY_VIEWED_KEY, 'local', ...ids],
    queryFn: () => fetchJson<CompareResponse>(`/compareProperties?ids=${ids.join(',')}`),
  });
}

export function useRecentlyViewed(viewer: { userId: string } | { localIds: readonly string[] }) {
  return useQuery(recentlyViewedQueryOptions(viewer));
}
