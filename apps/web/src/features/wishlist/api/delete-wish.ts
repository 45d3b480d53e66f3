import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { WISHLIST_KEY } from './get-wishlist';

/** DELETE /api/delete-wish/{id} (the item's owner only). */
export function deleteWish(id: string): Promise<{ deletedCount: number }> {
  return fetchJson(`/delete-wish/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteWish() {
  const queryClient = useQueryClient();
  // Settled, not success: a refusal (already gone) means the list changed elsewhere, so read it again.
  return useMutation({
    mutationFn: deleteWish,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [WISHLIST_KEY] }),
  });
}
