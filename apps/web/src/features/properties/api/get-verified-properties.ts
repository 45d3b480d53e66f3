import {
  DEFAULT_PAGE_SIZE,
  type Property,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { readCountHeader } from '../../../lib/read-count-header';

/** The search page's filters; empty values mean "no filter" and are left out of the request. */
export type PropertySearch = {
  search: string;
  priceSort: string;
  priceRange: string;
  category: string;
  page: number;
};

/** `isTotalCapped`: more listings match than the server counts; `total` is then a lower bound. */
export type PropertyPage = { properties: Property[]; total: number; isTotalCapped: boolean };

function buildSearchParams(filters: PropertySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.priceSort) params.set('priceSort', filters.priceSort);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  if (filters.category) params.set('category', filters.category);
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
    queryKey: ['verifiedProperties', filters],
    queryFn: () => getVerifiedProperties(filters),
    // Keep the last results on screen while a new filter loads.
    placeholderData: keepPreviousData,
  });
}

export function useVerifiedProperties(filters: PropertySearch) {
  return useQuery(verifiedPropertiesQueryOptions(filters));
}
