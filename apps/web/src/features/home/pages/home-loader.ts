import type { QueryClient } from '@tanstack/react-query';
import { isServerRender } from '../../../lib/rendering';
import { advertisePropertiesQueryOptions } from '../api/get-advertise-properties';

/**
 * The server renders the advertised listings into the home page, so it waits for them. The browser shows
 * the page at once (the server's data is already in its cache after hydration) and lets the section load.
 */
export function createHomeLoader(queryClient: QueryClient) {
  return function homeLoader() {
    if (!isServerRender) return null;
    return queryClient.prefetchQuery(advertisePropertiesQueryOptions).then(() => null);
  };
}
