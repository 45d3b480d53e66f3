/**
 * Behind a reverse proxy (issue 14). TRUST_PROXY off (the default): X-Forwarded-For is a header
 * anyone can write, so the sign-in limit counts the connection's address whatever it says. On, or
 * naming the proxy's address: the limit counts each client's address from the proxy. And every
 * answer returns the request's id, the one the proxy passed in when it is a plain token.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const PROXY = '10.0.0.5';
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A failed sign-in as the client `forwardedFor`, through a proxy at PROXY. */
function signInFrom(app: TestApp, forwardedFor: string) {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: PROXY,
    headers: { origin: app.config.publicUrl, 'x-forwarded-for': forwardedFor },
    payload: { email: 'nobody@example.test', password: 'Wrong@123' },
  });
}

async function statusesOfThreeClients(trustProxy: string | undefined) {
  testApp = await buildTestApp({
    AUTH_RATE_LIMIT_MAX: '2',
    ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}),
  });
  const statuses = [];
  for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3']) {
    statuses.push((await signInFrom(testApp, client)).statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('is off by default: a forwarded address does not escape the limit of the connection', async () => {
    expect(await statusesOfThreeClients(undefined)).toEqual([401, 401, 429, 429]);
  });

  it('on: each client behind the proxy has a limit of its own', async () => {
    expect(await statusesOfThreeClients('true')).toEqual([401, 401, 401, 401]);
  });

  // One app each: building two in one test outlasted the test's time on a loaded machine (Node 24 in CI).
  it('naming the proxy: believed from that address', async () => {
    expect(await statusesOfThreeClients(`127.0.0.1, ${PROXY}`)).toEqual([401, 401, 401, 401]);
  });

  it('naming another range: not believed from the proxy', async () => {
    expect(await statusesOfThreeClients('10.9.9.0/24')).toEqual([401, 401, 429, 429]);
  });

  it.each(['maybe', '2', '10.0.0.0/33', '10.0.0.1,not-an-address'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value, DATABASE_URL: 'memory://' })).toThrow(
      /TRUST_PROXY must be true, false, or the proxies’ addresses/,
    );
  });
});

describe('the request id', () => {
  it('returns the id the proxy passed in, and uses it for the request (the logs’ reqId)', async () => {
    testApp = await buildTestApp();
    const seen: string[] = [];
    testApp.app.addHook('onResponse', async (request) => {
      seen.push(request.id);
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'nginx-7f3a.42' },
    });
    expect(response.headers['x-request-id']).toBe('nginx-7f3a.42');
    expect(seen).toEqual(['nginx-7f3a.42']);
  });

  it.each([undefined, 'has spaces and <tags>', 'x'.repeat(129)])(
    'makes a new one for %s',
    async (incoming) => {
      testApp = await buildTestApp();
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/getVerifiedProperties?limit=0',
        headers: incoming === undefined ? {} : { 'x-request-id': incoming },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
