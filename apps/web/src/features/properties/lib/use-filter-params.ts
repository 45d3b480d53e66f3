import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type FilterChanges, withFilters } from './search-filters';

/** A choice adds a history entry Back returns to; typing only replaces the current one. */
export type HistoryMode = 'push' | 'replace';

/**
 * The search page's filters as the URL holds them, and a way to change them. A change shows at once,
 * before the navigation that writes it to the URL has landed (a box clicked stays ticked), and each
 * change builds on the one asked for just before: React Router's own setSearchParams reads the params
 * of the last render, so two quick choices (2+ beds, then Gym) kept only the second.
 */
export function useFilterParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [requested, setRequested] = useState<URLSearchParams>();
  const latest = useRef(searchParams);
  // The queries asked for whose navigation has not shown yet, oldest first.
  const inFlight = useRef<string[]>([]);
  // The query this effect last saw in the URL.
  const seen = useRef(searchParams.toString());

  useEffect(() => {
    const shown = searchParams.toString();
    if (shown === seen.current && inFlight.current.length > 0) {
      // The URL has not moved: this is the first effect after hydration, and a choice made while React
      // hydrated (a replayed change) is on its way. It must not be forgotten for the URL it left.
      return;
    }
    seen.current = shown;
    const landed = inFlight.current.indexOf(shown);
    if (landed !== -1 && landed < inFlight.current.length - 1) {
      // One of ours landed while a later one is on its way (a tap between a navigation's commit and this
      // effect): keep showing, and building on, the later one.
      inFlight.current = inFlight.current.slice(landed + 1);
      return;
    }
    // The last one asked for landed, or the URL moved elsewhere (Back, a link): it is shown and built on.
    inFlight.current = [];
    latest.current = searchParams;
    setRequested(undefined);
  }, [searchParams]);

  const setFilters = useCallback(
    (changes: FilterChanges, mode: HistoryMode = 'push') => {
      const next = withFilters(latest.current, changes);
      latest.current = next;
      inFlight.current.push(next.toString());
      setRequested(next);
      // The page stays where it is: a filter changes the results below it, and a page of results moves
      // focus and view to them itself (ScrollRestoration would jump to the top after that scroll).
      setSearchParams(next, { replace: mode === 'replace', preventScrollReset: true });
    },
    [setSearchParams],
  );

  return [requested ?? searchParams, setFilters] as const;
}
