import type { Property } from '@nestlane/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/detailProperty/{id}: one verified listing. */
export function getPropertyDetail(id: string): Promise<Property> {
  return fetchJson<Property>(`/detailProperty/${encodeURIComponent(id)}`);
}

export function propertyDetailQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['property', id],
    queryFn: () => getPropertyDetail(id),
  });
}

/** The route loader has already fetched it, so this never suspends on a normal visit. */
export function usePropertyDetail(id: string) {
  return useSuspenseQuery(propertyDetailQueryOptions(id));
}
