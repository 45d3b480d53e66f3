import type { Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/similarProperties/{id}: up to four listings like this one, the nearest first (decision 060). */
export function getSimilarProperties(id: string): Promise<Property[]> {
  return fetchJson<Property[]>(`/similarProperties/${encodeURIComponent(id)}`);
}

export function similarPropertiesQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['similarProperties', id],
    queryFn: () => getSimilarProperties(id),
  });
}

export function useSimilarProperties(id: string) {
  return useQuery(similarPropertiesQueryOptions(id));
}
