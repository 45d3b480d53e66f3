import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AuthProvider, type AuthStore } from '../features/auth';
import { isToasterWanted, subscribeToasterWanted } from '../lib/toast';

// The toaster (react-hot-toast's component and its CSS-in-JS runtime, whose injected <style> restyles the
// whole page) is mounted when the first toast is raised (lib/toast.ts), not for every visit. Its store is
// module state shared with every `toast()` caller, so that first toast shows as soon as it mounts.
const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

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
        <ToasterOnDemand />
      </AuthProvider>
    </QueryClientProvider>
  );
}

function ToasterOnDemand() {
  const isWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterWanted);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
