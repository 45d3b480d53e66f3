/**
 * PostgreSQL blinks (issue 28, decision 050): a connection the server ends (57P01, what a restart or
 * pg_terminate_backend sends) while a transaction holds it fails that transaction and nothing else; the
 * process lives on. While the server is gone, or answers nothing, a request that needs it gets 503
 * DATABASE_UNAVAILABLE, naming the database, within the connect timeout; once it is back the same
 * instance answers again. The database sits behind a TCP proxy the test breaks. PostgreSQL only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { isDatabaseUnavailable } from '../src/db/connection-errors';
import { API_MESSAGES } from '../src/lib/app-error';
import { type FaultProxy, startFaultProxy } from './helpers/fault-proxy';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const onPostgres = process.env.API_TEST_DB === 'postgres';

describe.runIf(onPostgres)('PostgreSQL going away and coming back', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-db-outage-'));

  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.url);
    proxy = await startFaultProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(database.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: proxied.toString(),
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    });
    app = await buildApp(config, {
      database: openDatabase(config.databaseLocation, { connectTimeoutMs: 500 }),
    });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await proxy?.restore();
    await app?.close();
    await proxy?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const search = () => app.inject({ url: '/api/getVerifiedProperties?page=1&limit=5' });
  const unavailable = {
    statusCode: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: API_MESSAGES.databaseUnavailable,
  };

  it('fails only the transaction whose connection the server ends, and answers the next request', async () => {
    expect((await search()).statusCode).toBe(200);
    let holding: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    let terminate: () => void = () => {};
    const terminated = new Promise<void>((resolve) => {
      terminate = resolve;
    });
    let transactionPid = 0;
    const transaction = app.db.transaction(async (tx) => {
      const result = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      const rows = (Array.isArray(result) ? result : (result as { rows: { pid: number }[] }).rows) as {
        pid: number;
      }[];
      transactionPid = Number(rows[0]?.pid);
      holding();
      await terminated;
      await tx.execute(sql`select 1`);
    });
    const outcome = transaction.then(
      () => null,
      (error: unknown) => error,
    );
    await held;
    // Checked out, idle in its transaction: the server ends that connection (57P01), as a restart does to
    // each; only that one, so the pool's other connections answer the next request.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query('select pg_terminate_backend($1) as ended', [transactionPid]);
      expect(rows).toEqual([{ ended: true }]);
    } finally {
      await admin.end();
    }
    terminate();
    const error = await outcome;
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect((await search()).statusCode).toBe(200);
  });

  it('answers 503 naming the database while it refuses connections, then recovers', async () => {
    await proxy.cut();
    const refused = await search();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(unavailable);
    // Better Auth answers a failed query 500 of its own: the sign-in route says it is the database too.
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://localhost:3000' },
      payload: { email: 'anybody@example.test', password: 'Whatever@123' },
    });
    expect(signIn.statusCode, signIn.body).toBe(503);
    expect(signIn.json()).toEqual(unavailable);
    await proxy.restore();
    expect((await search()).statusCode).toBe(200);
  });

  it('answers 503 within the connect timeout while the database answers nothing, then recovers', async () => {
    await proxy.blackhole();
    const silent = await search();
    expect(silent.statusCode).toBe(503);
    expect(silent.json()).toEqual(unavailable);
    await proxy.restore();
    expect((await search()).statusCode).toBe(200);
  });
});
