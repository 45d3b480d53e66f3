import { type Offer, SOLD_TOTAL_HEADER } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, type Page } from '../../../lib/fetch-page';
import { readCountHeader } from '../../../lib/read-count-header';

/** Every page of every agent's list shares this prefix. */
export const SOLD_PROPERTIES_KEY = 'getSoldProperties';

export type SoldPage = Page<Offer> & {
  /** The sum of every sale's price, all pages (X-Sold-Total); null when the server did not say. */
  soldTotal: number | null;
};

/** GET /api/getSoldProperties?email=&page=&limit= (the agent, own email only): bought offers, newest first. */
export async function getSoldProperties(email: string, page: number): Promise<SoldPage> {
  const { rows, total, response } = await fetchPage<Offer>('/getSoldProperties', page, { email });
  return { rows, total, soldTotal: readCountHeader(response, SOLD_TOTAL_HEADER) };
}

export function soldPropertiesQueryOptions(email: string, page: number) {
  return queryOptions({
    queryKey: [SOLD_PROPERTIES_KEY, email, page],
    queryFn: () => getSoldProperties(email, page),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useSoldProperties(email: string | undefined, page: number) {
  return useQuery({ ...soldPropertiesQueryOptions(email ?? '', page), enabled: Boolean(email) });
}
