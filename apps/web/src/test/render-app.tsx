import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { createAuthStore } from '../features/auth';

/** Renders the real route table at `path`, as the browser would, with a fresh cache and no retries. */
export function renderApp(path: string | { pathname: string; state?: unknown }) {
  // The app's own cache settings, minus retries: a failing call should fail the test at once.
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const authStore = createAuthStore(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} authStore={authStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient, authStore };
}
