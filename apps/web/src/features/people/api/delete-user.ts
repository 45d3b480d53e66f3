import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshPeople } from './refresh-people';

/** DELETE /api/delete-User/{id} (admin; never their own account). */
export function deleteUser(id: string): Promise<{ deletedCount: number }> {
  return fetchJson(`/delete-User/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSettled: () => refreshPeople(queryClient) });
}
