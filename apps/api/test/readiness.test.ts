/**
 * GET /api/ready (issue 14): what a load balancer asks before sending an instance traffic. Ready
 * when the database, Redis (with REDIS_URL; the real one on 127.0.0.1:6379, or a port nothing
 * listens on) and the picture store answer; 503, quickly, naming what does not. The bucket's side
 * is tested with s3rver in pictures-s3.test.ts.
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
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off', pictures: 'ok' });
  });

  it('checks Redis when REDIS_URL is set', async () => {
    testApp = await buildTestApp({
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `nl-ready-${process.pid}:`,
    });
    const response = await ready(testApp);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', pictures: 'ok' });
  });

  it('is not ready, and says so, when Redis does not answer', async () => {
    testApp = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${await findFreePort()}` });
    const response = await ready(testApp);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', database: 'ok', redis: 'error', pictures: 'ok' });
  });

  it('is not ready when the database does not answer, while liveness says the same', async () => {
    testApp = await buildTestApp();
    vi.spyOn(testApp.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const response = await ready(testApp);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'error', database: 'error' });
    const liveness = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(liveness.statusCode).toBe(503);
  });
});
