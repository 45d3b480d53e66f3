/**
 * The rate-limit store with REDIS_URL (issue 28, decision 050): counts in Redis, shared by every
 * instance, while Redis answers; in this instance's memory while it does not, so a Redis outage never
 * switches the sign-in, sign-up and reset limits off. Built from @fastify/rate-limit's own two stores.
 * Each switch is logged once.
 */
import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
type RouteOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };
type Store = {
  incr: (key: string, callback: Callback, timeWindow: number, max: number) => void;
  read: (key: string, callback: Callback, timeWindow: number, max: number) => void;
  child: (routeOptions: RouteOptions) => Store;
};
type StoreClass<A extends unknown[]> = new (...args: A) => Store;

const require = createRequire(import.meta.url);
const LocalStore: StoreClass<
  [boolean | undefined, boolean | undefined, number?]
> = require('@fastify/rate-limit/store/LocalStore.js');
const RedisStore: StoreClass<
  [boolean | undefined, boolean | undefined, Redis, string]
> = require('@fastify/rate-limit/store/RedisStore.js');

/** The class @fastify/rate-limit's `store` option takes (it calls `new Store(globalParams)`). */
export function createFallbackStoreClass(
  redis: Redis,
  nameSpace: string,
  log: FastifyBaseLogger,
): FastifyRateLimitStoreCtor {
  let isFallingBack = false;
  const fallBack = (error?: Error) => {
    if (isFallingBack) return;
    isFallingBack = true;
    log.warn({ err: error }, 'rate limits: Redis unavailable, counting in this instance’s memory');
  };
  const recovered = () => {
    if (!isFallingBack) return;
    isFallingBack = false;
    log.info('rate limits: Redis answers again, counting there');
  };

  function route(shared: Store, local: Store, method: 'incr' | 'read') {
    return (key: string, callback: Callback, timeWindow: number, max: number) => {
      const inMemory = () => local[method](key, callback, timeWindow, max);
      // Without an offline queue a command fails at once while disconnected; no need to try.
      if (redis.status !== 'ready') {
        fallBack();
        return inMemory();
      }
      shared[method](
        key,
        (error, result) => {
          if (!error) {
            recovered();
            return callback(null, result);
          }
          fallBack(error);
          inMemory();
        },
        timeWindow,
        max,
      );
    };
  }

  function combine(shared: Store, local: Store): Store {
    return {
      incr: route(shared, local, 'incr'),
      read: route(shared, local, 'read'),
      child: (routeOptions) => combine(shared.child(routeOptions), local.child(routeOptions)),
    };
  }

  class FallbackStore {
    constructor(options: RouteOptions) {
      // Returned from the constructor: @fastify/rate-limit only ever calls `new Store(options)`.
      // biome-ignore lint/correctness/noConstructorReturn: the store is built by composition.
      return combine(
        new RedisStore(options.continueExceeding, options.exponentialBackoff, redis, nameSpace),
        new LocalStore(options.continueExceeding, options.exponentialBackoff),
      );
    }
  }
  return FallbackStore as unknown as FastifyRateLimitStoreCtor;
}
