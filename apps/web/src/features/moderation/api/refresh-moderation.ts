import type { QueryClient } from '@tanstack/react-query';
import { MANAGED_PROPERTIES_KEY } from './get-properties';
import { VERIFIED_PROPERTIES_KEY } from './get-verified-property';

/**
 * The home page's advertised list. Its key is the spec's cache key 'advertise' (§7); features do not
 * import each other, so it is written here instead of imported from features/home.
 */
const HOME_ADVERTISED_KEY = ['advertise'] as const;

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
    queryClient.invalidateQueries({ queryKey: HOME_ADVERTISED_KEY }),
  ]);
}
