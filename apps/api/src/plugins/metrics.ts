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
 * - Node's own (event loop lag, heap, GC, CPU), prefixed `nestlane_`.
 */
import { timingSafeEqual } from 'node:crypto';
import { count, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { notifications } from '../db/schema';
import { AppError } from '../lib/app-error';

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
  new Gauge({
    name: 'nestlane_notification_queue_depth',
    help: 'Notifications written and not yet delivered',
    registers: [registry],
    async collect() {
      const [row] = await app.db
        .select({ waiting: count() })
        .from(notifications)
        .where(isNull(notifications.deliveredAt));
      this.set(Number(row?.waiting ?? 0));
    },
  });

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
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

// Registered before every route, so its hook counts them all; it reads the database only when scraped.
export default fp(registerMetrics, { name: 'metrics', fastify: '5.x' });
