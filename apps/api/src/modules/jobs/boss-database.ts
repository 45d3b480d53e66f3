/**
 * pg-boss on the app's own database connection (decision 037): its `db` option takes any object
 * with `executeSql(text, values)`. On PostgreSQL that is a small pool beside the app's; on the embedded PGlite
 * the one PGlite client, where a text of several statements (pg-boss's schema, its locked
 * maintenance) goes through `exec`. A job sent with `inTransaction(tx)` is written by the
 * event's own transaction, so it exists exactly when the event does.
 */
import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { type Database, type DatabaseDriver, logLostConnections, type Transaction } from '../../db/client';

export type BossDb = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  /** Ends the connections of its own, if it has any (after pg-boss has stopped). */
  close?: () => Promise<void>;
};

const opensTransaction = (text: string) => /^\s*BEGIN\b/im.test(text);

function pgliteExecutor(client: PGlite): BossDb {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0) {
        const result = await client.query(
          text,
          values.map((value) => value ?? null),
        );
        return { rows: result.rows };
      }
      try {
        const results = await client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      } catch (error) {
        // A failed statement inside BEGIN … COMMIT leaves the one connection in an aborted transaction.
        if (opensTransaction(text)) await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };
}

/**
 * pg-boss's own work (its schema, maintenance, fetching jobs) is not a request: the requests' statement
 * timeout (DATABASE_STATEMENT_TIMEOUT_MS) would cancel it on a busy database and stop the queue from
 * starting. It gets a small pool of its own, the app's pool's settings but this timeout, given when each
 * connection opens. Setting it per statement on the app's pool was itself a statement under the requests'
 * timeout: at 1 ms on a busy machine the `SET` was cancelled and pg-boss did not start.
 */
const JOB_STATEMENT_TIMEOUT_MS = 60_000;
/** pg-boss's maintenance, its monitor and a fetch at once, beside the app's pool. */
const JOB_POOL_SIZE = 3;

function poolExecutor(appPool: Pool): BossDb {
  const PoolClass = appPool.constructor as typeof Pool;
  const pool = new PoolClass({
    ...appPool.options,
    max: JOB_POOL_SIZE,
    statement_timeout: JOB_STATEMENT_TIMEOUT_MS,
  });
  logLostConnections(pool);
  return {
    executeSql: async (text, values) => {
      const client = await pool.connect();
      let rollbackFailure: Error | undefined;
      try {
        return await client.query(text, values as unknown[] | undefined);
      } catch (error) {
        // Never hand a connection back to the pool inside a failed transaction: one that cannot roll back
        // is dropped, not reused.
        if (opensTransaction(text)) {
          rollbackFailure = await client.query('ROLLBACK').then(
            () => undefined,
            (failure: Error) => failure,
          );
        }
        throw error;
      } finally {
        client.release(rollbackFailure);
      }
    },
    close: () => pool.end(),
  };
}

/** The executor pg-boss runs everything on, over the database the app opened. */
export function createBossDb(db: Database, driver: DatabaseDriver): BossDb {
  const client = (db as unknown as { $client: PGlite | Pool }).$client;
  return driver === 'pglite' ? pgliteExecutor(client as PGlite) : poolExecutor(client as Pool);
}

/** pg-boss's `$1 … $n` text and values as one Drizzle statement, run by `tx`. */
function toStatement(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) =>
      index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
    ),
    sql.raw(''),
  );
}

/** An executor inside a Drizzle transaction (sending a job with the event that causes it). */
export function inTransaction(tx: Transaction): BossDb {
  return {
    executeSql: async (text, values = []) => {
      const result = await tx.execute(toStatement(text, values));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
