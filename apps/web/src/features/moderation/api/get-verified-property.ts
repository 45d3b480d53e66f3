import { ADVERTISED_COUNT_HEADER, type Property } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/fetch-page';
import { readCountHeader } from '../../../lib/read-count-header';

/** Every page of the list shares this prefix, so a change refreshes them all. */
export const VERIFIED_PROPERTIES_KEY = ['getVerifiedProperty'] as const;

export type VerifiedPropertyPage = Page<Property> & { advertisedCount: number | null };

/** GET /api/getVerifiedProperty?page=&limit= (admin): public verified listings, advertised first. */
export async function getVerifiedProperty(page: number): Promise<VerifiedPropertyPage> {
  const { rows, total, response } = await fetchPage<Property>('/getVerifiedProperty', page);
  return { rows, total, advertisedCount: readCountHeader(response, ADVERTISED_COUNT_HEADER) };
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
