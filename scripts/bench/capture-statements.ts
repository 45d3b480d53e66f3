/**
 * The statements one request sends to PostgreSQL, with their values, for benchmarks that replay or
 * EXPLAIN them. A statement belongs to the request whose code sent it: an `onRequest` hook runs the rest
 * of the request inside an AsyncLocalStorage scope, and node-postgres's `Client.prototype.query` (patched
 * once: `Pool.query` hands every statement to a Client, so patching both saw each twice) records a
 * statement only when it is sent from that scope. What the process sends meanwhile on its own timers
 * (pg-boss polling its queues between `SET statement_timeout` and `RESET`, its maintenance, the
 * benchmark's direct pool) has no request's scope: it is counted, never taken for the endpoint's.
 *
 * The pool hands a freed connection to the oldest waiting caller from inside whichever callback freed
 * it, so a waiting caller's callback is bound to its own scope: a job's statement never runs under the
 * scope of the request that happened to release a connection, nor the other way round.
 */
import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export type CapturedStatement = { text: string; values?: unknown[] };

export type RequestStatements = {
  /** The statements the request's own code sent, in order. */
  statements: CapturedStatement[];
  /** The requests the app began while capturing: one, or the capture is not one request's. */
  requests: number;
  /** What the rest of the process sent meanwhile (not replayed; shown so a reader sees it was left out). */
  others: CapturedStatement[];
};

type Capture = RequestStatements & { isOpen: boolean };

const requestScope = new AsyncLocalStorage<Capture>();
let current: Capture | undefined;

function readStatement(args: unknown[]): CapturedStatement | undefined {
  const [first, second] = args;
  // node-postgres takes (text, values) or ({ text, values? }, values).
  const config: CapturedStatement =
    typeof first === 'string' ? { text: first } : (first as CapturedStatement);
  const values = config.values ?? (Array.isArray(second) ? second : undefined);
  return typeof config.text === 'string' ? { text: config.text, values } : undefined;
}

const clientPrototype = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
const originalQuery = clientPrototype.query;
clientPrototype.query = function (this: unknown, ...args: unknown[]) {
  if (current) {
    const statement = readStatement(args);
    const scope = requestScope.getStore();
    if (statement && scope?.isOpen) scope.statements.push(statement);
    else if (statement) current.others.push(statement);
  }
  return originalQuery.apply(this, args);
};

const poolPrototype = pg.Pool.prototype as unknown as { connect: (...a: unknown[]) => unknown };
const originalConnect = poolPrototype.connect;
poolPrototype.connect = function (this: unknown, ...args: unknown[]) {
  const [callback] = args;
  return typeof callback === 'function'
    ? originalConnect.call(this, AsyncResource.bind(callback as (...a: unknown[]) => unknown))
    : originalConnect.apply(this, args);
};

/**
 * Adds the hook that gives each request its scope (before the app is ready: Fastify takes no hook
 * after). Outside `captureRequestStatements` the hook only calls on.
 */
export function installStatementCapture(app: FastifyInstance) {
  app.addHook('onRequest', (_request, _reply, done) => {
    if (!current) return done();
    current.requests += 1;
    requestScope.run(current, done);
  });
}

/**
 * Runs `work`, which makes one request to an app with `installStatementCapture`, and answers its result
 * with the statements that request sent (one capture at a time).
 */
export async function captureRequestStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T } & RequestStatements> {
  if (current) throw new Error('captureRequestStatements: one capture at a time');
  const capture: Capture = { statements: [], requests: 0, others: [], isOpen: true };
  current = capture;
  try {
    const result = await work();
    return { result, statements: capture.statements, requests: capture.requests, others: capture.others };
  } finally {
    // Work the request left running (or a connection it opened) keeps its scope: it records nothing now.
    capture.isOpen = false;
    current = undefined;
  }
}
