import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AuthProvider, type AuthStore } from '../features/auth';

// The toaster (react-hot-toast and its CSS-in-JS runtime) is not needed for the first paint: it loads once
// the page is idle. Its store is module state shared with every `toast()` caller, so a toast raised before
// it mounts still shows when it does.
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));
const IDLE_TIMEOUT_MS = 1500;

export function AppProviders({
  queryClient,
  authStore,
  children,
}: {
  queryClient: QueryClient;
  authStore: AuthStore;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider store={authStore}>
        {children}
        <IdleToaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function IdleToaster() {
  const [isIdle, setIsIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setIsIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(handle);
    }
    const handle = setTimeout(() => setIsIdle(true), 0);
    return () => clearTimeout(handle);
  }, []);
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
