import { COMPARE_LIMIT, type CompareResponse, type Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { RECENTLY_VIEWED_KEY } from '../../../lib/recently-viewed-list';

/** How many recently viewed listings the home page shows: one row. */
export const RECENTLY_VIEWED_SHOWN = COMPARE_LIMIT;

/** Whose list: a signed-in person's (on the server) or a visitor's ids (in this browser). */
export type RecentViewer = { userId: string } | { localIds: readonly string[] };

/**
 * The home page's recently viewed listings (decision 038): a signed-in person's from GET
 * /api/recentlyViewed; a visitor's ids read in one GET /api/compareProperties (the batch call, which
 * stores nothing), with the ids no longer public named to be forgotten.
 */
export function recentlyViewedQueryOptions(viewer: RecentViewer) {
  const ids = 'localIds' in viewer ? viewer.localIds.slice(0, RECENTLY_VIEWED_SHOWN) : [];
  return queryOptions({
    queryKey:
      'userId' in viewer
        ? [...RECENTLY_VIEWED_KEY, viewer.userId]
        : [...RECENTLY_VIEWED_KEY, 'local', ...ids],
    queryFn: async (): Promise<CompareResponse> => {
      if ('userId' in viewer) {
        const properties = await fetchJson<Property[]>('/recentlyViewed');
        return { properties: properties.slice(0, RECENTLY_VIEWED_SHOWN), missingIds: [] };
      }
      return fetchJson<CompareResponse>(`/compareProperties?ids=${ids.join(',')}`);
    },
  });
}

export function useRecentlyViewed(viewer: RecentViewer) {
  return useQuery(recentlyViewedQueryOptions(viewer));
}
