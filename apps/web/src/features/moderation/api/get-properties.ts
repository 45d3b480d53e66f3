import type { Property } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/fetch-page';

/** Every page of the list shares this prefix, so a change refreshes them all. */
export const MANAGED_PROPERTIES_KEY = ['getProperties'] as const;

/** GET /api/getProperties?page=&limit= (admin): every property, pending first, then newest. */
export async function getProperties(page: number): Promise<Page<Property>> {
  const { rows, total } = await fetchPage<Property>('/getProperties', page);
  return { rows, total };
}

export function getPropertiesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...MANAGED_PROPERTIES_KEY, page],
    queryFn: () => getProperties(page),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useManagedProperties(page: number) {
  return useQuery(getPropertiesQueryOptions(page));
}
