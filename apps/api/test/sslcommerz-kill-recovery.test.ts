/**
 * Issue 29's "kill -9 between the gateway's answer and our write (on restart, the payment is
 * recovered, exactly once)", on PostgreSQL (decision 064). The real server runs as a child process
 * against the fake SSLCommerz on loopback. A signed IPN arrives; SSLCommerz's validation API answers
 * VALID (from then on the gateway calls the payment VALIDATED); the test holds the offer's row lock,
 * so the server is seen waiting to write (pg_stat_activity) with the answer in hand, and is killed
 * with SIGKILL there. Nothing was written. Started again on the same database, the server queues its
 * recovery at start, which finds the payment open and paid and books the offer: one paid payment,
 * one receipt, one notification, and a replayed IPN changes nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { notifications, offers, payments } from '../src/db/schema';
import { signUpOverHttp } from './helpers/accounts';
import { createAcceptedOffer } from './helpers/factory';
import { type FakeSslcommerz, startFakeSslcommerz } from './helpers/fake-sslcommerz';
import { findFreePort } from './helpers/free-port';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { watchOutput } from './helpers/watch-output';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const STORE = { id: 'nestlane_kill_store', password: 'nestlane_kill_store@ssl' };
const cleanups: (() => Promise<unknown> | unknown)[] = [];

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The real server (src/server.ts, Node with tsx's loader: one process, so SIGKILL reaches it). */
function startServer(env: Record<string, string>): {
  child: ChildProcess;
  log: ReturnType<typeof watchOutput>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  });
  cleanups.push(() => child.kill('SIGKILL'));
  return { child, log: watchOutput(child) };
}

/** Until `check` holds: polled while the server works, bounded by the test's own timeout. */
async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Whether another connection to the test's database matches `where` (pg_stat_activity). */
async function hasBackend(watcher: pg.Client, where: string): Promise<boolean> {
  const { rows } = await watcher.query(
    `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
  );
  return rows.length > 0;
}

describe.skipIf(process.env.API_TEST_DB !== 'postgres')('kill -9 between the gateway and our write', () => {
  it('on restart the payment is recovered, exactly once', async () => {
    const database: TestDatabase = await createTestDatabase();
    cleanups.push(() => database.drop());
    const fake: FakeSslcommerz = await startFakeSslcommerz(STORE);
    cleanups.push(() => fake.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
      DEMO: 'false',
      LOG_LEVEL: 'info',
      // The write waits on the test's row lock for as long as the test takes to see it: not cancelled.
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      SSLCOMMERZ_STORE_ID: STORE.id,
      SSLCOMMERZ_STORE_PASSWORD: STORE.password,
      SSLCOMMERZ_API_BASE_URL: fake.url,
    };

    const first = startServer(env);
    await first.log.waitFor(/Nestlane is running/);
    const handle: DatabaseHandle = await openDatabase(database.url);
    cleanups.push(() => handle.close());
    const { db } = handle;

    // A buyer (signed up through the server), an accepted offer, its SSLCommerz session opened.
    const buyer = await signUpOverHttp(origin, { name: 'Killed Buyer', email: 'killed.buyer@example.test' });
    const { offer, agent } = await createAcceptedOffer(db, buyer, 130_000);
    const opened = await fetch(`${origin}/api/createPaymentIntent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie: buyer.cookie },
      body: JSON.stringify({ offerId: offer.id }),
    });
    expect(opened.status).toBe(200);
    const [opening] = await db.select().from(payments).where(eq(payments.offerId, offer.id));
    expect(opening).toMatchObject({ provider: 'sslcommerz', status: 'open' });
    const tranId = opening?.intentId ?? '';

    // The buyer pays; the test holds the offer's row, so the server's write must wait for it.
    const ipn = fake.pay(tranId);
    const holder = new pg.Client({ connectionString: database.url });
    // Outside any transaction: pg_stat_activity is read once per transaction.
    const watcher = new pg.Client({ connectionString: database.url });
    await Promise.all([holder.connect(), watcher.connect()]);
    cleanups.push(
      () => holder.end(),
      () => watcher.end(),
    );
    await holder.query('begin');
    await holder.query('select id from offers where id = $1 for update', [offer.id]);
    const sent = fetch(`${origin}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ipn).toString(),
    }).then(
      (answer) => answer.status,
      () => 'connection lost',
    );

    // The gateway has answered (the validation was asked) and the server waits to write: kill -9.
    await until(() =>
      hasBackend(watcher, `wait_event_type = 'Lock' and query ilike '%from "offers"%for update%'`),
    );
    const validations = fake.requests.filter((request) => request.query.val_id === ipn.val_id);
    expect(validations).toHaveLength(1);
    const exited = new Promise((resolve) => first.child.once('exit', (_code, signal) => resolve(signal)));
    first.child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await sent).toBe('connection lost');
    await holder.query('rollback');
    // The dead server's transaction never committed (its backend gone, once it finds its client
    // gone): the payment is open, the offer accepted.
    await until(async () => !(await hasBackend(watcher, 'xact_start is not null')));
    expect(await db.select().from(payments).where(eq(payments.offerId, offer.id))).toMatchObject([
      { status: 'open', receiptNumber: null },
    ]);
    expect(await db.select().from(offers).where(eq(offers.id, offer.id))).toMatchObject([
      { status: 'accepted' },
    ]);

    // Started again on the same database: the run queued at start recovers it.
    const second = startServer(env);
    await second.log.waitFor(/Nestlane is running/);
    await second.log.waitFor(/"bought":1[^\n]*sslcommerz payments recovered/);
    const [paid] = await db.select().from(payments).where(eq(payments.offerId, offer.id));
    expect(paid).toMatchObject({
      status: 'succeeded',
      method: 'bKash',
      receiptNumber: expect.stringMatching(/^NL-/),
    });
    expect(await db.select().from(offers).where(eq(offers.id, offer.id))).toMatchObject([
      { status: 'bought', transactionId: tranId, payment: 'completed' },
    ]);

    // SSLCommerz retries the IPN the dead server never answered: already recorded, nothing more.
    const replay = await fetch(`${origin}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ipn).toString(),
    });
    expect(replay.status).toBe(200);
    expect(await db.select().from(payments).where(eq(payments.offerId, offer.id))).toMatchObject([
      { status: 'succeeded', receiptNumber: paid?.receiptNumber },
    ]);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'payment_received')));
    expect(told).toHaveLength(1);
  }, 180_000);
});
