import type { Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/getAgentProperties/{email}: the agent's verified listings, newest first. */
export function getAgentProperties(email: string): Promise<Property[]> {
  return fetchJson<Property[]>(`/getAgentProperties/${encodeURIComponent(email)}`);
}

export function agentPropertiesQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['agentProperties', email],
    queryFn: () => getAgentProperties(email),
  });
}

export function useAgentProperties(email: string) {
  return useQuery(agentPropertiesQueryOptions(email));
}
