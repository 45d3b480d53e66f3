import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { setUnauthorizedHandler } from '../../lib/api-client';
import { jsonResponse, stubApi } from '../../test/api-stub';
import { createAuthStore, RENEW_MARGIN_SECONDS } from './auth-store';

const USER = { id: 'u-1', name: 'Tanvir Ahmed', email: 'user.tanvir@nestlane.test', image: null };
const PROFILE = { _id: 'u-1', name: USER.name, email: USER.email, photo: '', role: 'user', agentReq: false };
const EXPIRES_IN = 900;

afterEach(() => {
  vi.useRealTimers();
  setUnauthorizedHandler(() => {});
});

function stubSession(tokenAnswers: Array<() => Response>) {
  let issued = 0;
  return stubApi({
    '/api/auth/get-session': () => ({ session: { id: 's-1' }, user: USER }),
    '/api/user/accessToken': () => {
      const answer = tokenAnswers[Math.min(issued, tokenAnswers.length - 1)];
      issued += 1;
      return answer?.() ?? jsonResponse({ token: `t.${issued}.x`, expiresIn: EXPIRES_IN });
    },
    '/api/getuser': () => PROFILE,
  });
}

describe('auth store', () => {
  it('stores the token and caches the profile before loading ends', async () => {
    stubSession([() => jsonResponse({ token: 't.1.x', expiresIn: EXPIRES_IN })]);
    const queryClient = createQueryClient();
    const store = createAuthStore(queryClient);
    await store.load();
    expect(store.getState()).toEqual({ loading: false, user: USER });
    expect(localStorage.getItem('access-token')).toBe('t.1.x');
    expect(queryClient.getQueryData(['getuserinfo', USER.email])).toEqual(PROFILE);
  });

  it('removes a stale token when there is no session', async () => {
    localStorage.setItem('access-token', 'stale');
    stubApi({ '/api/auth/get-session': () => jsonResponse(null) });
    const store = createAuthStore(createQueryClient());
    await store.load();
    expect(store.getState()).toEqual({ loading: false, user: null });
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it(`renews the token ${RENEW_MARGIN_SECONDS} s before it expires`, async () => {
    vi.useFakeTimers();
    const fetchMock = stubSession([
      () => jsonResponse({ token: 't.1.x', expiresIn: EXPIRES_IN }),
      () => jsonResponse({ token: 't.2.x', expiresIn: EXPIRES_IN }),
    ]);
    const store = createAuthStore(createQueryClient());
    await store.load();
    await vi.advanceTimersByTimeAsync((EXPIRES_IN - RENEW_MARGIN_SECONDS) * 1000 - 1000);
    expect(localStorage.getItem('access-token')).toBe('t.1.x');
    await vi.advanceTimersByTimeAsync(1000);
    expect(localStorage.getItem('access-token')).toBe('t.2.x');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const tokenCalls = calls.filter(([url]) => url.includes('accessToken'));
    expect(tokenCalls).toHaveLength(2);
    // The renewal rides on the session cookie: never a bearer, empty or stale.
    for (const [, init] of tokenCalls) expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('ends the session when a renewal is refused', async () => {
    vi.useFakeTimers();
    stubSession([
      () => jsonResponse({ token: 't.1.x', expiresIn: EXPIRES_IN }),
      () => jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'No' }, 401),
    ]);
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const store = createAuthStore(createQueryClient());
    await store.load();
    await vi.advanceTimersByTimeAsync((EXPIRES_IN - RENEW_MARGIN_SECONDS) * 1000);
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it('signs out on the server and forgets the user, token and cache', async () => {
    stubSession([() => jsonResponse({ token: 't.1.x', expiresIn: EXPIRES_IN })]);
    const queryClient = createQueryClient();
    const store = createAuthStore(queryClient);
    await store.load();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ success: true })),
    );
    await store.signOut();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith(
      '/api/auth/sign-out',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(store.getState()).toEqual({ loading: false, user: null });
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(queryClient.getQueryData(['getuserinfo', USER.email])).toBeUndefined();
  });
});
