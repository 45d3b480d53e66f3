import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterChanges, withFilters } from './search-filters';

/** A choice adds a history entry Back returns to; typing only replaces the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * The search page's URL and a way to change filters in it. Each change builds on the one asked for just
 * before, even while that navigation is still under way: React Router's own setSearchParams reads the
 * params of the last render, so two quick choices (2+ beds, then Gym) kept only the second.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);

  // A move the page did not ask for (Back, a link) is the new starting point.
  useEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);

  const setFilters = useCallback(
    (changes: FilterChanges, mode: HistoryMode = 'push') => {
      const next = withFilters(latest.current, changes);
      latest.current = next;
      // The page stays where it is: a filter changes the results below it, and a page of results moves
      // focus and view to them itself (ScrollRestoration would jump to the top after that scroll).
      setSearchParams(next, { replace: mode === 'replace', preventScrollReset: true });
    },
    [setSearchParams],
  );

  return [searchParams, setFilters] as const;
}
