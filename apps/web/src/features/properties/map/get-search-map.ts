import { type SearchMapResponse, searchMapResponseSchema } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import type { MapBounds } from './search-map-props';

/** What only a list has: its page, its page size and its order. The map shows every match, newest first. */
const LIST_ONLY_PARAMS = ['page', 'limit', 'sort', 'priceSort'];

/** The search's filters for GET /api/searchMap, with the map area when one is chosen. */
export function buildSearchMapParams(apiQuery: URLSearchParams, bounds?: MapBounds): URLSearchParams {
  const params = new URLSearchParams(apiQuery);
  for (const name of LIST_ONLY_PARAMS) params.delete(name);
  if (bounds) {
    params.set('north', String(bounds.north));
    params.set('south', String(bounds.south));
    params.set('east', String(bounds.east));
    params.set('west', String(bounds.west));
  }
  return params;
}

/** GET /api/searchMap: every match (up to the cap) as a point, with the capped total. */
export async function getSearchMap(params: URLSearchParams): Promise<SearchMapResponse> {
  return searchMapResponseSchema.parse(await fetchJson<unknown>(`/searchMap?${params}`));
}

export function searchMapQueryOptions(params: URLSearchParams) {
  const query = params.toString();
  return queryOptions({
    queryKey: ['searchMap', query],
    queryFn: () => getSearchMap(new URLSearchParams(query)),
    // The markers stay on the map while the next search loads.
    placeholderData: keepPreviousData,
  });
}

export function useSearchMap(apiQuery: URLSearchParams, bounds?: MapBounds) {
  return useQuery(searchMapQueryOptions(buildSearchMapParams(apiQuery, bounds)));
}
