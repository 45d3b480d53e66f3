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
import type { Config } from '../config';
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
};

/** The advisory lock migrations run under (any constant; released when the migrating connection ends). */
export const MIGRATION_LOCK_KEY = 7_230_511_482;

/** SQLSTATE 57014 query_canceled: what a statement that hit `statement_timeout` fails with. */
export const STATEMENT_TIMEOUT_SQLSTATE = '57014';

/**
 * Session settings of every pooled connection. No JIT: these are short OLTP statements, and
 * compiling cost 27 ms of a 470 ms search at 1 000 000 listings, more than it saved (decision 023).
 */
export const POSTGRES_SESSION_OPTIONS = '-c jit=off';

/** `memory://`, a directory path, or a postgres:// URL. */
export async function openDatabase(location: string, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (/^postgres(ql)?:\/\//.test(location)) return openPostgres(location, options);
  return openPglite(location);
}

/** The database the configuration names (DATA_DIR's PGlite or DATABASE_URL), opened and migrated. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(config.databaseLocation, { statementTimeoutMs: config.databaseStatementTimeoutMs });
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // On a connection of its own, without the request timeout: an index build may take minutes. Under
  // an advisory lock, so instances starting together on an empty database migrate it once: the
  // first applies the migrations, the others wait and then find nothing left to apply.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: POSTGRES_SESSION_OPTIONS,
    // Sent at connect as a session setting: every statement of every pooled connection.
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const db = drizzleNodePg(pool, { schema });
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

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
    const client = await PGlite.create(inMemory ? location : location, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
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
