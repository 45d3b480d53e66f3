import { ACCESS_TOKEN_KEY } from '@nestlane/shared';

const API_BASE = '/api';

/** A failed API answer: the HTTP status plus the server's own message (spec strings reach the user as-is). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** What happens after a 401/403 once the token is gone: the router installs a real sign-out (router.tsx). */
let handleUnauthorized: () => void = () => {
  window.location.assign('/signIn');
};

export function setUnauthorizedHandler(handler: () => void) {
  handleUnauthorized = handler;
}

/** The session is over (a 401/403 answer, a refused token renewal): drop the token and sign out. */
export function notifyUnauthorized() {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
  handleUnauthorized();
}

export function readAccessToken(): string | null {
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function buildHeaders(init: RequestInit | undefined): Headers {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  if (init?.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const token = readAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readErrorMessage(response: Response): Promise<{ message: string; code?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      return { message: body.message, code: typeof body.code === 'string' ? body.code : undefined };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text below.
  }
  return { message: response.statusText || `Request failed with status ${response.status}` };
}

/** Calls the API and returns the raw response when it succeeded (callers may need its headers). */
export async function requestApi(path: string, init?: RequestInit): Promise<Response> {
  const response = await fetch(`${API_BASE}${path}`, {
    ...init,
    credentials: 'include',
    headers: buildHeaders(init),
  });
  if (response.ok) return response;

  const { message, code } = await readErrorMessage(response);
  if (response.status === 401 || response.status === 403) notifyUnauthorized();
  throw new ApiError(response.status, message, code);
}

/** Calls the API and reads the JSON answer. The server validates its output against the shared schemas. */
export async function fetchJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await requestApi(path, init);
  return (await response.json()) as T;
}

/** True for answers a retry cannot change (bad input, not found, forbidden). */
export function isClientError(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
}
