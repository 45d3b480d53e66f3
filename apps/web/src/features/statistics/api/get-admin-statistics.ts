import type { AdminStatistics, StatisticsPeriod } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/adminStatistics?days= (admin): listings, verifications and the market over the period. */
export function getAdminStatistics(days: StatisticsPeriod): Promise<AdminStatistics> {
  return fetchJson<AdminStatistics>(`/adminStatistics?days=${days}`);
}

export function adminStatisticsQueryOptions(days: StatisticsPeriod) {
  return queryOptions({
    queryKey: ['adminStatistics', days],
    queryFn: () => getAdminStatistics(days),
    placeholderData: keepPreviousData,
  });
}

export function useAdminStatistics(days: StatisticsPeriod) {
  return useQuery(adminStatisticsQueryOptions(days));
}
