/**
 * The sweep of overdue deals runs when the app starts (decision 017): an accepted offer whose
 * payment window closed while the server was down is ended before the first request.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { offers } from '../src/db/schema';
import { createOffer, createProperty, createUser } from './helpers/factory';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-api-test-'));

/** The real app on one database that outlives it: PostgreSQL's test database, or PGlite in DATA_DIR. */
function startApp() {
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      ...(database?.url === 'memory://' ? {} : { DATABASE_URL: database?.url }),
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    }),
  );
}

afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

it('ends at start-up an accepted offer whose window closed while the server was down', async () => {
  database = await createTestDatabase();
  const first = await startApp();
  await first.ready();
  const agent = await createUser(first.db, { role: 'agent' });
  const buyer = await createUser(first.db);
  const property = await createProperty(first.db, agent);
  const offer = await createOffer(first.db, { property, agent, buyer, status: 'accepted' });
  await first.db
    .update(offers)
    .set({ paymentDueAt: new Date(Date.now() - 60_000) })
    .where(eq(offers.id, offer.id));
  await first.close();

  const second = await startApp();
  try {
    await second.ready();
    const [row] = await second.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(row).toMatchObject({ status: 'rejected', endReason: 'payment-overdue', paymentDueAt: null });
  } finally {
    await second.close();
  }
});
