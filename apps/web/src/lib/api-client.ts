import { ACCESS_TOKEN_KEY, IDENTITY_CODES } from '@nestlane/shared';
import { commonMessages } from '../i18n/common-messages';
import { localizeDigits } from '../i18n/format-number';
import { localizeMessage } from '../i18n/localize-message';
import { translate } from '../i18n/use-t';
import { isServerRender } from './rendering';

const API_BASE = '/api';

/**
 * A failed API answer: the HTTP status plus the server's own message, in the language being read (spec
 * strings reach a reader of English as-is; a reader of Bangla gets their translation, decision 040).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(localizeMessage(message));
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/**
 * Why a session ended, when the server said: the sign-in page tells a suspended account why
 * (ACCOUNT_FLAGGED) instead of a bare sign-out. Undefined for a plain 401/403.
 */
export type SessionEndReason = typeof IDENTITY_CODES.accountFlagged | undefined;

/** What happens after a 401/403 once the token is gone: the router installs a real sign-out (router.tsx). */
let handleUnauthorized: (reason: SessionEndReason) => void = () => {
  window.location.assign('/signIn');
};

export function setUnauthorizedHandler(handler: (reason: SessionEndReason) => void) {
  handleUnauthorized = handler;
}

/** The session is over (a 401/403 answer, a refused token renewal): drop the token and sign out. */
export function notifyUnauthorized(reason?: SessionEndReason) {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
  } catch {
    // Storage disabled: nothing was stored.
  }
  handleUnauthorized(reason);
}

/**
 * Spec §2: a 401/403 ends the session. Not a 403 UNTRUSTED_ORIGIN (decision 013): the page was opened
 * at an address Nestlane does not trust, signing in again there would be refused the same way, so the
 * caller shows the server's message (where to open Nestlane) and the person stays signed in.
 */
export function isSessionEnding(status: number, code: string | undefined): boolean {
  return (status === 401 || status === 403) && code !== IDENTITY_CODES.untrustedOrigin;
}

/** The reason to pass on when a refusal ends the session. */
export function findSessionEndReason(code: string | undefined): SessionEndReason {
  return code === IDENTITY_CODES.accountFlagged ? IDENTITY_CODES.accountFlagged : undefined;
}

export function readAccessToken(): string | null {
  // The server renders pages for anyone: it has no one's token, and no localStorage to look in.
  if (isServerRender) return null;
  try {
    return localStorage.getItem(ACCESS_TOKEN_KEY);
  } catch {
    return null;
  }
}

function buildHeaders(init: RequestInit | undefined, token: string | null): Headers {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  if (init?.body !== undefined && !(init.body instanceof FormData) && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

/**
 * What the client reads of an answer: fetch's Response in the browser; on the server, the API's
 * in-process answer as it is (apps/api/src/ssr/page-renderer.ts), with no web Response made of it.
 */
export type ApiResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'json'> & {
  headers: Pick<Headers, 'get'>;
};

async function readErrorMessage(response: ApiResponse): Promise<{ message: string; code?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') {
      return { message: body.message, code: typeof body.code === 'string' ? body.code : undefined };
    }
  } catch {
    // Not JSON (a proxy error page, an empty body): fall back to the status text below.
  }
  // A proxy's own answer while no instance is up (nginx's 502, a 503 or 504 page): say so plainly.
  if (response.status >= 502 && response.status <= 504) {
    return { message: translate(commonMessages, 'common.serverUnavailable'), code: SERVER_UNAVAILABLE };
  }
  return {
    message:
      response.statusText ||
      translate(commonMessages, 'common.requestFailed', { status: localizeDigits(response.status) }),
  };
}

/** The code of an ApiError for a request that never reached Nestlane (offline, DNS, a dropped connection). */
export const UNREACHABLE = 'UNREACHABLE';
/** The code of an ApiError for a proxy's 502/503/504 page: no Nestlane instance answered. */
export const SERVER_UNAVAILABLE = 'SERVER_UNAVAILABLE';

export type ApiTransport = (url: string, init: RequestInit) => Promise<ApiResponse>;

/** The browser's fetch; the server's renderer sends the same calls into the API in-process (ssr/). */
let transport: ApiTransport = (url, init) => fetch(url, init);

export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** Calls the API and returns the raw response when it succeeded (callers may need its headers). */
export async function requestApi(path: string, init?: RequestInit): Promise<ApiResponse> {
  const sentToken = readAccessToken();
  let response: ApiResponse;
  try {
    response = await transport(`${API_BASE}${path}`, {
      ...init,
      credentials: 'include',
      headers: buildHeaders(init, sentToken),
    });
  } catch (error) {
    // A request the caller stopped is not news; anything else never reached Nestlane (fetch's TypeError).
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, translate(commonMessages, 'common.unreachable'), UNREACHABLE);
  }
  if (response.ok) return response;

  const { message, code } = await readErrorMessage(response);
  // A refusal of a token that is no longer the one kept (signed out or renewed meanwhile) is stale news.
  const isStale = sentToken !== null && readAccessToken() !== sentToken;
  if (isSessionEnding(response.status, code) && !isStale) notifyUnauthorized(findSessionEndReason(code));
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
