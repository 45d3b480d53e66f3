/**
 * GET /api/ready (issues 14 and 28): each dependency's state, for a load balancer and a person. The
 * database, Redis (with REDIS_URL; the real one on 127.0.0.1:6379, or a port nothing listens on) and the
 * picture store named; a dependency every instance shares being down is 200 `degraded` (taking every
 * instance out at once helps nobody); 503 only for the instance's own fault, its notification bus not
 * subscribed while Redis answers. The bucket's side is tested with s3rver in pictures-s3.test.ts, a Redis
 * that comes back in redis-outage.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { findFreePort } from './helpers/free-port';

let testApp: TestApp | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await testApp?.close();
  testApp = undefined;
});

const ready = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/ready' });

describe('GET /api/ready', () => {
  it('is ready on one machine: the database and the disk answer, Redis is off', async () => {
    testApp = await buildTestApp();
    const response = await ready(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'off',
      notificationBus: 'off',
      pictures: 'ok',
    });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    testApp = await buildTestApp({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `nl-ready-${process.pid}:`,
    });
    const response = await ready(testApp);
    expect(response.json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
      notificationBus: 'subscribed',
      pictures: 'ok',
    });
  });

  it('stays in, degraded, and says so, when the shared Redis does not answer', async () => {
    testApp = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` });
    const response = await ready(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      database: 'ok',
      redis: 'error',
      notificationBus: 'not-subscribed',
      pictures: 'ok',
    });
  });

  it('is out when Redis answers but this instance is not subscribed to the notification bus', async () => {
    testApp = await buildTestApp({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `nl-ready-${process.pid}:`,
    });
    vi.spyOn(testApp.app.notifications.bus, 'isSubscribed').mockReturnValue(false);
    const response = await ready(testApp);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'error',
      redis: 'ok',
      notificationBus: 'not-subscribed',
    });
  });

  it('stays in, degraded, when the database does not answer, and liveness does not ask it', async () => {
    testApp = await buildTestApp();
    vi.spyOn(testApp.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const response = await ready(testApp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'error' });
    const liveness = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(liveness.statusCode).toBe(200);
    expect(liveness.json()).toEqual({ status: 'ok' });
  });
});
