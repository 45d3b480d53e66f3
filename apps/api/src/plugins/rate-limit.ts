/**
 * @fastify/rate-limit for the routes that ask for it (nothing is limited globally). Counts
 * live in memory, or in Redis when REDIS_URL is set so every API instance shares them (in memory
 * again, per instance, while Redis is down: rate-limit-store.ts).
 * The attempts of identity (sign-in, sign-up, password reset) are limited per address through
 * `findAuthRateLimit`, and failed email sign-ins per account through `createAccountThrottle`,
 * both used by plugins/auth.ts on the Better Auth route.
 */
import { createHash } from 'node:crypto';
import fastifyRateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { Config } from '../config';
import { AppError } from '../lib/app-error';
import { formatWait } from '../lib/format-wait';
import { createFallbackStoreClass } from './rate-limit-store';

export const RATE_LIMIT_MESSAGE = (after: string) => `Too many attempts. Please wait ${after} and try again.`;
export const ACCOUNT_RATE_LIMIT_MESSAGE = (after: string) =>
  `Too many failed sign-ins for this account. Please wait ${after} and try again, or reset your password.`;

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

/** The normalised email of a POST /api/auth/sign-in/email, or null (the route keeps the body as bytes). */
export function readSignInEmail(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || findAuthBucket(request.url) !== '/sign-in/email') return null;
  if (!Buffer.isBuffer(request.body)) return null;
  try {
    const body = JSON.parse(request.body.toString('utf8')) as { email?: unknown } | null;
    return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/** One bucket per account, whatever the address; hashed so the store holds no email and keys stay short. */
function findAccountKey(request: FastifyRequest): string {
  const email = readSignInEmail(request) ?? '';
  return `sign-in-account|${createHash('sha256').update(email).digest('hex')}`;
}

/**
 * Sign-in throttled per account (decision 013): only failed email sign-ins count, from any
 * address; once an account has `max` of them in the window, its sign-ins answer 429 until the
 * window ends. The window starts at the first failure and is not extended, so nobody can keep a
 * person out for longer than one window per `max` failures; password reset stays open.
 */
export function createAccountThrottle(app: FastifyInstance, config: Pick<Config, 'authAccountRateLimit'>) {
  const limiter = app.createRateLimit({
    max: config.authAccountRateLimit.max,
    timeWindow: config.authAccountRateLimit.windowSeconds * 1000,
    keyGenerator: findAccountKey,
  });
  return {
    /** Before Better Auth: 429 RATE_LIMITED when this account has used up its failures. */
    async assertAllowed(request: FastifyRequest) {
      if (readSignInEmail(request) === null) return;
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        throw new AppError('RATE_LIMITED', ACCOUNT_RATE_LIMIT_MESSAGE(formatWait(state.ttl)));
      }
    },
    /** After Better Auth: a refused password (401) counts against the account. */
    async recordOutcome(request: FastifyRequest, status: number) {
      if (status === 401 && readSignInEmail(request) !== null) await limiter(request);
    },
  };
}

export type AccountThrottle = ReturnType<typeof createAccountThrottle>;

async function connectRedis(app: FastifyInstance, url: string): Promise<Redis> {
  // Imported only with REDIS_URL: counts in memory need no ioredis.
  const { Redis: RedisClient } = await import('ioredis');
  // Fail fast rather than queue: a sign-in must not wait on an unreachable Redis.
  const redis = new RedisClient(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', (error) => app.log.debug({ err: error }, 'rate-limit store (Redis) unavailable'));
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
    // With Redis, counts fall back to this instance's memory while it is down (rate-limit-store.ts).
    ...(config.redisUrl
      ? {
          store: createFallbackStoreClass(
            await connectRedis(app, config.redisUrl),
            `${config.redisKeyPrefix}rate-limit:`,
            app.log,
          ),
        }
      : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', RATE_LIMIT_MESSAGE(context.after)),
  });
}

export default fp(registerRateLimit, { name: 'rate-limit', fastify: '5.x' });
