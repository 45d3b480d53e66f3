import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { AuthProvider, type AuthStore } from '../features/auth';
import { activeI18n, useLocale } from '../i18n';
import { isToasterWanted, subscribeToasterWanted } from '../lib/toast';
import { FollowAccountLocale } from './follow-account-locale';

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
    <I18nProvider i18n={activeI18n()}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider store={authStore}>
          <FollowAccountLocale />
          <RenderedInLocale>{children}</RenderedInLocale>
          <ToasterOnDemand />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * A change of language draws the pages again from the start (decision 040): formats and messages read
 * outside components (prices, dates, page titles) change with it, not only the parts that call useT().
 * The router, the query cache and the session live outside, so the page and its data stay.
 */
function RenderedInLocale({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}

/** The server raises no toast: a hydration draws no toaster, whatever was raised in the meantime. */
function isToasterUnwanted() {
  return false;
}

function ToasterOnDemand() {
  const isWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterUnwanted);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
