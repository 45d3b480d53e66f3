import type { PublicAgent } from '@nestlane/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/getAgentData/{email}: what anybody may see of an agent. */
export function getAgentData(email: string): Promise<PublicAgent> {
  return fetchJson<PublicAgent>(`/getAgentData/${encodeURIComponent(email)}`);
}

export function agentDataQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['agent', email],
    queryFn: () => getAgentData(email),
  });
}

/** Loaded by the route loader before the page shows. */
export function useAgentData(email: string) {
  return useSuspenseQuery(agentDataQueryOptions(email));
}
