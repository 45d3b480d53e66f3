import type { PendingAgentRequest } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/agentReq (admin): users waiting to become agents, oldest request first. */
export function getAgentRequests(): Promise<PendingAgentRequest[]> {
  return fetchJson<PendingAgentRequest[]>('/agentReq');
}

export function getAgentRequestsQueryOptions() {
  return queryOptions({ queryKey: ['agentReq'], queryFn: getAgentRequests });
}

export function useAgentRequests() {
  return useQuery(getAgentRequestsQueryOptions());
}
