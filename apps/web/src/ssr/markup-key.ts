/**
 * What a server-rendered page's markup depends on besides its URL, its language and the kind of render, for
 * the API's cache of React's markup (apps/api/src/ssr/page-markup-cache.ts): the router's
 * loader results and errors, the query cache as the page's components read it, and the labels that move
 * with the clock. Two renders with the same key give the same markup. Left out, because no markup reads
 * them and they change on every request: a query's dataUpdatedAt, errorUpdatedAt, fetch counts and the
 * dehydration's time. A new clock-dependent text on a server-rendered page must add its steps here.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { findListingAgeStep } from '../lib/format-listing-age';

/** A query as a component sees it: no data, loading, loaded or failed (a failure by what the page shows of it). */
function describeQuery(query: ReturnType<ReturnType<QueryClient['getQueryCache']>['getAll']>[number]) {
  const { status, fetchStatus, data, error } = query.state;
  return [query.queryHash, status, fetchStatus, data ?? null, describeError(error)];
}

function describeError(error: unknown) {
  if (error === null || error === undefined) return null;
  const { name, message, status, code } = error as Record<string, unknown>;
  return { name, message, status, code };
}

/** Every listing's addedDate in the page's data: cards show it as an age ('5 hours ago'). */
function collectAddedDates(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectAddedDates(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'addedDate' && typeof item === 'string') found.add(item);
      else collectAddedDates(item, found);
    }
  }
}

/**
 * The step each listing's age label is on at `now` ('just now', '3 hours'). A step holds for one stretch of
 * time, so the same steps at the start and the end of a render mean every label read in between was the same.
 */
function describeAges(values: unknown[], now: Date): string[] {
  const dates = new Set<string>();
  for (const value of values) collectAddedDates(value, dates);
  return [...dates].sort().map((date) => {
    const step = findListingAgeStep(date, now);
    return step === null || step === 'justNow' ? String(step) : `${step.count} ${step.unit}`;
  });
}

/**
 * The key, as stable JSON (the API hashes it with the URL, the language and the kind of render). A query a
 * component only looked at on the server (pending, never fetched) reads the same as a missing one: left out.
 */
export function describeMarkupInputs(
  router: HydrationState,
  queryClient: QueryClient,
  now = new Date(),
): string {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !(query.state.status === 'pending' && query.state.fetchStatus === 'idle'))
    .sort((a, b) => (a.queryHash < b.queryHash ? -1 : a.queryHash > b.queryHash ? 1 : 0));
  const data = queries.map((query) => query.state.data);
  return JSON.stringify({
    router,
    queries: queries.map(describeQuery),
    ages: describeAges([router.loaderData, ...data], now),
  });
}
