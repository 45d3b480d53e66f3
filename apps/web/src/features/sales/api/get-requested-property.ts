import type { Offer } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** Every agent's list sits under this key; accepting or rejecting an offer invalidates it. */
export const REQUESTED_OFFERS_KEY = 'getRequestedProperty';

/** GET /api/getRequestedProperty?email= (the agent, own email only): offers on their listings, pending first. */
export function getRequestedProperty(email: string): Promise<Offer[]> {
  return fetchJson<Offer[]>(`/getRequestedProperty?${new URLSearchParams({ email })}`);
}

export function requestedPropertyQueryOptions(email: string) {
  return queryOptions({
    queryKey: [REQUESTED_OFFERS_KEY, email],
    queryFn: () => getRequestedProperty(email),
  });
}

/** Waits for the email: the agent guard has settled auth, but the profile may still be on its way. */
export function useRequestedOffers(email: string | undefined) {
  return useQuery({ ...requestedPropertyQueryOptions(email ?? ''), enabled: Boolean(email) });
}
