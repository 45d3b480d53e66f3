import {
  DEFAULT_PAGE_SIZE,
  type Property,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { readCountHeader } from '../../../lib/read-count-header';
import { type PropertySearch, toApiQuery } from '../lib/search-filters';

/** `isTotalCapped`: more listings match than the server counts; `total` is then a lower bound. */
export type PropertyPage = { properties: Property[]; total: number; isTotalCapped: boolean };

function buildSearchParams(filters: PropertySearch): URLSearchParams {
  const params = toApiQuery(filters);
  params.set('page', String(filters.page));
  params.set('limit', String(DEFAULT_PAGE_SIZE));
  return params;
}

/** GET /api/getVerifiedProperties: one page of verified listings, the total in the X-Total-Count header. */
export async function getVerifiedProperties(filters: PropertySearch): Promise<PropertyPage> {
  const response = await requestApi(`/getVerifiedProperties?${buildSearchParams(filters)}`);
  const properties = (await response.json()) as Property[];
  return {
    properties,
    total: readCountHeader(response, TOTAL_COUNT_HEADER) || properties.length,
    isTotalCapped: response.headers.get(TOTAL_COUNT_CAPPED_HEADER) === 'true',
  };
}

export function verifiedPropertiesQueryOptions(filters: PropertySearch) {
  return queryOptions({
    // The view (list or map) does not change what the list fetches.
    queryKey: ['verifiedProperties', buildSearchParams(filters).toString()],
    queryFn: () => getVerifiedProperties(filters),
    // Keep the last results on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useVerifiedProperties(filters: PropertySearch) {
  return useQuery(verifiedPropertiesQueryOptions(filters));
}
