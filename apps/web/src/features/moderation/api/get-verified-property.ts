import { ADVERTISED_COUNT_HEADER } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPropertyPage, type PropertyPage, readCountHeader } from './fetch-property-page';

/** Every page of the list shares this prefix, so a change refreshes them all. */
export const VERIFIED_PROPERTIES_KEY = ['getVerifiedProperty'] as const;

export type VerifiedPropertyPage = PropertyPage & { advertisedCount: number | null };

/** GET /api/getVerifiedProperty?page=&limit= (admin): public verified listings, advertised first. */
export async function getVerifiedProperty(page: number): Promise<VerifiedPropertyPage> {
  const { properties, total, response } = await fetchPropertyPage('/getVerifiedProperty', page);
  return { properties, total, advertisedCount: readCountHeader(response, ADVERTISED_COUNT_HEADER) };
}

export function getVerifiedPropertyQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...VERIFIED_PROPERTIES_KEY, page],
    queryFn: () => getVerifiedProperty(page),
    placeholderData: keepPreviousData,
  });
}

export function useVerifiedPropertyPage(page: number) {
  return useQuery(getVerifiedPropertyQueryOptions(page));
}
