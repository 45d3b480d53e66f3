import type { PropertyContact } from '@nestlane/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchJson } from '../../../lib/api-client';

/** GET /api/propertyContact/{id} (signed-in people only): the agent's name, phone and WhatsApp. */
export function getPropertyContact(id: string): Promise<PropertyContact> {
  return fetchJson<PropertyContact>(`/propertyContact/${encodeURIComponent(id)}`);
}

export function propertyContactQueryOptions(id: string) {
  return queryOptions({ queryKey: ['propertyContact', id], queryFn: () => getPropertyContact(id) });
}

/** Asked only once somebody is signed in: a visitor is offered sign-in instead. */
export function usePropertyContact(id: string, isSignedIn: boolean) {
  return useQuery({ ...propertyContactQueryOptions(id), enabled: isSignedIn });
}
