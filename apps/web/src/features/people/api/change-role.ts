import type { PromotionRole } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshPeople } from './refresh-people';

type ChangeRoleInput = { id: string; role: PromotionRole };

/** PATCH /api/changeRole/{id}?role=admin|agent (admin). */
export function changeRole({ id, role }: ChangeRoleInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/changeRole/${encodeURIComponent(id)}?${new URLSearchParams({ role })}`, {
    method: 'PATCH',
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSettled: () => refreshPeople(queryClient) });
}
