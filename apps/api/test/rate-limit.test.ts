import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { ACCOUNT_RATE_LIMIT_MESSAGE, findAuthBucket } from '../src/plugins/rate-limit';
import { signUpAccount, TEST_PASSWORD } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const RATE_LIMITED = { statusCode: 429, code: 'RATE_LIMITED' };

function attemptSignIn(testApp: TestApp, remoteAddress = '203.0.113.10') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testApp.config.publicUrl },
    remoteAddress,
    payload: { email: 'somebody@example.test', password: 'Wrong@123' },
  });
}

function signInAs(testApp: TestApp, email: string, password: string, remoteAddress: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testApp.config.publicUrl },
    remoteAddress,
    payload: { email, password },
  });
}

/** Two API instances sharing one Redis under a prefix of their own, which is emptied afterwards. */
function startTwoInstancesOnRedis(limits: Record<string, string>) {
  const prefix = `nestlane-test-${randomUUID().slice(0, 8)}:`;
  const instances = { prefix } as { prefix: string; redis: Redis; first: TestApp; second: TestApp };

  beforeAll(async () => {
    instances.redis = new Redis(REDIS_URL);
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, ...limits };
    instances.first = await buildTestApp(env);
    instances.second = await buildTestApp(env);
  });

  afterAll(async () => {
    await instances.first?.close();
    await instances.second?.close();
    const keys = await instances.redis.keys(`${prefix}*`);
    if (keys.length > 0) await instances.redis.del(...keys);
    await instances.redis.quit();
  });

  return instances;
}

describe('configuration', () => {
  it('defaults to 10 attempts a minute, and refuses limits below 1', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).authRateLimit).toEqual({ max: 10, windowSeconds: 60 });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).authAccountRateLimit).toEqual({
      max: 10,
      windowSeconds: 900,
    });
    expect(() => loadConfig({ DATABASE_URL: 'memory://', AUTH_ACCOUNT_RATE_LIMIT_MAX: '0' })).toThrow(
      /AUTH_ACCOUNT_RATE_LIMIT_MAX/,
    );
    expect(loadConfig({ DATABASE_URL: 'memory://' }).redisKeyPrefix).toBe('nestlane:');
    expect(() => loadConfig({ DATABASE_URL: 'memory://', AUTH_RATE_LIMIT_MAX: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'memory://', AUTH_RATE_LIMIT_WINDOW_SECONDS: 'soon' })).toThrow(
      /AUTH_RATE_LIMIT_WINDOW_SECONDS/,
    );
  });

  it('counts sign-in, sign-up and password-reset paths, and nothing else under /api/auth', () => {
    expect(findAuthBucket('/api/auth/sign-in/email')).toBe('/sign-in/email');
    expect(findAuthBucket('/api/auth/sign-in/social?x=1')).toBe('/sign-in/social');
    expect(findAuthBucket('/api/auth/sign-up/email')).toBe('/sign-up/email');
    expect(findAuthBucket('/api/auth/request-password-reset')).toBe('/request-password-reset');
    expect(findAuthBucket('/api/auth/reset-password')).toBe('/reset-password');
    expect(findAuthBucket('/api/auth/reset-password/abc123?callbackURL=/x')).toBe('/reset-password');
    expect(findAuthBucket('/api/auth/get-session')).toBeNull();
    expect(findAuthBucket('/api/auth/sign-out')).toBeNull();
  });
});

describe('in memory', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 429 in the API error shape after N sign-in attempts from one address', async () => {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await attemptSignIn(testApp);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - attempt));
    }
    const limited = await attemptSignIn(testApp);
    expect(limited.statusCode).toBe(429);
    // The wait is what is left of the window: '1 minute', or '59 seconds' on a slow machine.
    expect(limited.json()).toEqual({
      ...RATE_LIMITED,
      message: expect.stringMatching(
        /^Too many attempts\. Please wait (1 minute|[1-5]?\d seconds?) and try again\.$/,
      ),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    const account = await signUpAccount(testApp);
    const rightPassword = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testApp.config.publicUrl },
      remoteAddress: '203.0.113.10',
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.headers['set-cookie']).toBeUndefined();
  });

  it('counts each address and each path on its own, and leaves session reads alone', async () => {
    expect((await attemptSignIn(testApp, '203.0.113.11')).statusCode).toBe(401);
    const signUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testApp.config.publicUrl },
      remoteAddress: '203.0.113.10',
      payload: {
        name: 'Fresh',
        email: `fresh-${randomUUID().slice(0, 8)}@example.test`,
        password: TEST_PASSWORD,
      },
    });
    expect(signUp.statusCode).toBe(200);
    for (let read = 0; read < 6; read += 1) {
      const session = await testApp.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        remoteAddress: '203.0.113.10',
      });
      expect(session.statusCode).toBe(200);
    }
  });

  it('limits password-reset requests and resets, the emailed link included', async () => {
    const address = '203.0.113.12';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: testApp.config.publicUrl },
        remoteAddress: address,
        payload: { email: 'somebody@example.test', redirectTo: '/resetPassword' },
      });
      expect(response.statusCode).not.toBe(429);
    }
    const limited = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: testApp.config.publicUrl },
      remoteAddress: address,
      payload: { email: 'somebody@example.test' },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject(RATE_LIMITED);

    const resetAddress = '203.0.113.13';
    const statuses: number[] = [];
    for (const url of [
      '/api/auth/reset-password',
      '/api/auth/reset-password/t1',
      '/api/auth/reset-password',
      '/api/auth/reset-password/t2',
    ]) {
      const response = await testApp.app.inject({
        method: url.endsWith('reset-password') ? 'POST' : 'GET',
        url,
        headers: { origin: testApp.config.publicUrl },
        remoteAddress: resetAddress,
        ...(url.endsWith('reset-password') ? { payload: { token: 'nope', newPassword: 'Fresh@123' } } : {}),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('lets attempts through again once the window has passed', async () => {
    const oneMinute = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' });
    // The limiter reads the window from Date.now(): the clock is moved, not waited for (timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect((await attemptSignIn(oneMinute)).statusCode).toBe(401);
      expect((await attemptSignIn(oneMinute)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 59_000);
      expect((await attemptSignIn(oneMinute)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 2_000);
      expect((await attemptSignIn(oneMinute)).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
      await oneMinute.close();
    }
  });
});

describe('in Redis (REDIS_URL)', () => {
  const instances = startTwoInstancesOnRedis({
    AUTH_RATE_LIMIT_MAX: '2',
    AUTH_RATE_LIMIT_WINDOW_SECONDS: '60',
  });

  it('shares the count between API instances and stores it under the configured prefix', async () => {
    const address = '198.51.100.7';
    expect((await attemptSignIn(instances.first, address)).statusCode).toBe(401);
    expect((await attemptSignIn(instances.second, address)).statusCode).toBe(401);
    const limited = await attemptSignIn(instances.first, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject(RATE_LIMITED);
    expect((await attemptSignIn(instances.second, address)).statusCode).toBe(429);

    const keys = await instances.redis.keys(`${instances.prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes(address) && key.includes('/sign-in/email'))).toBe(true);
    // Another address is counted apart, in Redis too.
    expect((await attemptSignIn(instances.second, '198.51.100.8')).statusCode).toBe(401);
  });
});

describe('per account, from any address (decision 013)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // The per-address limit is out of the way: every attempt below comes from a new address anyway.
    testApp = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '1000',
      AUTH_ACCOUNT_RATE_LIMIT_MAX: '3',
      AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: '900',
    });
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 429 after N failed sign-ins of one email from N addresses, even with the right password', async () => {
    const account = await signUpAccount(testApp);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await signInAs(testApp, account.email, 'Wrong@123', `192.0.2.${attempt}`);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // Another spelling of the same email is the same account.
    const limited = await signInAs(testApp, account.email.toUpperCase(), TEST_PASSWORD, '192.0.2.99');
    expect(limited.statusCode).toBe(429);
    // The wait is what is left of the window: at most its 15 minutes.
    expect(limited.json()).toEqual({
      ...RATE_LIMITED,
      message: expect.stringMatching(
        /^Too many failed sign-ins for this account\. Please wait (15|14) minutes/,
      ),
    });
    expect(limited.json().message).toBe(
      ACCOUNT_RATE_LIMIT_MESSAGE(limited.json().message.match(/wait (\d+ minutes)/)[1]),
    );
    expect(limited.headers['set-cookie']).toBeUndefined();

    // Other accounts, from the same addresses, are not affected.
    const other = await signUpAccount(testApp);
    expect((await signInAs(testApp, other.email, TEST_PASSWORD, '192.0.2.1')).statusCode).toBe(200);
  });

  it('counts only failures: any number of good sign-ins leaves the account its allowance', async () => {
    const account = await signUpAccount(testApp);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signInAs(testApp, account.email, TEST_PASSWORD, `192.0.2.${10 + attempt}`);
      expect(response.statusCode, `sign-in ${attempt}`).toBe(200);
    }
    expect((await signInAs(testApp, account.email, 'Wrong@123', '192.0.2.20')).statusCode).toBe(401);
    expect((await signInAs(testApp, account.email, TEST_PASSWORD, '192.0.2.21')).statusCode).toBe(200);
  });

  it('treats an unknown email like a known one, so the limit reveals no account', async () => {
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.test`;
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signInAs(testApp, unknown, 'Wrong@123', `192.0.2.${30 + attempt}`)).statusCode).toBe(401);
    }
    const limited = await signInAs(testApp, unknown, 'Wrong@123', '192.0.2.40');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-ins for this account\./);
  });
});

describe('per account in Redis (REDIS_URL)', () => {
  const instances = startTwoInstancesOnRedis({
    AUTH_RATE_LIMIT_MAX: '1000',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '2',
  });

  it('shares the failures of one email between API instances and addresses, storing no email', async () => {
    const email = `shared-${randomUUID().slice(0, 8)}@example.test`;
    expect((await signInAs(instances.first, email, 'Wrong@123', '198.51.100.20')).statusCode).toBe(401);
    expect((await signInAs(instances.second, email, 'Wrong@123', '198.51.100.21')).statusCode).toBe(401);
    const limited = await signInAs(instances.first, email, 'Wrong@123', '198.51.100.22');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many failed sign-ins for this account\./);
    expect((await signInAs(instances.second, email, 'Wrong@123', '198.51.100.23')).statusCode).toBe(429);

    const keys = await instances.redis.keys(`${instances.prefix}rate-limit:*sign-in-account*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes(email))).toBe(false);
  });
});
