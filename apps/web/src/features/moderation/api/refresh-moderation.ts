import type { QueryClient } from '@tanstack/react-query';
import { SHARED_QUERY_KEYS } from '../../../lib/query-keys';
import { MANAGED_PROPERTIES_KEY } from './get-properties';
import { VERIFIED_PROPERTIES_KEY } from './get-verified-property';

/** A verification shows in both admin lists (a verified listing joins the advertise list). */
export function refreshModerationLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: MANAGED_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: VERIFIED_PROPERTIES_KEY }),
  ]);
}

/** An advertise change shows in the admin's list and on the home page's 'Best For You'. */
export function refreshAdvertisedLists(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: VERIFIED_PROPERTIES_KEY }),
    queryClient.invalidateQueries({ queryKey: SHARED_QUERY_KEYS.homeAdvertised }),
  ]);
}
