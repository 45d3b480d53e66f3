import type { AgentStatistics, StatisticsPeriod } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/agentStatistics?days=&propertyId= (agent): the agent's own listings' figures, per listing and per day. */
export function getAgentStatistics(
  days: StatisticsPeriod,
  propertyId: string | null,
): Promise<AgentStatistics> {
  const query = new URLSearchParams({ days: String(days) });
  if (propertyId) query.set('propertyId', propertyId);
  return fetchJson<AgentStatistics>(`/agentStatistics?${query}`);
}

export function agentStatisticsQueryOptions(days: StatisticsPeriod, propertyId: string | null) {
  return queryOptions({
    queryKey: ['agentStatistics', days, propertyId],
    queryFn: () => getAgentStatistics(days, propertyId),
    // The last figures stay on screen while another period or listing loads.
    placeholderData: keepPreviousData,
  });
}

export function useAgentStatistics(days: StatisticsPeriod, propertyId: string | null) {
  return useQuery(agentStatisticsQueryOptions(days, propertyId));
}
