/**
 * GET /api/metrics (issue 14): Prometheus's text, only for the METRICS_TOKEN; requests counted and
 * timed by route pattern (an address's id never becomes a label), the notification queue's depth,
 * PostgreSQL's pool when there is one; without the token setting, no such route.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { COLLECT_ORPHAN_UPLOADS_JOB } from '../src/modules/images/upload-records';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const TOKEN = 'a-metrics-token-of-some-length';
let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `name{labels} 3`. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /api/metrics', () => {
  it('counts and times requests by route pattern, for the token only', async () => {
    testApp = await buildTestApp({ METRICS_TOKEN: TOKEN });
    for (const id of ['3f1c0d4e-0000-4000-8000-000000000001', '3f1c0d4e-0000-4000-8000-000000000002']) {
      expect((await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${id}` })).statusCode).toBe(
        404,
      );
    }
    await testApp.app.inject({ method: 'GET', url: '/api/getVerifiedProperties?limit=3' });

    expect((await scrape(testApp)).statusCode).toBe(401);
    expect((await scrape(testApp, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(
      sample(
        text,
        'nestlane_http_requests_total',
        'method="GET",route="/api/detailProperty/:id",status="404"',
      ),
    ).toBe(2);
    expect(text).not.toContain('3f1c0d4e-0000');
    expect(
      sample(
        text,
        'nestlane_http_request_duration_seconds_count',
        'method="GET",route="/api/getVerifiedProperties",status="200"',
      ),
    ).toBe(1);
    expect(/^nestlane_notification_queue_depth (\d+)$/m.exec(text)?.[1]).toBe('0');
    expect(text).toMatch(/^nestlane_nodejs_eventloop_lag_seconds /m);
    const pool = sample(text, 'nestlane_db_pool_connections', 'state="total"');
    if (testApp.app.dbDriver === 'postgres') expect(pool).toBeGreaterThanOrEqual(1);
    else expect(pool).toBeUndefined();
  });

  it('counts jobs by queue and state, and this instance’s open streams', async () => {
    testApp = await buildTestApp({ METRICS_TOKEN: TOKEN });
    await testApp.app.ready();
    await testApp.app.jobs.send(COLLECT_ORPHAN_UPLOADS_JOB, {});
    const text = (await scrape(testApp, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'nestlane_jobs', `queue="${COLLECT_ORPHAN_UPLOADS_JOB}",state="queued"`)).toBe(1);
    expect(/^nestlane_notification_streams_open (\d+)$/m.exec(text)?.[1]).toBe('0');
    expect(sample(text, 'nestlane_collector_up', 'collector="jobs"')).toBe(1);
    // Neither Redis nor a bucket is configured: no state to report.
    expect(text).not.toMatch(/^nestlane_dependency_up\{/m);
  });

  it('answers 200 while a collector fails: the failure is its own series, and no SQL is shown', async () => {
    testApp = await buildTestApp({ METRICS_TOKEN: TOKEN });
    const { db } = testApp.app;
    await db.execute(sql`alter table notifications rename to notifications_away`);
    try {
      const failing = await scrape(testApp, `Bearer ${TOKEN}`);
      expect(failing.statusCode).toBe(200);
      expect(sample(failing.body, 'nestlane_collector_up', 'collector="db"')).toBe(0);
      expect(failing.body).not.toMatch(/select|notifications_away|relation/i);
      expect(failing.body).toMatch(/^nestlane_nodejs_eventloop_lag_seconds /m);
    } finally {
      await db.execute(sql`alter table notifications_away rename to notifications`);
    }
    const restored = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(sample(restored.body, 'nestlane_collector_up', 'collector="db"')).toBe(1);
  });

  it('does not exist without METRICS_TOKEN', async () => {
    testApp = await buildTestApp();
    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
