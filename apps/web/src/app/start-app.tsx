import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createAuthStore } from '../features/auth';
import { activateLocale, readInitialLocale } from '../i18n';
import { registerServiceWorker } from '../lib/service-worker';
import { readServerState } from '../ssr/server-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/** Mounts the app on #root: hydrates a server-rendered page, or renders the page shell's route. */
export async function startApp(root: HTMLElement) {
  const queryClient = createQueryClient();
  const authStore = createAuthStore(queryClient);
  // A server-rendered page brings its data: the cache and the router start where the server ended.
  const serverState = readServerState(document);
  // The page's language before anything renders: a hydration must draw the server's words again.
  await activateLocale(readInitialLocale(serverState !== null));
  if (serverState) hydrate(queryClient, serverState.queries);
  const router = await createAppRouter(queryClient, authStore, serverState?.router);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} authStore={authStore}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverState) {
    // A mismatch is a bug (the server and the first render must agree): reported where tests see it.
    hydrateRoot(root, app, { onRecoverableError: reportHydrationError });
    root.dataset.rendered = 'hydrated';
  } else {
    // The page shell (or an error page the server rendered without data): the browser renders the page.
    root.replaceChildren();
    createRoot(root).render(app);
    root.dataset.rendered = 'browser';
  }
  // The installable app's worker, once the page has loaded (decision 056).
  registerServiceWorker();
}

function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  console.error('Hydration failed, React rendered in the browser instead:', error, info.componentStack ?? '');
}
