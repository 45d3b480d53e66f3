import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Fragment, lazy, type ReactNode, Suspense, useMemo, useSyncExternalStore } from 'react';
import { AuthProvider, type AuthStore } from '../features/auth';
import { activeI18n, useLocale } from '../i18n';
import { isToasterWanted, markToasterFailed, readToasterAttempt, subscribeToasterWanted } from '../lib/toast';
import { FallbackNotice } from './fallback-notice';
import { FollowAccountLocale } from './follow-account-locale';
import { OfflineBanner } from './offline-banner';

/**
 * The toaster (react-hot-toast's component and its CSS-in-JS runtime, whose injected <style> restyles the
 * whole page) is mounted when the first toast is raised (lib/toast.ts), not for every visit. Its store is
 * module state shared with every `toast()` caller, so that first toast shows as soon as it mounts. When its
 * code cannot be loaded (offline), nothing is drawn and the app's own notice tells the message instead;
 * the next toast asks for the code again (a new lazy component per attempt).
 */
function loadToaster() {
  return lazy<() => ReactNode>(() =>
    import('./app-toaster').then(
      (module) => ({ default: module.AppToaster }),
      () => {
        markToasterFailed();
        return { default: () => null };
      },
    ),
  );
}

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
          <FallbackNotice />
          <OfflineBanner />
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

function readNoAttempt() {
  return 0;
}

function ToasterOnDemand() {
  const isWanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, isToasterUnwanted);
  const attempt = useSyncExternalStore(subscribeToasterWanted, readToasterAttempt, readNoAttempt);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks for the code again
  const AppToaster = useMemo(loadToaster, [attempt]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
