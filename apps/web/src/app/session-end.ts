import type { createBrowserRouter } from 'react-router';
import type { AuthStore } from '../features/auth';

type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'navigate' | 'state'>;

/**
 * Spec §2/§4: any 401/403 answer (or a refused token renewal) signs out for real — the server session,
 * the stored token and the cache — and goes to /signIn remembering the page, so signing in again returns
 * there. Several calls failing together end the session once.
 */
export function installSessionEndHandler(
  router: AppRouter,
  authStore: Pick<AuthStore, 'signOut'>,
  setHandler: (handler: () => void) => void,
) {
  let isEnding = false;
  setHandler(() => {
    if (isEnding) return;
    isEnding = true;
    const from = router.state.location;
    void authStore.signOut().finally(() => {
      isEnding = false;
      if (from.pathname === '/signIn') return;
      void router.navigate('/signIn', { state: { from } });
    });
  });
}
