import type { Property } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/fetch-page';

/**
 * GET /api/getAgentProperties/{email}?page=&limit=: one page of the agent's public listings, newest
 * first, and how many there are (an agent with sixty listings made a 14 000 px page on a phone).
 */
export async function getAgentProperties(email: string, page: number): Promise<Page<Property>> {
  const { rows, total } = await fetchPage<Property>(`/getAgentProperties/${encodeURIComponent(email)}`, page);
  return { rows, total };
}

export function agentPropertiesQueryOptions(email: string, page: number) {
  return queryOptions({
    queryKey: ['agentProperties', email, page],
    queryFn: () => getAgentProperties(email, page),
    placeholderData: keepPreviousData,
  });
}

export function useAgentProperties(email: string, page: number) {
  return useQuery(agentPropertiesQueryOptions(email, page));
}
