/**
 * Redis blinks (issue 28, decision 050). An instance started while Redis is down serves, says in its
 * readiness that Redis is out and its notification bus unsubscribed (200 `degraded`: every instance
 * shares that Redis), keeps the sign-in limit in its own memory, and hands a notification to the pages
 * open on it. Once Redis is back it subscribes by itself and hears what another instance publishes.
 * Redis (TEST_REDIS_URL, 127.0.0.1:6379 by default) sits behind a TCP proxy the test breaks.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveredNotification } from '../src/modules/notifications/notification-bus';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { type FaultProxy, startFaultProxy } from './helpers/fault-proxy';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = `nestlane-outage-${randomUUID().slice(0, 8)}:`;
const event = (text: string) => ({ text }) as unknown as DeliveredNotification;

let proxy: FaultProxy;
let late: TestApp;
let other: TestApp;

beforeAll(async () => {
  proxy = await startFaultProxy({ host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
  await proxy.cut();
  late = await buildTestApp({
    REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
    REDIS_KEY_PREFIX: prefix,
    AUTH_RATE_LIMIT_MAX: '2',
  });
  other = await buildTestApp({ REDIS_URL: REDIS_URL.toString(), REDIS_KEY_PREFIX: prefix });
}, 60_000);

afterAll(async () => {
  await late?.close();
  await other?.close();
  await proxy?.close();
  const redis = new Redis(REDIS_URL.toString());
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const readiness = async (app: TestApp) => {
  const response = await app.app.inject({ url: '/api/ready' });
  return { statusCode: response.statusCode, body: response.json() };
};

/** Asks until the instance reports what it does by itself (ioredis reconnects on its own schedule). */
async function waitForReadiness(app: TestApp, expected: object) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await readiness(app);
    if (Object.entries(expected).every(([key, value]) => body[key] === value)) return body;
    await sleep(100);
  }
  throw new Error(`readiness never became ${JSON.stringify(expected)}`);
}

describe('an instance started while Redis is down', () => {
  it('serves, and its readiness names Redis and the bus as out without taking it out', async () => {
    const liveness = await late.app.inject({ url: '/api/health' });
    expect(liveness.json()).toEqual({ status: 'ok' });
    expect(await readiness(late)).toEqual({
      statusCode: 200,
      body: {
        status: 'degraded',
        database: 'ok',
        redis: 'error',
        notificationBus: 'not-subscribed',
        pictures: 'ok',
      },
    });
  });

  it('limits sign-in attempts in its own memory meanwhile', async () => {
    const attempt = () =>
      late.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: late.config.publicUrl },
        remoteAddress: '203.0.113.77',
        payload: { email: 'nobody@example.test', password: 'Wrong@123' },
      });
    expect((await attempt()).statusCode).toBe(401);
    expect((await attempt()).statusCode).toBe(401);
    const third = await attempt();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('hands a notification to the pages open on it while Redis is out', async () => {
    const heard: string[] = [];
    const unsubscribe = late.app.notifications.bus.subscribe('user-local', (message) => {
      heard.push((message as unknown as { text: string }).text);
    });
    await late.app.notifications.bus.publish('user-local', event('during the outage'));
    unsubscribe();
    expect(heard).toEqual(['during the outage']);
  });

  it('subscribes once Redis is back and hears what another instance publishes', async () => {
    await proxy.restore();
    expect(await waitForReadiness(late, { notificationBus: 'subscribed', redis: 'ok' })).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
      notificationBus: 'subscribed',
      pictures: 'ok',
    });
    const heard = new Promise<string>((resolve) => {
      const unsubscribe = late.app.notifications.bus.subscribe('user-remote', (message) => {
        unsubscribe();
        resolve((message as unknown as { text: string }).text);
      });
    });
    await other.app.notifications.bus.publish('user-remote', event('from the other instance'));
    expect(await heard).toBe('from the other instance');
  });
});
