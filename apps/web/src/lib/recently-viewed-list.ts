import { RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import { createLocalList, useLocalList } from './local-list';

/**
 * A visitor's recently viewed listings (decision 038): ids in this browser only, the latest first,
 * never sent to be stored. A signed-in person's list is the server's (GET /api/recentlyViewed).
 */
const viewedList = createLocalList(
  'nestlane:recently-viewed',
  (value): value is string => typeof value === 'string',
);

/** The cache key of the home page's recently viewed row; a recorded view refreshes it. */
export const RECENTLY_VIEWED_KEY = ['recentlyViewed'] as const;

export function useLocalViewedIds(): readonly string[] {
  return useLocalList(viewedList);
}

export function rememberViewed(id: string) {
  const rest = viewedList.getSnapshot().filter((item) => item !== id);
  viewedList.write([id, ...rest].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** Drops listings that are no longer public (the compare call named them missing). */
export function forgetViewed(ids: readonly string[]) {
  if (ids.length === 0) return;
  viewedList.write(viewedList.getSnapshot().filter((item) => !ids.includes(item)));
}
