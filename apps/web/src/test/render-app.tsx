import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { createRoutes } from '../app/routes';
import { createAuthStore } from '../features/auth';
import { isToasterWanted } from '../lib/toast';
import { preloadAppModules } from './preload-app-modules';

// Every lazy page and component is loaded while this helper is imported (a test file's import has no time
// limit): opening a page then costs only what the page does, never a first import.
await preloadAppModules();

type AppView = ReturnType<typeof renderApp>;

/** The app the running test rendered last, for settleApp. */
let renderedApp: AppView | undefined;

/**
 * Renders the real route table at `path`, as the browser would, with a fresh cache and no retries, and
 * returns at once: for tests of what shows while the session or a call is still under way. To test the
 * page itself, use openApp.
 */
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
  const app = { ...view, router, queryClient, authStore };
  renderedApp = app;
  return app;
}

/**
 * Opens the app at `path` and resolves once it has settled (see waitForSettledApp): the session read,
 * redirects followed, the page's calls answered and shown, a raised toast's toaster mounted. However slow the machine,
 * the page is then on screen.
 */
export async function openApp(path: string | { pathname: string; state?: unknown }) {
  const view = renderApp(path);
  await waitForSettledApp(view);
  return view;
}

/**
 * After an action (a click, a submit), waits until the app rendered last has settled again. With
 * `{ waitForCalls: false }` it waits only for the page to be drawn, not for calls the test holds back.
 */
export function settleApp({ waitForCalls = true } = {}): Promise<void> {
  if (!renderedApp) throw new Error('settleApp: render the app first (openApp or renderApp)');
  return waitForSettledApp(renderedApp, waitForCalls);
}

/**
 * Whether the app still has work of its own under way. With `waitForCalls` off, calls in flight (and the
 * session read, which is one) do not count: for a test that holds an answer back to see the loading state.
 */
function isAppBusy({ router, queryClient, authStore }: AppView, waitForCalls: boolean): boolean {
  const callsUnderway =
    authStore.getState().loading || queryClient.isFetching() > 0 || queryClient.isMutating() > 0;
  return (
    (waitForCalls && callsUnderway) ||
    !router.state.initialized ||
    router.state.navigation.state !== 'idle' ||
    router.state.revalidation !== 'idle' ||
    // The toaster mounts when the first toast is raised (app/providers.tsx, lib/toast.ts): until then a
    // raised toast is not on screen yet.
    (isToasterWanted() && document.querySelector('[data-rht-toaster]') === null)
  );
}

/**
 * Lets the app run until it is done: no session read, navigation, query or mutation under way, and one
 * whole turn of the event loop (React commits, effects start their calls, stubbed answers land) that left
 * the page unchanged. It counts turns, not milliseconds: a busy machine makes it slower, never wrong. A
 * call that never answers keeps it waiting, so the test's own time limit names the hang.
 */
async function waitForSettledApp(app: AppView, waitForCalls = true): Promise<void> {
  let changed = true;
  const observer = new MutationObserver(() => {
    changed = true;
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    while (changed || observer.takeRecords().length > 0 || isAppBusy(app, waitForCalls)) {
      changed = false;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
    }
  } finally {
    observer.disconnect();
  }
}
