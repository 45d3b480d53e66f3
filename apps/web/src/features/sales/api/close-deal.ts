import type { CloseDealBody } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { REQUESTED_OFFERS_KEY } from './get-requested-property';

/** PATCH /api/closeDeal/{id} (the listing's agent; booked deals only): completed, or cancelled with a reason. */
export function closeDeal({
  id,
  ...body
}: CloseDealBody & { id: string }): Promise<{ modifiedCount: number }> {
  return fetchJson(`/closeDeal/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
  });
}

export function useCloseDeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDeal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [REQUESTED_OFFERS_KEY] }),
  });
}
