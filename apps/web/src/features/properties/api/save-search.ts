import type { CreateSavedSearchBody, SavedSearch, SavedSearchQuery } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** The search page's parameters as the API's saved query: a repeated one becomes a list. */
export function toSavedQuery(params: URLSearchParams): SavedSearchQuery {
  const query: SavedSearchQuery = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** POST /api/savedSearches (decision 037): the server keeps the filters, checked as the search checks them. */
export function saveSearch(body: CreateSavedSearchBody): Promise<SavedSearch> {
  return fetchJson<SavedSearch>('/savedSearches', { method: 'POST', body: JSON.stringify(body) });
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.savedSearches }),
  });
}
