import type { Offer } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';

/** GET /api/getboughtProperty?email= (the signed-in buyer's own email): their offers, newest first. */
export function getBoughtProperties(email: string): Promise<Offer[]> {
  return fetchJson<Offer[]>(`/getboughtProperty?${new URLSearchParams({ email })}`);
}

export function boughtPropertiesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [...SHARED_QUERY_KEYS.boughtProperties, email],
    queryFn: () => getBoughtProperties(email),
  });
}

/**
 * Waits for the email (the guard has settled auth, the profile may still be on its way). Read again on
 * every visit: an offer just made, an agent's answer or a payment changes it from elsewhere.
 */
export function useBoughtProperties(email: string | undefined) {
  return useQuery({
    ...boughtPropertiesQueryOptions(email ?? ''),
    enabled: Boolean(email),
    refetchOnMount: 'always',
  });
}
