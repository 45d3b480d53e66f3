/**
 * Prometheus metrics (issue 14) with prom-client, at GET /api/metrics for whoever sends
 * `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN nothing is kept: prom-client is not
 * even loaded, and the path is an unknown route like any other.
 *
 * - `nestlane_http_requests_total` and `nestlane_http_request_duration_seconds` by method, route
 *   pattern (`/api/detailProperty/:id`, never the address itself: bounded labels) and status;
 * - `nestlane_db_pool_connections` by state (PostgreSQL's pool: total, idle, waiting);
 * - `nestlane_notification_queue_depth`: notifications written but not yet delivered;
 * - `nestlane_ssr_markup_cache_requests_total` by result (hit: React's markup came from the pages' cache;
 *   miss: rendered) and `nestlane_ssr_markup_cache_bytes` (ssr/page-markup-cache.ts), when it is on;
 * - `nestlane_jobs` by queue and state (queued: created or waiting for a retry; active; failed);
 * - `nestlane_notification_streams_open`: live notification streams on this instance;
 * - `nestlane_dependency_up` by dependency (redis, pictures: the bucket), when configured;
 * - `nestlane_collector_up` by collector (db, jobs, redis, pictures): 0 when it failed or took over
 *   2 s, its series then left out; the scrape itself always answers 200 (decision 058);
 * - Node's own (event loop lag, heap, GC, CPU), prefixed `nestlane_`.
 */
import { timingSafeEqual } from 'node:crypto';
import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { notifications } from '../db/schema';
import { AppError } from '../lib/app-error';
import { collectGuarded } from '../lib/guarded-collect';
import { checkPictureStore } from '../modules/storage/picture-store';

export const METRICS_PATH = '/api/metrics';
export const METRICS_MESSAGES = {
  unauthorized: 'Send the metrics token as Authorization: Bearer <token>',
} as const;

/** Seconds: from a cached answer to a slow page of search. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function hasToken(request: FastifyRequest, token: string): boolean {
  const sent = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}

async function registerMetrics(app: FastifyInstance, options: { config: Config }) {
  const token = options.config.metricsToken;
  if (!token) return;
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'nestlane_' });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'nestlane_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'nestlane_http_request_duration_seconds',
    help: 'Time to answer an HTTP request',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  new Gauge({
    name: 'nestlane_db_pool_connections',
    help: 'PostgreSQL pool connections by state (none on the embedded database)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.dbPoolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });
  const collectorUp = new Gauge({
    name: 'nestlane_collector_up',
    help: 'Whether a collector of these metrics answered at the last scrape (1) or failed (0)',
    labelNames: ['collector'],
    registers: [registry],
  });
  const queueDepth = new Gauge({
    name: 'nestlane_notification_queue_depth',
    help: 'Notifications written and not yet delivered',
    registers: [registry],
  });
  const jobs = new Gauge({
    name: 'nestlane_jobs',
    help: 'Background jobs by queue and state: queued (waiting or to retry), active, failed',
    labelNames: ['queue', 'state'],
    registers: [registry],
  });
  new Gauge({
    name: 'nestlane_notification_streams_open',
    help: 'Live notification streams open on this instance',
    registers: [registry],
    collect() {
      this.set(app.notifications?.streams.count() ?? 0);
    },
  });
  const dependencyUp = new Gauge({
    name: 'nestlane_dependency_up',
    help: 'Whether a configured dependency every instance shares answers: redis, pictures (the bucket)',
    labelNames: ['dependency'],
    registers: [registry],
  });
  /**
   * The collectors that ask another system, run before the registry is read (prom-client reads every
   * metric at once, so `nestlane_collector_up` could not wait for their own collect()).
   */
  const refreshGuarded = () =>
    Promise.all([
      collectGuarded(
        'db',
        collectorUp,
        async () => {
          const [row] = await app.db
            .select({ waiting: count() })
            .from(notifications)
            .where(isNull(notifications.deliveredAt));
          queueDepth.set(Number(row?.waiting ?? 0));
        },
        () => queueDepth.reset(),
      ),
      collectGuarded(
        'jobs',
        collectorUp,
        async () => {
          const counts = (await app.jobs?.countByState()) ?? [];
          jobs.reset();
          for (const { queue, state, count: held } of counts) {
            const shown = state === 'created' || state === 'retry' ? 'queued' : state;
            if (shown === 'queued' || shown === 'active' || shown === 'failed')
              jobs.inc({ queue, state: shown }, held);
          }
        },
        () => jobs.reset(),
      ),
      collectGuarded(
        'redis',
        collectorUp,
        async () => {
          const isReachable = await app.notifications?.bus.isRedisReachable();
          if (typeof isReachable === 'boolean')
            dependencyUp.set({ dependency: 'redis' }, isReachable ? 1 : 0);
        },
        () => dependencyUp.remove({ dependency: 'redis' }),
      ),
      collectGuarded(
        'pictures',
        collectorUp,
        async () => {
          if (app.pictureStore?.kind !== 's3') return;
          dependencyUp.set({ dependency: 'pictures' }, (await checkPictureStore(app.pictureStore)) ? 1 : 0);
        },
        () => dependencyUp.remove({ dependency: 'pictures' }),
      ),
    ]);

  new Counter({
    name: 'nestlane_ssr_markup_cache_requests_total',
    help: "Server-rendered pages by where React's markup came from: the cache (hit) or a render (miss)",
    labelNames: ['result'],
    registers: [registry],
    collect() {
      const stats = app.pageMarkupCacheStats?.();
      if (!stats) return;
      this.reset();
      this.inc({ result: 'hit' }, stats.hits);
      this.inc({ result: 'miss' }, stats.misses);
    },
  });
  new Gauge({
    name: 'nestlane_ssr_markup_cache_bytes',
    help: "Bytes of React's markup kept by the server-rendered pages' cache",
    registers: [registry],
    collect() {
      const stats = app.pageMarkupCacheStats?.();
      if (stats) this.set(stats.bytes);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request, token)) throw new AppError('UNAUTHORIZED', METRICS_MESSAGES.unauthorized);
    reply.header('cache-control', 'no-store');
    await refreshGuarded();
    // Every collector that can fail is guarded; this is the last word, never an error's text.
    const text = await registry.metrics().catch((error: unknown) => {
      request.log.warn({ err: error }, 'metrics collection failed');
      return '# metrics collection failed\n';
    });
    return reply.type(registry.contentType).send(text);
  });
}

// Registered before every route, so its hook counts them all; it reads the database only when scraped.
export default fp(registerMetrics, { name: 'metrics', fastify: '5.x' });
