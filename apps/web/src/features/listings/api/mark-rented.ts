import type { MarkRentedBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ADDED_PROPERTIES_KEY } from './get-added-properties';

/** POST /api/markRented (the owner agent, a rental on the market): it leaves search until relisted. */
export function markRented(body: MarkRentedBody): Promise<{ modifiedCount: number }> {
  return fetchJson('/markRented', { method: 'POST', body: JSON.stringify(body) });
}

export function useMarkRented() {
  const queryClient = useQueryClient();
  // Settled, not success: a refusal may mean the listing changed elsewhere, so the list is read again.
  return useMutation({
    mutationFn: markRented,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADDED_PROPERTIES_KEY] }),
  });
}
