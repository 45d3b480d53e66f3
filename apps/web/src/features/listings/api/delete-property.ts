import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ADDED_PROPERTIES_KEY } from './get-added-properties';

/** DELETE /api/delete-property/{id} (the owner agent; refused while an accepted offer awaits payment). */
export function deleteProperty(id: string): Promise<{ deletedCount: number }> {
  return fetchJson(`/delete-property/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  // Settled, not success: a refusal may mean the list changed elsewhere, so it is read again either way.
  return useMutation({
    mutationFn: deleteProperty,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADDED_PROPERTIES_KEY] }),
  });
}
