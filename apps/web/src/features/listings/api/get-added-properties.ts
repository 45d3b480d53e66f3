import type { Property } from '@nestlane/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';
import { fetchPage, type Page } from '../../../lib/fetch-page';

/** Every agent's list sits under this key, whole or by pages; a change to one listing invalidates it. */
export const ADDED_PROPERTIES_KEY = 'getProperty';

/** GET /api/getProperty?email= (the agent, own email only): every status, newest first. */
export function getAddedProperties(email: string): Promise<Property[]> {
  return fetchJson<Property[]>(`/getProperty?${new URLSearchParams({ email })}`);
}

/** The same list, one page of it, and how many listings the agent has in all (X-Total-Count). */
export async function getAddedPropertiesPage(email: string, page: number): Promise<Page<Property>> {
  const { rows, total } = await fetchPage<Property>('/getProperty', page, { email });
  return { rows, total };
}

/** Waits for the email: the agent guard has settled auth, but the profile may still be on its way. */
export function useAddedProperties(email: string | undefined) {
  return useQuery({
    queryKey: [ADDED_PROPERTIES_KEY, email ?? ''],
    queryFn: () => getAddedProperties(email ?? ''),
    enabled: Boolean(email),
  });
}

/** One page of My Added Properties; the page shown stays while the next loads. */
export function addedPropertiesPageQueryOptions(email: string, page: number) {
  return queryOptions({
    queryKey: [ADDED_PROPERTIES_KEY, email, 'page', page],
    queryFn: () => getAddedPropertiesPage(email, page),
    placeholderData: keepPreviousData,
  });
}

export function useAddedPropertiesPage(email: string | undefined, page: number) {
  return useQuery({ ...addedPropertiesPageQueryOptions(email ?? '', page), enabled: Boolean(email) });
}
