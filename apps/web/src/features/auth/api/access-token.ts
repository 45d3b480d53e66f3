import { ACCESS_TOKEN_KEY } from '@nestlane/shared';
import { readAuthError } from './auth-client';

export type IssuedAccessToken = { token: string; expiresIn: number };

/**
 * POST /api/user/accessToken: a token for the cookie session's own email. Plain fetch, not api-client:
 * a refusal here means "no session" and is decided by the caller, not by the global 401 handler, and
 * no bearer is sent (the server renews on the cookie only).
 */
export async function requestAccessToken(email: string): Promise<IssuedAccessToken> {
  const response = await fetch('/api/user/accessToken', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  // The refusal's code matters: ACCOUNT_FLAGGED (suspended) and UNTRUSTED_ORIGIN are told apart from "no session".
  if (!response.ok) throw await readAuthError(response);
  return (await response.json()) as IssuedAccessToken;
}

export function storeAccessToken(token: string) {
  try {
    localStorage.setItem(ACCESS_TOKEN_KEY, token);
  } catch {
    // Storage disabled (private mode): calls go out without a bearer and the cookie still works.
  }
}

export function removeAccessToken() {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Nothing stored when storage is disabled.
  }
}
