import type { QueryClient } from '@tanstack/react-query';
import { advertisePropertiesQueryOptions } from '../api/get-advertise-properties';

/**
 * The server renders the advertised listings into the home page, so its route waits for them there
 * (routes.tsx gives the home route this loader on the server only). The browser shows the page at once:
 * after hydration the server's data is in its cache, and on a move home the section loads as before.
 */
export function createHomeLoader(queryClient: QueryClient) {
  return async function homeLoader() {
    await queryClient.prefetchQuery(advertisePropertiesQueryOptions);
    return null;
  };
}
