/**
 * GET /api/metrics (issue 14): Prometheus's text, only for the METRICS_TOKEN; requests counted and
 * timed by route pattern (an address's id never becomes a label), the notification queue's depth,
 * PostgreSQL's pool when there is one; without the token setting, no such route.
 */
import { afterEach, describe, expect, it } from 'vitest';
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

  it('does not exist without METRICS_TOKEN', async () => {
    testApp = await buildTestApp();
    const response = await scrape(testApp, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
