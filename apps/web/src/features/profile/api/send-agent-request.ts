import type { AgentRequest, ManagedUser } from '@nestlane/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { USER_INFO_KEY } from '../../auth';

type SendAgentRequestInput = { userId: string; links: AgentRequest };

/** PATCH /api/agentRequest/{userId}: a user applies, for their own account, once while pending. */
export function sendAgentRequest({
  userId,
  links,
}: SendAgentRequestInput): Promise<{ modifiedCount: number }> {
  return fetchJson(`/agentRequest/${encodeURIComponent(userId)}`, {
    method: 'PATCH',
    body: JSON.stringify(links),
  });
}

/** On success the cached profile shows the pending request at once; the refetch confirms it. */
export function useSendAgentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendAgentRequest,
    onSuccess: () => {
      queryClient.setQueriesData<ManagedUser>({ queryKey: [USER_INFO_KEY] }, (profile) =>
        profile ? { ...profile, agentReq: true } : profile,
      );
    },
    // A 409 (already pending) also means the cached profile is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [USER_INFO_KEY] }),
  });
}
