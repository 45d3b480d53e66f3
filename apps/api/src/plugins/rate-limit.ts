/**
 * @fastify/rate-limit for the routes that ask for it (nothing is limited globally). Counts
 * live in memory, or in Redis when REDIS_URL is set so every API instance shares them.
 * The attempts of identity (sign-in, sign-up, password reset) are limited through
 * `findAuthRateLimit`, used by plugins/auth.ts on the Better Auth route.
 */
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';

export const RATE_LIMIT_MESSAGE = (after: string) => `Too many attempts. Please wait ${after} and try again.`;

/**
 * The counted Better Auth paths, each its own bucket per client address: the password
 * reset link (/reset-password/<token>) shares the bucket of /reset-password.
 */
const LIMITED_AUTH_PATHS = [
  /^\/sign-in\/[^/]+/,
  /^\/sign-up\/[^/]+/,
  /^\/request-password-reset/,
  /^\/reset-password/,
];

/** The bucket of an /api/auth request, or null when the path is not limited (sessions, sign-out…). */
export function findAuthBucket(url: string): string | null {
  const path = (url.split('?')[0] ?? '').replace(/^\/api\/auth/, '').toLowerCase();
  for (const pattern of LIMITED_AUTH_PATHS) {
    const match = pattern.exec(path);
    if (match) return match[0];
  }
  return null;
}

function findClientKey(request: FastifyRequest): string {
  return `${normalizeIP(request.ip)}|${findAuthBucket(request.url) ?? ''}`;
}

/** Route options for the Better Auth route: counted per address and path, before the body is read. */
export function findAuthRateLimit(config: Pick<Config, 'authRateLimit'>): RateLimitOptions {
  return {
    hook: 'onRequest',
    max: config.authRateLimit.max,
    timeWindow: config.authRateLimit.windowSeconds * 1000,
    keyGenerator: findClientKey,
    allowList: (request) => findAuthBucket(request.url) === null,
  };
}

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Fail fast rather than queue: a sign-in must not wait on an unreachable Redis.
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  // Connected before the first request is counted; if Redis is down now, it keeps retrying.
  await redis.connect().catch(() => undefined);
  return redis;
}

async function registerRateLimit(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(config.redisUrl
      ? { redis: await connectRedis(app, config.redisUrl), nameSpace: `${config.redisKeyPrefix}rate-limit:` }
      : {}),
    // A store outage lets requests through (logged above) rather than locking everybody out.
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE(context.after)),
  });
}

export default fp(registerRateLimit, { name: 'rate-limit', fastify: '5.x' });
