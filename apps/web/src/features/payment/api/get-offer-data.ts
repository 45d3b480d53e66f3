import type { Offer } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

export const OFFER_DATA_KEY = 'getOfferData';

/** GET /api/getOfferData/{id}: one of the buyer's own offers (anyone else's answers 404). */
export function getOfferData(id: string): Promise<Offer> {
  return fetchJson<Offer>(`/getOfferData/${encodeURIComponent(id)}`);
}

export function offerDataQueryOptions(id: string) {
  return queryOptions({ queryKey: [OFFER_DATA_KEY, id], queryFn: () => getOfferData(id) });
}

export function useOfferData(id: string) {
  return useQuery(offerDataQueryOptions(id));
}
