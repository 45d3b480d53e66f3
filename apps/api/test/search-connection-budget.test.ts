/**
 * Searches get a share of the pool, never all of it (decision 067). Another session holds an exclusive
 * lock on the listings table, so every search waits inside PostgreSQL with its connection checked out
 * (the statement timeout is off here: nothing frees them but the lock). Only SEARCH_CONNECTIONS of them
 * reach the database; a search past the budget answers 503 SEARCH_BUSY once it has waited its turn; and
 * a request that is not a search still gets a connection and answers while the searches wait. Without
 * the budget the waiting searches would hold all ten connections and the readiness check would wait
 * with them. PostgreSQL only: PGlite is one session.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { API_MESSAGES } from '../src/lib/app-error';
import { SEARCH_CONNECTIONS } from '../src/modules/properties/routes';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = process.env.API_TEST_DB === 'postgres';

describe.runIf(onPostgres)('the search connection budget', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let locker: pg.Client;
  let observer: pg.Client;
  const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-search-budget-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    app = await buildApp(config);
    await app.ready();
    locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    // Another session's view: inside the locker's transaction pg_stat_activity is read once and kept.
    observer = new pg.Client({ connectionString: database.url });
    await observer.connect();
  }, 60_000);

  afterAll(async () => {
    await locker?.end().catch(() => undefined);
    await observer?.end().catch(() => undefined);
    await app?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Sessions of the app's pool waiting for the listings table's lock. */
  async function countWaitingOnLock(): Promise<number> {
    const { rows } = await observer.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.waiting ?? 0;
  }

  it('lets only its share of searches hold connections, refuses the rest in time, and leaves the others free', async () => {
    await locker.query('begin');
    await locker.query('lock table properties in access exclusive mode');
    const searches = Array.from({ length: SEARCH_CONNECTIONS }, (_, index) =>
      app.inject({ url: `/api/getVerifiedProperties?page=1&limit=5&search=flat${index}` }),
    );
    await vi.waitFor(async () => expect(await countWaitingOnLock()).toBe(SEARCH_CONNECTIONS), {
      timeout: 30_000,
      interval: 50,
    });

    // Past the budget: a list search and a map search wait their turn, then are refused with a reason.
    const [listPastBudget, mapPastBudget] = await Promise.all([
      app.inject({ url: '/api/getVerifiedProperties?page=1&limit=5' }),
      app.inject({ url: '/api/searchMap?listedFor=For%20Rent' }),
    ]);
    for (const refused of [listPastBudget, mapPastBudget]) {
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toEqual({
        statusCode: 503,
        code: 'SEARCH_BUSY',
        message: API_MESSAGES.searchBusy,
      });
    }
    expect(await countWaitingOnLock()).toBe(SEARCH_CONNECTIONS);

    // Every other request still finds a connection while the searches wait.
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);

    await locker.query('commit');
    for (const answered of await Promise.all(searches)) expect(answered.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/getVerifiedProperties?page=1&limit=5' })).statusCode).toBe(200);
  });
});
