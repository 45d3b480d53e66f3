import './lib/configure-zod';
import '@fontsource-variable/plus-jakarta-sans/wght.css';
import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createAuthStore } from './features/auth';

const queryClient = createQueryClient();
const authStore = createAuthStore(queryClient);
const router = createAppRouter(queryClient, authStore);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} authStore={authStore}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
