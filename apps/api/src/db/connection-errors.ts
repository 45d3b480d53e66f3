/**
 * Which errors mean "the database cannot be reached right now" rather than "this statement is wrong"
 * (issue 28, decision 050): the API answers those 503 DATABASE_UNAVAILABLE, naming the database, and
 * the instance goes on; the pool replaces a lost connection on the next query.
 */

/** Set by db/client.ts on an error raised while opening a pooled connection. */
export const CONNECT_FAILURE = Symbol('nestlane.databaseConnectFailure');

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03 (the server
 * is shutting down, crashed, or is starting), 53300 (no connection slot left).
 */
const CONNECTION_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** What node-postgres and its pool say when a connection ends, cannot start, or is not to be had. */
const CONNECTION_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed)/;

/** A socket's failure (the server went away mid-statement); counted only under a Drizzle query error. */
const SOCKET_CODE =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EAI_AGAIN)$/;

type ErrorLike = {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  name?: unknown;
  [CONNECT_FAILURE]?: true;
};

/** Marks an error raised while connecting, so it is told apart from a picture store's or a mailer's. */
export function markConnectFailure<T>(error: T): T {
  if (error && typeof error === 'object') {
    Object.defineProperty(error, CONNECT_FAILURE, { value: true, enumerable: false });
  }
  return error;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  let insideQuery = false;
  for (let current = error as ErrorLike | undefined, depth = 0; current && depth < 6; depth++) {
    if (typeof current !== 'object') return false;
    if (current[CONNECT_FAILURE]) return true;
    const code = typeof current.code === 'string' ? current.code : '';
    if (CONNECTION_SQLSTATE.test(code)) return true;
    if (typeof current.message === 'string' && CONNECTION_MESSAGE.test(current.message)) return true;
    if (insideQuery && SOCKET_CODE.test(code)) return true;
    if (current.name === 'DrizzleQueryError') insideQuery = true;
    current = current.cause as ErrorLike | undefined;
  }
  return false;
}
