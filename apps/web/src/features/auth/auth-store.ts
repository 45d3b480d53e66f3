import type { QueryClient } from '@tanstack/react-query';
import { findSessionEndReason, isSessionEnding, notifyUnauthorized } from '../../lib/api-client';
import { removeAccessToken, requestAccessToken, storeAccessToken } from './api/access-token';
import { getSessionUser, type SessionUser, signOutSession } from './api/auth-client';
import { getUserInfoQueryOptions, USER_INFO_KEY } from './api/get-user-info';

export type AuthState = { loading: boolean; user: SessionUser | null };

/** What the server renders: it never knows the session (visitors and signed-in people get the same HTML). */
const SERVER_AUTH_STATE: AuthState = { loading: true, user: null };

export function readServerAuthState(): AuthState {
  return SERVER_AUTH_STATE;
}

/** Renew this long before the token expires, so a slow answer still lands in time. */
export const RENEW_MARGIN_SECONDS = 120;
/** After a failed renewal that was not a refusal (network down), try again this soon. */
const RETRY_RENEWAL_MS = 30_000;
const MIN_RENEW_DELAY_MS = 5_000;

function readRefusal(error: unknown): { status: number; code: string | undefined } {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  return {
    status: typeof status === 'number' ? status : 0,
    code: typeof code === 'string' ? code : undefined,
  };
}

function isSessionOver(error: unknown): boolean {
  const { status, code } = readRefusal(error);
  return isSessionEnding(status, code);
}

/**
 * The auth state of spec §4 outside React, so the router's 401/403 handler and the token renewal can
 * reach it: loading at start; with a session, an access token is stored and the profile cached before
 * loading ends; without one, the token is removed. The token is renewed RENEW_MARGIN_SECONDS before it
 * expires (and when the tab comes back, if that moment has passed); a refused renewal ends the session.
 */
export function createAuthStore(queryClient: QueryClient) {
  let state: AuthState = SERVER_AUTH_STATE;
  const listeners = new Set<() => void>();
  // Each load gets a number; an older load that answers late must not overwrite a newer one.
  let loadCount = 0;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let renewDueAt = Number.POSITIVE_INFINITY;
  let signingOut: Promise<void> | undefined;

  function setState(next: AuthState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function stopRenewal() {
    clearTimeout(renewTimer);
    renewTimer = undefined;
    renewDueAt = Number.POSITIVE_INFINITY;
  }

  function scheduleRenewal(delayMs: number) {
    clearTimeout(renewTimer);
    renewDueAt = Date.now() + delayMs;
    renewTimer = setTimeout(() => void renewToken(), delayMs);
  }

  async function issueToken(email: string) {
    const { token, expiresIn } = await requestAccessToken(email);
    storeAccessToken(token);
    scheduleRenewal(Math.max((expiresIn - RENEW_MARGIN_SECONDS) * 1000, MIN_RENEW_DELAY_MS));
  }

  async function renewToken() {
    const email = state.user?.email;
    if (!email) return;
    try {
      await issueToken(email);
    } catch (error) {
      if (isSessionOver(error)) notifyUnauthorized(findSessionEndReason(readRefusal(error).code));
      else scheduleRenewal(RETRY_RENEWAL_MS);
    }
  }

  function clearSignedIn() {
    stopRenewal();
    removeAccessToken();
    queryClient.removeQueries({ queryKey: [USER_INFO_KEY] });
  }

  /** Reads the session again (at start, after sign-in or sign-up) and settles the state. */
  async function load(): Promise<void> {
    const current = ++loadCount;
    setState({ loading: true, user: state.user });
    let user: SessionUser | null = null;
    try {
      user = await getSessionUser();
      if (user) {
        await issueToken(user.email);
        // The role decides guards and links, so the profile is in the cache before loading ends. A failure
        // here leaves it to the page's own query (retries) rather than hiding the session.
        await queryClient.fetchQuery(getUserInfoQueryOptions(user.email)).catch(() => undefined);
      }
    } catch (error) {
      // No session, or its token was refused: the visitor view. A suspended account is also signed out
      // on the server and sent to the sign-in page, which says why (decision 013).
      user = null;
      const reason = findSessionEndReason(readRefusal(error).code);
      if (reason && current === loadCount) notifyUnauthorized(reason);
    }
    if (current !== loadCount) return;
    if (!user) clearSignedIn();
    setState({ loading: false, user });
  }

  /** Ends the session here and on the server; a failed server call is only logged (spec §8). */
  function signOut(): Promise<void> {
    signingOut ??= (async () => {
      loadCount++;
      stopRenewal();
      try {
        await signOutSession();
      } catch (error) {
        console.warn('Sign-out failed', error);
      }
      removeAccessToken();
      queryClient.clear();
      setState({ loading: false, user: null });
    })().finally(() => {
      signingOut = undefined;
    });
    return signingOut;
  }

  function handleVisibilityChange() {
    if (document.visibilityState === 'visible' && Date.now() >= renewDueAt) void renewToken();
  }

  /** Starts listening to the tab; returns the function that stops it. */
  function start(): () => void {
    document.addEventListener('visibilitychange', handleVisibilityChange);
    void load();
    return () => {
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      stopRenewal();
    };
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    load,
    signOut,
    /** Whether a sign-out is under way: answers refused meanwhile are its own doing, not a session ending. */
    isSigningOut: () => signingOut !== undefined,
    /** For tests: whether a renewal is due now. */
    isRenewalDue: () => Date.now() >= renewDueAt,
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
