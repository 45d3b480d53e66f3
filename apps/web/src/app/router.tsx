import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState } from 'react-router';
import type { AuthStore } from '../features/auth';
import { setUnauthorizedHandler } from '../lib/api-client';
import { resolveLazyMatches } from './resolve-lazy-matches';
import { createRoutes } from './routes';
import { installSessionEndHandler } from './session-end';

/**
 * The browser's router. With a server-rendered page's `hydrationData`, the matched routes' code is loaded
 * first and the loaders' results are taken from the server, so the first render is the server's HTML.
 */
export async function createAppRouter(
  queryClient: QueryClient,
  authStore: AuthStore,
  hydrationData?: HydrationState,
) {
  const routes = createRoutes(queryClient);
  if (hydrationData) await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes, { hydrationData });
  installSessionEndHandler(router, authStore, setUnauthorizedHandler);
  return router;
}
