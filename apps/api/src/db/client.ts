/**
 * Opens the database: PGlite (PostgreSQL in WebAssembly) in a directory or in memory
 * by default, node-postgres when a postgres:// URL is given. Both get the same
 * Drizzle schema and the same migrations, applied by drizzle-orm's runtime migrator.
 * Each driver is imported when its database is opened, so a start loads only the one it uses
 * (node-postgres and its Drizzle driver cost ≈ 0.1 s of a PGlite start, decision 031).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient, Pool } from 'pg';
import type { Config } from '../config';
import { markConnectFailure } from './connection-errors';
import { acquireDirectoryLock } from './directory-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction(async (tx) => …)` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DatabaseDriver = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  close: () => Promise<void>;
  /** PostgreSQL's pool now (for the metrics); PGlite has no pool. */
  poolStats?: () => PoolStats;
};

export type PoolStats = { total: number; idle: number; waiting: number };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions = {
  /**
   * PostgreSQL cancels a statement running longer than this (ms; 0 or unset = never), so one
   * runaway query answers an error instead of holding a pool connection for seconds. PGlite
   * runs in this thread and has no timer to cancel with: it ignores the setting (decision 023).
   */
  statementTimeoutMs?: number;
  /**
   * How long opening a PostgreSQL connection may take before it fails (ms): while the server is gone,
   * a request answers 503 within this, never hangs (default DATABASE_CONNECT_TIMEOUT_MS).
   */
  connectTimeoutMs?: number;
};

/** Connections in each instance's PostgreSQL pool. */
export const POOL_SIZE = 10;

/** A request waits at most this long for a PostgreSQL connection (decision 050). */
export const DATABASE_CONNECT_TIMEOUT_MS = 5000;

/** The advisory lock migrations run under (any constant; released when the migrating connection ends). */
export const MIGRATION_LOCK_KEY = 7_230_511_482;

/** SQLSTATE 57014 query_canceled: what a statement that hit `statement_timeout` fails with. */
export const STATEMENT_TIMEOUT_SQLSTATE = '57014';

/**
 * How like a title's words typed text must be for the one-typo title search (pg_trgm's `%>`, decision
 * 049): 0.5, not pg_trgm's 0.6, which missed one letter left out of a short word ('Gulsan', 0.57).
 */
const WORD_SIMILARITY_THRESHOLD = '0.5';

/**
 * Session settings of every pooled connection. No JIT: these are short OLTP statements, and
 * compiling cost 27 ms of a 470 ms search at 1 000 000 listings, more than it saved (decision 023).
 * The one-typo title search's threshold (above).
 */
export const POSTGRES_SESSION_OPTIONS = `-c jit=off -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;

/** `memory://`, a directory path, or a postgres:// URL. */
export async function openDatabase(location: string, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location, options);
  return openPglite(location);
}

/** The database the configuration names (DATA_DIR's PGlite or DATABASE_URL), opened and migrated. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(config.databaseLocation, { statementTimeoutMs: config.databaseStatementTimeoutMs });
}

/** Lost connections are logged once each, not thrown: an `'error'` event nobody listens to ends the process. */
function warnConnectionLost(error: Error) {
  console.warn(`PostgreSQL connection lost: ${error.message}`);
}

/**
 * A connection the server drops (restart, failover, pg_terminate_backend: 57P01) must not end the process,
 * idle or checked out mid-transaction: a pool listens only while a connection is idle, so every connection
 * gets a listener of its own for its whole life, and the pool's own event is already logged by it.
 */
export function logLostConnections(pool: Pool) {
  pool.on('connect', (pooled) => pooled.on('error', warnConnectionLost));
  pool.on('error', () => {
    // Already logged by the connection's own listener.
  });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const connectionTimeoutMillis = options.connectTimeoutMs ?? DATABASE_CONNECT_TIMEOUT_MS;
  // On a connection of its own, without the request timeout: an index build may take minutes. Under
  // an advisory lock, so instances starting together on an empty database migrate it once: the
  // first applies the migrations, the others wait and then find nothing left to apply.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis });
  client.on('error', warnConnectionLost);
  await client.connect().catch((error: unknown) => {
    throw markConnectFailure(error);
  });
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
  /** Each pooled connection's failure to open is marked as the database's (db/connection-errors.ts). */
  class PoolClient extends pg.Client {}
  const connect = pg.Client.prototype.connect as (
    this: PgClient,
    callback?: (error: Error) => void,
  ) => unknown;
  PoolClient.prototype.connect = function (this: PgClient, callback?: (error: Error) => void) {
    if (!callback) {
      return (connect.call(this) as Promise<void>).catch((error: unknown) =>
        Promise.reject(markConnectFailure(error)),
      );
    }
    return connect.call(this, (error) => callback(error && markConnectFailure(error)));
  } as PgClient['connect'];
  const pool = new pg.Pool({
    Client: PoolClient,
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis,
    options: POSTGRES_SESSION_OPTIONS,
    // Sent at connect as a session setting: every statement of every pooled connection.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // The statement a dropped connection was running fails (503 DATABASE_UNAVAILABLE), the pool drops it
  // and opens a new one on the next query.
  logLostConnections(pool);
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * A copy of the first in-memory database this process opened, just migrated: later in-memory databases
 * start from it instead of running initdb and every migration again (0.5 s instead of 2-4 s on two busy
 * cores; each API test file opens one). Loading a data directory is PGlite's own mechanism.
 */
let migratedMemorySnapshot: Promise<Blob> | undefined;

async function openPglite(location: string): Promise<DatabaseHandle> {
  const inMemory = location.startsWith('memory://');
  const releaseLock = inMemory ? () => {} : acquireDirectoryLock(location);
  try {
    const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] =
      await Promise.all([
        import('@electric-sql/pglite'),
        import('@electric-sql/pglite/contrib/pg_trgm'),
        import('drizzle-orm/pglite'),
        import('drizzle-orm/pglite/migrator'),
      ]);
    if (!inMemory) mkdirSync(location, { recursive: true });
    const snapshot = inMemory ? await migratedMemorySnapshot?.catch(() => undefined) : undefined;
    const client = await PGlite.create(location, {
      extensions: { pg_trgm },
      // A throw-away in-memory database holds a test's few rows: 16 MB of shared buffers instead of
      // PGlite's 160 MB, and WAL in 1 MB segments instead of 16 MB (the snapshot carries one). Each start
      // then maps and fills less memory: 0.6-0.9 s of CPU instead of 1.1-1.3 s (decision 042). A database
      // in a directory keeps PGlite's defaults.
      ...(inMemory
        ? {
            initDbStartParams: ['--wal-segsize=1'],
            startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
          }
        : {}),
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    if (inMemory && !migratedMemorySnapshot) {
      migratedMemorySnapshot = client.dumpDataDir('none');
      await migratedMemorySnapshot;
    }
    // PGlite is one session: its setting is set once.
    await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
