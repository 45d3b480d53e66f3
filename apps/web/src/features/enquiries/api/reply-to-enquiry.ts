import type { SentEnquiry } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { ENQUIRIES_KEY } from './get-enquiries';

/** POST /api/enquiries/{id}/messages: the buyer or the listing's agent writes in the thread. */
export function replyToEnquiry({ id, message }: { id: string; message: string }): Promise<SentEnquiry> {
  return fetchJson(`/enquiries/${encodeURIComponent(id)}/messages`, {
    method: 'POST',
    body: JSON.stringify({ message }),
  });
}

export function useReplyToEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToEnquiry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ENQUIRIES_KEY] }),
  });
}
