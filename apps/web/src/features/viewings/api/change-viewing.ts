import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { VIEWINGS_KEY } from './get-viewings';

export type ViewingChange =
  | { id: string; action: 'confirm'; time: string }
  | { id: string; action: 'decline' }
  | { id: string; action: 'cancel'; reason: string };

/** PATCH /api/viewings/{id}/confirm | decline | cancel. */
export function changeViewing(change: ViewingChange): Promise<{ modifiedCount: number }> {
  const body =
    change.action === 'confirm'
      ? { time: change.time }
      : change.action === 'cancel'
        ? { reason: change.reason }
        : undefined;
  return fetchJson(`/viewings/${encodeURIComponent(change.id)}/${change.action}`, {
    method: 'PATCH',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

export function useChangeViewing() {
  const queryClient = useQueryClient();
  // Settled, not success: a 409 means the other side changed it first; the list shows what it is now.
  return useMutation({
    mutationFn: changeViewing,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [VIEWINGS_KEY] }),
  });
}
