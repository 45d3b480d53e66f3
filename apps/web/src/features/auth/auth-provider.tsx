import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import { type AuthStore, readServerAuthState } from './auth-store';

const AuthStoreContext = createContext<AuthStore | null>(null);

/** Starts the auth store once mounted (session read, token, renewal) and shares it below. */
export function AuthProvider({ store, children }: { store: AuthStore; children: ReactNode }) {
  useEffect(() => store.start(), [store]);
  return <AuthStoreContext.Provider value={store}>{children}</AuthStoreContext.Provider>;
}

export function useAuthStore(): AuthStore {
  const store = useContext(AuthStoreContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  return store;
}

/**
 * The auth state (loading, user) plus the actions on it. While React hydrates the server's HTML (a part
 * below the fold may hydrate after the session is known) it reads the server's state, "loading", so the
 * hydration draws what the server drew; React renders the real state right after.
 */
export function useAuth() {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, readServerAuthState);
  return { ...state, reload: store.load, signOut: store.signOut };
}
