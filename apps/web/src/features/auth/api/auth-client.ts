/**
 * A small client for Better Auth's endpoints under /api/auth, with plain fetch: Better Auth's own browser
 * client would put its runtime in the first chunk, and these few calls are all the app needs.
 * Every call carries the session cookie; none sends the access token (the session is the cookie).
 */

const AUTH_BASE = '/api/auth';

/** The identity Better Auth reports for a session (its `image` is our `photo`). */
export type SessionUser = { id: string; name: string; email: string; image?: string | null };

/** A refused auth call: Better Auth answers `{ code, message }`. */
export class AuthRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'AuthRequestError';
    this.status = status;
    this.code = code;
  }
}

export async function readAuthError(response: Response): Promise<AuthRequestError> {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy page, an empty body): the status says enough.
  }
  const message = typeof body.message === 'string' ? body.message : response.statusText || 'Request failed';
  return new AuthRequestError(
    response.status,
    message,
    typeof body.code === 'string' ? body.code : undefined,
  );
}

export async function postAuth<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${AUTH_BASE}${path}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await readAuthError(response);
  return (await response.json()) as T;
}

/** The signed-in user, or null for a visitor (any failure reads as "nobody": the page stays public). */
export async function getSessionUser(): Promise<SessionUser | null> {
  const response = await fetch(`${AUTH_BASE}/get-session`, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { user?: SessionUser } | null;
  return body?.user ?? null;
}

export async function signOutSession(): Promise<void> {
  await postAuth<unknown>('/sign-out', {});
}
