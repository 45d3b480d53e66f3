/**
 * Two API instances on one PostgreSQL database (decision 037): one event, both instances run
 * the waiting alert jobs and deliver at once, and the buyer gets one notification and one mail.
 * PGlite is one process's database, so this runs with API_TEST_DB=postgres only.
 */

import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { notifications } from '../src/db/schema';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser } from './helpers/factory';
import { LISTING_ALERT_JOB, saveSearch, verifyListing } from './helpers/saved-search-alerts';

const isPostgres = process.env.API_TEST_DB === 'postgres';

let first: TestApp;
let second: FastifyInstance;
let admin: TestAccount;
let buyer: TestAccount;

beforeAll(async () => {
  if (!isPostgres) return;
  first = await buildTestApp();
  // The same configuration: the same database, and the same demo outbox to count the mail in.
  second = await buildApp(first.config);
  await second.ready();
  admin = await signUpAccount(first, { role: 'admin' });
  buyer = await signUpAccount(first, { name: 'Rahim Buyer' });
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe.runIf(isPostgres)('two instances, one database', () => {
  it('one event: one notification and one mail, whichever instance runs the job', async () => {
    await saveSearch(first, buyer, { upazila: 'Dohar' });
    const agent = await createUser(first.app.db, { role: 'agent' });
    const listing = await createProperty(first.app.db, agent, {
      verificationStatus: 'pending',
      upozila: 'Dohar',
    });
    await verifyListing(first, admin, listing.id);
    const ran = await Promise.all([
      first.app.jobs.drain(LISTING_ALERT_JOB),
      second.jobs.drain(LISTING_ALERT_JOB),
    ]);
    expect(ran.sort()).toEqual([0, 1]);
    await Promise.all([first.app.notifications.deliverNow(), second.notifications.deliverNow()]);
    const rows = await first.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'saved_search_match')));
    expect(rows).toHaveLength(1);
    const mails = (await readOutboxMessages(first.config.dataDir)).filter((mail) => mail.to === buyer.email);
    expect(mails).toHaveLength(1);
  });
});
