import type { stubApi } from './api-stub';

type FetchMock = ReturnType<typeof stubApi>;

export type FetchCall = { method: string; path: string; search: string; body: RequestInit['body'] };

/** Every call the page made, with its method, path, query string and body. */
export function listCalls(fetchMock: FetchMock): FetchCall[] {
  // stubApi's mock declares only the URL parameter; fetch is called with the request options too.
  const calls = fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][];
  return calls.map(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return { method: init?.method ?? 'GET', path: url.pathname, search: url.search, body: init?.body };
  });
}

/** The calls the page made, as 'METHOD /path?query'. */
export function describeCalls(fetchMock: FetchMock): string[] {
  return listCalls(fetchMock).map((call) => `${call.method} ${call.path}${call.search}`);
}

/** The JSON body of the one call to `method path` (fails the test when there is not exactly one). */
export function readJsonBody(fetchMock: FetchMock, method: string, path: string): unknown {
  const matching = listCalls(fetchMock).filter((call) => call.method === method && call.path === path);
  if (matching.length !== 1) throw new Error(`expected one ${method} ${path}, got ${matching.length}`);
  return JSON.parse(String(matching[0]?.body));
}

/**
 * The page's calls that change something, in order, with JSON bodies: not GET, not the session's own,
 * not a property page recording the view on the reader's recently viewed list (decision 038).
 */
export function listWrites(fetchMock: FetchMock): { method: string; path: string; body: unknown }[] {
  return listCalls(fetchMock)
    .filter(
      (call) =>
        call.method !== 'GET' &&
        !call.path.startsWith('/api/user/') &&
        !call.path.startsWith('/api/auth/') &&
        !call.path.startsWith('/api/recentlyViewed/'),
    )
    .map(({ method, path, body }) => ({
      method,
      path,
      body: typeof body === 'string' ? JSON.parse(body) : undefined,
    }));
}
