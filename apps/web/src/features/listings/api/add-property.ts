import type { AddPropertyBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ADDED_PROPERTIES_KEY } from './get-added-properties';

/** POST /api/addProperty (agent): the new listing starts pending and not advertised. */
export function addProperty(body: AddPropertyBody): Promise<{ insertedId: string }> {
  return fetchJson('/addProperty', { method: 'POST', body: JSON.stringify(body) });
}

export function useAddProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProperty,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ADDED_PROPERTIES_KEY] }),
  });
}
