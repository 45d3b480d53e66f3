import type { Property } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** Every agent's list sits under this key; a change to one listing invalidates it. */
export const ADDED_PROPERTIES_KEY = 'getProperty';

/** GET /api/getProperty?email= (the agent, own email only): every status, newest first. */
export function getAddedProperties(email: string): Promise<Property[]> {
  return fetchJson<Property[]>(`/getProperty?${new URLSearchParams({ email })}`);
}

export function addedPropertiesQueryOptions(email: string) {
  return queryOptions({
    queryKey: [ADDED_PROPERTIES_KEY, email],
    queryFn: () => getAddedProperties(email),
  });
}

/** Waits for the email: the agent guard has settled auth, but the profile may still be on its way. */
export function useAddedProperties(email: string | undefined) {
  return useQuery({ ...addedPropertiesQueryOptions(email ?? ''), enabled: Boolean(email) });
}
