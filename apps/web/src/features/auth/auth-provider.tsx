import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';
import type { AuthStore } from './auth-store';

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

/** The auth state (loading, user) plus the actions on it. */
export function useAuth() {
  const store = useAuthStore();
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return { ...state, reload: store.load, signOut: store.signOut };
}
