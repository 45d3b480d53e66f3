import type { RelistPropertyInput } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ADDED_PROPERTIES_KEY } from './get-added-properties';

/** POST /api/relistProperty (the owner agent, a rented listing): back on the market from a month. */
export function relistProperty(body: RelistPropertyInput): Promise<{ modifiedCount: number }> {
  return fetchJson('/relistProperty', { method: 'POST', body: JSON.stringify(body) });
}

export function useRelistProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: relistProperty,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADDED_PROPERTIES_KEY] }),
  });
}
