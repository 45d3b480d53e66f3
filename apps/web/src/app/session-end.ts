import type { createBrowserRouter } from 'react-router';
import type { AuthStore } from '../features/auth';
import type { SessionEndReason } from '../lib/api-client';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Spec §2/§4: any 401/403 answer (or a refused token renewal) signs out for real — the server session,
 * the stored token and the cache — and goes to /signIn remembering the page, so signing in again returns
 * there. Several calls failing together end the session once. A reason the server gave (a suspended
 * account) travels in the sign-in page's state, which says why (decision 013), as does `isSessionEnd`
 * (so the page can say a message typed there is kept, decision 061). A refusal that lands while
 * the person is signing out (a call of the page they left, answered after the server ended the session) is
 * that sign-out's echo: the sign-out already goes where it chose (home, from the dashboard).
 */
export function installSessionEndHandler(
  router: AppRouter,
  authStore: Pick<AuthStore, 'signOut' | 'isSigningOut'>,
  setHandler: (handler: (reason: SessionEndReason) => void) => void,
) {
  let isEnding = false;
  setHandler((reason) => {
    if (isEnding || authStore.isSigningOut()) return;
    isEnding = true;
    const from = router.state.location;
    void authStore.signOut().finally(() => {
      isEnding = false;
      if (from.pathname !== '/signIn') {
        void router.navigate('/signIn', { state: { from, reason, isSessionEnd: true } });
      } else if (reason) {
        // Already on the sign-in page (the session was read as it opened): it still says why.
        const state = typeof from.state === 'object' && from.state !== null ? from.state : {};
        void router.navigate('/signIn', { replace: true, state: { ...state, reason } });
      }
    });
  });
}
