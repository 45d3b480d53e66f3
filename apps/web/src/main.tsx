import './lib/configure-zod';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './index.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createAuthStore } from './features/auth';
import { readServerState } from './ssr/server-state';

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  const authStore = createAuthStore(queryClient);
  // A server-rendered page brings its data: the cache and the router start where the server ended.
  const serverState = readServerState(document);
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
    hydrateRoot(root, app);
    root.dataset.rendered = 'hydrated';
  } else {
    // The page shell (or an error page the server rendered without data): the browser renders the page.
    root.replaceChildren();
    createRoot(root).render(app);
    root.dataset.rendered = 'browser';
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
