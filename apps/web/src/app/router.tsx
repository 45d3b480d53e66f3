import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import type { AuthStore } from '../features/auth';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createRoutes } from './routes';
import { installSessionEndHandler } from './session-end';

export function createAppRouter(queryClient: QueryClient, authStore: AuthStore) {
  const router = createBrowserRouter(createRoutes(queryClient));
  installSessionEndHandler(router, authStore, setUnauthorizedHandler);
  return router;
}
