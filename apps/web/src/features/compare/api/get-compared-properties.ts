import type { CompareResponse } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/compareProperties?ids=…: up to 4 public listings in one call, and the ids that are not public. */
export function getComparedProperties(ids: readonly string[]): Promise<CompareResponse> {
  return fetchJson<CompareResponse>(`/compareProperties?ids=${ids.map(encodeURIComponent).join(',')}`);
}

export function comparedPropertiesQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ['compareProperties', ...ids],
    queryFn: () => getComparedProperties(ids),
    enabled: ids.length > 0,
  });
}

export function useComparedProperties(ids: readonly string[]) {
  return useQuery(comparedPropertiesQueryOptions(ids));
}
