import type { SavedSearch, UpdateSavedSearchBody } from '@nestlane/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/savedSearches: the signed-in person's saved searches, newest first. */
export function getSavedSearches(): Promise<SavedSearch[]> {
  return fetchJson<SavedSearch[]>('/savedSearches');
}

export function savedSearchesQueryOptions() {
  return queryOptions({ queryKey: SHARED_QUERY_KEYS.savedSearches, queryFn: getSavedSearches });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateSavedSearchBody & { id: string }) =>
      fetchJson<SavedSearch>(`/savedSearches/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: JSON.stringify(body),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.savedSearches }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      fetchJson<{ deletedCount: number }>(`/savedSearches/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.savedSearches }),
  });
}
