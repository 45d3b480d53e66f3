import { type LoaderFunctionArgs, redirect } from 'react-router';
import { takeHomeSearchHandoff } from '../lib/search-filters';

/**
 * Runs before the search page shows: choices handed over by the home search win on this first
 * open and move into the URL, so the search can be shared and survives a reload.
 */
export function allPropertiesLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const next = takeHomeSearchHandoff(url.searchParams);
  if (next === null) return null;
  const query = next.toString();
  if (query === url.searchParams.toString()) return null;
  return redirect(`${url.pathname}${query ? `?${query}` : ''}`);
}
