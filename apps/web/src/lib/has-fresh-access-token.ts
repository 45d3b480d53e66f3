import { readAccessToken } from './api-client';

/** Leave this much time for the request to reach the server before the token expires. */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * Whether the stored access token will still be accepted. A route loader runs before the auth store has
 * renewed the token on a fresh page load; a token left from an earlier visit may have expired, and the
 * API answers an expired token with 401, which signs the user out. So a loader only calls the API with
 * a token that is still valid, and otherwise leaves the call to the page, which waits for auth.
 */
export function hasFreshAccessToken(now: number = Date.now()): boolean {
  const token = readAccessToken();
  const payload = token?.split('.')[1];
  if (!payload) return false;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64)) as { exp?: unknown };
    return typeof claims.exp === 'number' && claims.exp * 1000 > now + EXPIRY_MARGIN_MS;
  } catch {
    return false;
  }
}
