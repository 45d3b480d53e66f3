/**
 * Better Auth catches a failed query, logs it and answers 500 without a word. The errors it logs while
 * one request is handled are collected here (AsyncLocalStorage: the log call runs in that request's
 * async context), so the auth route can tell a database outage from a bug and answer 503
 * DATABASE_UNAVAILABLE like every other route (decision 050).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../db/connection-errors';

const seen = new AsyncLocalStorage<{ isDatabaseUnavailable: boolean }>();

/** Called with what Better Auth logs: notes whether any of it is an unreachable database. */
export function noteLoggedFailure(details: unknown[]) {
  const store = seen.getStore();
  if (store && details.some(isDatabaseUnavailable)) store.isDatabaseUnavailable = true;
}

/** Runs `handle` and answers its result and whether Better Auth logged an unreachable database meanwhile. */
export async function watchDatabaseFailures<T>(handle: () => Promise<T>) {
  const store = { isDatabaseUnavailable: false };
  const result = await seen.run(store, handle);
  return { result, isDatabaseUnavailable: store.isDatabaseUnavailable };
}
