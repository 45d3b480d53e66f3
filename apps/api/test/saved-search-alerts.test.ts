/**
 * Saved-search alerts (issue 15, decision 037): instant, daily digest and off; the bell and the
 * mail with each listing's link and a one-click unsubscribe; a price cut; never the same listing
 * twice for the same saved search and reason, also when the job runs twice or in two workers at
 * once. The jobs are run by calling the queue (no worker polls under test) and the digest is
 * given its time: no test waits for a clock.
 */
import type { AppNotification } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { runDailyDigest } from '../src/modules/saved-searches/alert-service';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty, type TestUser } from './helpers/factory';
import {
  DAILY_DIGEST_JOB,
  LISTING_ALERT_JOB,
  matchedListingIds,
  runAlertJobs,
  saveSearch,
  verifyListing,
} from './helpers/saved-search-alerts';

let testApp: TestApp;
let admin: TestAccount;
let agentAccount: TestAccount;
let agent: TestUser;
let place = 0;

/** Each test its own upazila, so a saved search hears only about that test's listings. */
const UPAZILAS = ['Dhamrai', 'Dohar', 'Keraniganj', 'Nawabganj', 'Savar', 'Kaliakair', 'Kapasia', 'Sreepur'];
function nextUpazila(): { district: string; upozila: string } {
  const upozila = UPAZILAS[place % UPAZILAS.length] ?? 'Savar';
  place += 1;
  const district = ['Kaliakair', 'Kapasia', 'Sreepur'].includes(upozila) ? 'Gazipur' : 'Dhaka';
  return { district, upozila };
}

function pendingListing(
  where: { district: string; upozila: string },
  fields: Parameters<typeof createProperty>[2] = {},
) {
  return createProperty(testApp.app.db, agent, { verificationStatus: 'pending', ...where, ...fields });
}

async function bellOf(account: TestAccount): Promise<AppNotification[]> {
  const response = await callAs(testApp, account, 'GET', '/api/notifications?limit=50');
  expect(response.statusCode).toBe(200);
  return (response.json().items as AppNotification[]).filter((item) => item.kind === 'saved_search_match');
}

async function mailsTo(email: string) {
  await testApp.app.notifications.deliverNow();
  return (await readOutboxMessages(testApp.config.dataDir)).filter((mail) => mail.to === email);
}

async function alertNotificationCount(userId: string): Promise<number> {
  const rows = await testApp.app.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search_match')));
  return rows.length;
}

async function cutPrice(listing: TestProperty, minPrice: number, maxPrice: number) {
  const response = await callAs(testApp, agentAccount, 'PATCH', `/api/updateProperty/${listing.id}`, {
    propertyImage: '/uploads/images/lake-view_1.webp',
    propertyTitle: listing.title,
    propertyLocation: listing.location,
    minPrice,
    maxPrice,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  agentAccount = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  agent = await findUserRow(testApp.app.db, agentAccount.id);
});

afterAll(async () => {
  await testApp?.close();
});

describe('instant', () => {
  it('a verified match: one bell notification and one mail with its link and a one-click unsubscribe', async () => {
    const buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
    const where = nextUpazila();
    await saveSearch(testApp, buyer, { upazila: where.upozila }, { name: 'Near work' });
    const listing = await pendingListing(where, {
      title: 'Riverside Flat',
      minPrice: 25_000,
      maxPrice: 25_000,
      listedFor: 'For Rent',
    });
    await verifyListing(testApp, admin, listing.id);
    // Nothing before the job runs: the alert is the job's.
    expect(await bellOf(buyer)).toEqual([]);
    expect(await runAlertJobs(testApp)).toBeGreaterThanOrEqual(1);

    const [notification, ...more] = await bellOf(buyer);
    expect(more).toEqual([]);
    expect(notification).toMatchObject({
      title: 'New listing for “Near work”: Riverside Flat',
      link: `/propertyDetail/${listing.id}`,
      read: false,
    });
    const mails = await mailsTo(buyer.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('New listing for “Near work”: Riverside Flat');
    expect(mail?.text).toContain('- Riverside Flat, ');
    expect(mail?.text).toContain('৳ 25,000/month');
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/propertyDetail/${listing.id}`);
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/unsubscribe?token=`);
  });

  it('a price cut alerts again (once per reason); a raise does not', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    const saved = await saveSearch(testApp, buyer, { upazila: where.upozila }, { name: 'Cheap' });
    const listing = await pendingListing(where, {
      title: 'Hill View Duplex',
      minPrice: 200_000,
      maxPrice: 250_000,
    });
    await verifyListing(testApp, admin, listing.id);
    await runAlertJobs(testApp);
    await cutPrice(listing, 210_000, 260_000);
    expect(await runAlertJobs(testApp)).toBe(0);
    await cutPrice(listing, 180_000, 240_000);
    await runAlertJobs(testApp);
    await cutPrice(listing, 170_000, 230_000);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, saved._id, 'price_cut')).toEqual([listing.id]);
    const titles = (await bellOf(buyer)).map((item) => item.title);
    expect(titles.sort()).toEqual([
      'New listing for “Cheap”: Hill View Duplex',
      'Price cut on Hill View Duplex, a match for “Cheap”',
    ]);
  });

  it('a cut that brings a listing within the budget is a match for the first time', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    const saved = await saveSearch(testApp, buyer, { upazila: where.upozila, maxPrice: '150000' });
    const listing = await pendingListing(where, { minPrice: 160_000, maxPrice: 180_000 });
    await verifyListing(testApp, admin, listing.id);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, saved._id)).toEqual([]);
    await cutPrice(listing, 140_000, 170_000);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, saved._id, 'price_cut')).toEqual([listing.id]);
  });
});

describe('never twice', () => {
  it('the same event run again, or by two workers at once, adds no notification and no mail', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    await saveSearch(testApp, buyer, { upazila: where.upozila });
    const listing = await pendingListing(where);
    await verifyListing(testApp, admin, listing.id);
    // The same event sent twice more, as a retry after a lost answer would.
    await testApp.app.jobs.send(LISTING_ALERT_JOB, { propertyId: listing.id, reason: 'listed' });
    await testApp.app.jobs.send(LISTING_ALERT_JOB, { propertyId: listing.id, reason: 'listed' });
    const ran = await Promise.all([runAlertJobs(testApp), runAlertJobs(testApp)]);
    expect(ran[0] + ran[1]).toBeGreaterThanOrEqual(3);
    expect(await alertNotificationCount(buyer.id)).toBe(1);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });
});

describe('daily digest', () => {
  it('tells nothing at once, then one notification for the day, then nothing until the next day', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    await saveSearch(testApp, buyer, { upazila: where.upozila }, { name: 'Weekend homes', alert: 'daily' });
    const first = await pendingListing(where, { title: 'Garden Villa' });
    const second = await pendingListing(where, { title: 'Corner Studio' });
    await verifyListing(testApp, admin, first.id);
    await verifyListing(testApp, admin, second.id);
    await runAlertJobs(testApp);
    expect(await bellOf(buyer)).toEqual([]);

    const morning = new Date(Date.now() + 60_000);
    await runDailyDigest(testApp.app.db, morning);
    const [digest, ...more] = await bellOf(buyer);
    expect(more).toEqual([]);
    expect(digest?.title).toBe('2 listings match “Weekend homes” today');
    expect(digest?.body).toContain('Garden Villa');
    expect(digest?.link).toBe(`/allProperties?upazila=${encodeURIComponent(where.upozila)}`);
    const [mail] = await mailsTo(buyer.email);
    expect(mail?.text).toContain(`/propertyDetail/${first.id}`);
    expect(mail?.text).toContain(`/propertyDetail/${second.id}`);

    // A new match the same day waits for tomorrow's digest.
    const third = await pendingListing(where, { title: 'Late Flat' });
    await verifyListing(testApp, admin, third.id);
    await runAlertJobs(testApp);
    await runDailyDigest(testApp.app.db, new Date(morning.getTime() + 3_600_000));
    expect(await bellOf(buyer)).toHaveLength(1);
    await runDailyDigest(testApp.app.db, new Date(morning.getTime() + 24 * 3_600_000));
    const bell = await bellOf(buyer);
    expect(bell).toHaveLength(2);
    expect(bell[0]?.title).toBe('1 listing matches “Weekend homes” today');
    expect(bell[0]?.body).toBe('Late Flat');
    // Nothing new: no digest.
    await runDailyDigest(testApp.app.db, new Date(morning.getTime() + 48 * 3_600_000));
    expect(await bellOf(buyer)).toHaveLength(2);
  });

  it('runs as a job of the queue too', async () => {
    await testApp.app.jobs.send(DAILY_DIGEST_JOB, {});
    expect(await testApp.app.jobs.drain(DAILY_DIGEST_JOB)).toBe(1);
  });
});

describe('off, and the unsubscribe link', () => {
  it('off records and tells nothing; switched back on, new matches alert again', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    const saved = await saveSearch(testApp, buyer, { upazila: where.upozila }, { alert: 'off' });
    const quiet = await pendingListing(where);
    await verifyListing(testApp, admin, quiet.id);
    await runAlertJobs(testApp);
    await runDailyDigest(testApp.app.db, new Date(Date.now() + 60_000));
    expect(await bellOf(buyer)).toEqual([]);
    expect(await matchedListingIds(testApp, saved._id)).toEqual([]);
    await callAs(testApp, buyer, 'PATCH', `/api/savedSearches/${saved._id}`, { alert: 'instant' });
    const heard = await pendingListing(where);
    await verifyListing(testApp, admin, heard.id);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, saved._id)).toEqual([heard.id]);
  });

  it('the mail’s one-click unsubscribe stops these mails; the bell still tells', async () => {
    const buyer = await signUpAccount(testApp);
    const where = nextUpazila();
    await saveSearch(testApp, buyer, { upazila: where.upozila });
    const first = await pendingListing(where);
    await verifyListing(testApp, admin, first.id);
    await runAlertJobs(testApp);
    const [mail] = await mailsTo(buyer.email);
    const token = /\/unsubscribe\?token=([^\s]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const done = await testApp.app.inject({
      method: 'POST',
      url: `/api/notifications/unsubscribe?token=${token}`,
    });
    expect(done.json()).toEqual({ kind: 'saved_search_match', label: 'New listings for my saved searches' });

    const second = await pendingListing(where);
    await verifyListing(testApp, admin, second.id);
    await runAlertJobs(testApp);
    expect(await bellOf(buyer)).toHaveLength(2);
    expect(await mailsTo(buyer.email)).toHaveLength(1);
  });
});
