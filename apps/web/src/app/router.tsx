import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { setUnauthorizedHandler } from '../lib/api-client';
import { createRoutes } from './routes';

export function createAppRouter(queryClient: QueryClient) {
  const router = createBrowserRouter(createRoutes(queryClient));
  // Spec §2: any 401/403 answer sends the user to /signIn (the token is already removed by then).
  setUnauthorizedHandler(() => {
    queryClient.clear();
    void router.navigate('/signIn', { state: { from: router.state.location } });
  });
  return router;
}
