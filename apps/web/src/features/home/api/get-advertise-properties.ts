import type { Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/getAdvertiseProperty: the listings an admin chose for the home page. */
export function getAdvertiseProperties(): Promise<Property[]> {
  return fetchJson<Property[]>('/getAdvertiseProperty');
}

export const advertisePropertiesQueryOptions = queryOptions({
  queryKey: SHARED_QUERY_KEYS.homeAdvertised,
  queryFn: getAdvertiseProperties,
});

export function useAdvertiseProperties() {
  return useQuery(advertisePropertiesQueryOptions);
}
