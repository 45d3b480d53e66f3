/**
 * In-memory PGlite databases kept by a test worker between the apps it builds, emptied in between. Opening
 * one costs about 0.6 s and 0.8 s of CPU (PGlite starts PostgreSQL from the migrated snapshot); emptying
 * one about 40 ms. The API tier shares one module registry per worker (vitest.config.ts), so this module's
 * databases outlive a test file and the next file's app starts on one of them.
 *
 * A database handed back is reused only if it is again exactly what a fresh one is:
 * - every table of the app's schema truncated, identities restarted;
 * - pg-boss's schema dropped (the next app installs it, as on a fresh database);
 * - the session reset: settings (then the fresh session's own set again), advisory locks, prepared
 *   statements and temporary tables;
 * - then its shape read and compared with a fresh database's: tables, columns, indexes, constraints,
 *   functions, triggers, sequences, and the session's settings.
 *
 * Anything else (a test that renamed a table and failed before renaming it back, a database it closed, an
 * app closed in the middle of a transaction) is closed instead of reused.
 */
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { readRows } from './activity';

/** Databases kept between apps: a file that runs two apps at once opens a second one. */
const MAX_IDLE = 2;

const idle: DatabaseHandle[] = [];
let fresh: Promise<FreshDatabase> | undefined;

type FreshDatabase = { shape: string; sessionSettings: SessionSetting[] };
type SessionSetting = { name: string; setting: string };

/** An empty, migrated in-memory database; its `close` hands it back to be emptied and reused. */
export async function takeMemoryDatabase(): Promise<DatabaseHandle> {
  const handle = idle.pop() ?? (await openFresh());
  let isReturned = false;
  return {
    ...handle,
    close: async () => {
      if (isReturned) return;
      isReturned = true;
      await giveBack(handle);
    },
  };
}

async function openFresh(): Promise<DatabaseHandle> {
  const handle = await openDatabase('memory://');
  fresh ??= readFresh(handle);
  await fresh;
  return handle;
}

async function readFresh(handle: DatabaseHandle): Promise<FreshDatabase> {
  return { shape: await readShape(handle), sessionSettings: await readSessionSettings(handle) };
}

async function giveBack(handle: DatabaseHandle) {
  const reference = await fresh;
  const isReusable =
    idle.length < MAX_IDLE &&
    reference !== undefined &&
    (await isOutsideTransaction(handle)) &&
    (await emptyDatabase(handle, reference.sessionSettings).then(
      async () => (await readShape(handle)) === reference.shape && (await isOutsideTransaction(handle)),
      () => false,
    ));
  if (isReusable) idle.push(handle);
  else await handle.close().catch(() => {});
}

/**
 * Whether no transaction is open on the one session: an app closed with one open (its owner may still
 * commit or roll it back, undoing the emptying) is not reused. PostgreSQL refuses a savepoint outside a
 * transaction block (25P01), accepts one inside (released at once) and refuses one in a failed
 * transaction (25P02). Comparing now() with statement_timestamp() was not enough: a parameterised query's
 * execution can start a few microseconds after the transaction it began, so a database handed back idle
 * was sometimes judged busy.
 */
async function isOutsideTransaction(handle: DatabaseHandle): Promise<boolean> {
  try {
    await handle.db.execute(sql`savepoint pool_check`);
  } catch (error) {
    return readSqlState(error) === NO_ACTIVE_TRANSACTION;
  }
  await handle.db.execute(sql`release savepoint pool_check`);
  return false;
}

const NO_ACTIVE_TRANSACTION = '25P01';

/** The SQLSTATE of a failed statement, on the error itself or on the one Drizzle wraps. */
function readSqlState(error: unknown): string | undefined {
  const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } };
  const state = typeof code === 'string' ? code : cause?.code;
  return typeof state === 'string' ? state : undefined;
}

async function emptyDatabase(handle: DatabaseHandle, sessionSettings: SessionSetting[]) {
  const { db } = handle;
  await db.execute(sql`drop schema if exists pgboss cascade`);
  const tables = await readRows<{ name: string }>(
    handle.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.length > 0) {
    await db.execute(
      sql.raw(`truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`),
    );
  }
  await db.execute(sql`reset all`);
  for (const { name, setting } of sessionSettings) {
    await db.execute(sql`select set_config(${name}, ${setting}, false)`);
  }
  await db.execute(sql`select pg_advisory_unlock_all()`);
  await db.execute(sql`deallocate all`);
  await db.execute(sql`discard temp`);
}

/**
 * The session's own settings. A database loaded from the migrated snapshot has not used pg_trgm yet, so its
 * threshold (set at open, db/client.ts) is a placeholder, which pg_settings does not list: a reference read
 * there lacked it, and `reset all` then left the threshold at pg_trgm's 0.6. Using pg_trgm first loads it,
 * and the setting is listed wherever it was set.
 */
export async function readSessionSettings(handle: DatabaseHandle): Promise<SessionSetting[]> {
  await handle.db.execute(sql`select word_similarity('', '')`);
  return readRows<SessionSetting>(
    handle.db,
    sql`select name, setting from pg_settings where source = 'session' order by name`,
  );
}

/** Everything a test could leave changed in a database's definitions, as one comparable text. */
async function readShape(handle: DatabaseHandle): Promise<string> {
  const parts = await Promise.all([
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select table_schema, table_name, column_name, data_type, column_default, is_nullable
          from information_schema.columns
          where table_schema not in ('pg_catalog', 'information_schema')
          order by 1, 2, 3`,
    ),
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select schemaname, indexname, indexdef from pg_indexes
          where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2`,
    ),
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select conrelid::regclass::text as relation, conname, pg_get_constraintdef(oid) as definition
          from pg_constraint where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
          order by 1, 2`,
    ),
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select n.nspname, p.proname, pg_get_function_identity_arguments(p.oid) as arguments
          from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname not in ('pg_catalog', 'information_schema') order by 1, 2, 3`,
    ),
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select tgrelid::regclass::text as relation, tgname from pg_trigger where not tgisinternal order by 1, 2`,
    ),
    readRows<Record<string, unknown>>(
      handle.db,
      sql`select schemaname, sequencename from pg_sequences order by 1, 2`,
    ),
    readSessionSettings(handle),
  ]);
  return JSON.stringify(parts);
}
