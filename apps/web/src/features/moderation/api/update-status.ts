import type { FINAL_VERIFICATION_STATUSES } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { refreshModerationLists } from './refresh-moderation';

type UpdateStatusInput = { id: string; status: (typeof FINAL_VERIFICATION_STATUSES)[number] };

/** PATCH /api/updateStatus/{id}?status=verified|rejected (admin; pending only, both are final). */
export function updateStatus({ id, status }: UpdateStatusInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/updateStatus/${encodeURIComponent(id)}?${new URLSearchParams({ status })}`, {
    method: 'PATCH',
  });
}

export function useUpdateStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateStatus, onSettled: () => refreshModerationLists(queryClient) });
}
