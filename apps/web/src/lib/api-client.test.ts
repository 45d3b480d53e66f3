import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test/api-stub';
import { ApiError, fetchJson, SERVER_UNAVAILABLE, setUnauthorizedHandler, UNREACHABLE } from './api-client';

afterEach(() => setUnauthorizedHandler(() => {}));

describe('api client', () => {
  it('calls /api with credentials and the stored bearer token', async () => {
    localStorage.setItem('access-token', 'token-123');
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchJson('/config')).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/config');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse([]));
    vi.stubGlobal('fetch', fetchMock);
    await fetchJson('/getallReviews');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it("throws the server's message with the status", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' }, 404),
    );
    const error = await fetchJson('/detailProperty/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Property not found' });
  });

  it('answers a request that never reached Nestlane with a plain reason, not the browser\'s "Failed to fetch"', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const error = await fetchJson('/addEnquiry').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 0,
      code: UNREACHABLE,
      message:
        'Nestlane could not be reached. Check your connection and try again; what you typed is still here.',
    });
  });

  it("answers a proxy's 502 page (no instance up) with a plain reason", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await fetchJson('/addEnquiry').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 502,
      code: SERVER_UNAVAILABLE,
      message:
        'Nestlane is not answering right now. Please try again in a moment; what you typed is still here.',
    });
  });

  it("keeps the server's own 503 message (which names what is down)", async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(
        { statusCode: 503, code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable' },
        503,
      ),
    );
    const error = await fetchJson('/addEnquiry').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: 'The database is unavailable',
    });
  });

  it.each([401, 403])('on %i removes the token and hands over to the sign-in redirect', async (status) => {
    localStorage.setItem('access-token', 'stale');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ statusCode: status, code: 'X', message: 'No' }, status),
    );
    await expect(fetchJson('/getuser')).rejects.toMatchObject({ status });
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('leaves the session alone on a 401 to a token replaced while the call was out (a sign-out, a renewal)', async () => {
    localStorage.setItem('access-token', 'before');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async () => {
      localStorage.setItem('access-token', 'renewed');
      return jsonResponse({ statusCode: 401, code: 'X', message: 'No' }, 401);
    });
    await expect(fetchJson('/getuser')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('access-token')).toBe('renewed');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("keeps the session on a 403 UNTRUSTED_ORIGIN and hands the server's message to the caller", async () => {
    localStorage.setItem('access-token', 'still-good');
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const message =
      'This page was opened at http://10.0.0.9:3000, which Nestlane does not trust: open it at http://localhost:3000';
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ statusCode: 403, code: 'UNTRUSTED_ORIGIN', message }, 403),
    );
    await expect(fetchJson('/users', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 403,
      code: 'UNTRUSTED_ORIGIN',
      message,
    });
    expect(localStorage.getItem('access-token')).toBe('still-good');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('signs a suspended account out with the reason, so the sign-in page can say why', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    vi.stubGlobal('fetch', async () =>
      jsonResponse({ statusCode: 403, code: 'ACCOUNT_FLAGGED', message: 'Suspended' }, 403),
    );
    await expect(fetchJson('/getuser')).rejects.toMatchObject({ status: 403, code: 'ACCOUNT_FLAGGED' });
    expect(onUnauthorized).toHaveBeenCalledWith('ACCOUNT_FLAGGED');
  });
});
