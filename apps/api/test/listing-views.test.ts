/**
 * Views of a listing (issue 15, decision 039): the property page's beacon is counted in memory and
 * written in batches; crawlers and bad ids count nothing; batches from two flushes (or two instances)
 * add up; what is counted when the server closes is written before the database goes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dhakaDay } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { properties } from '../src/db/schema';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty } from './helpers/factory';
import { createTestDatabase } from './helpers/test-database';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const CRAWLERS = [
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'curl/8.5.0',
];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const isPostgres = process.env.API_TEST_DB === 'postgres';

let testApp: TestApp;
let listing: TestProperty;
let secondListing: TestProperty;

/** Today's views of a listing as the table holds them (the test's own SQL). */
async function readViews(db: Database, propertyId: string): Promise<number> {
  const [row] = await readRows<{ views: number }>(
    db,
    sql`select coalesce(sum(views), 0)::integer as views from listing_views_daily where property_id = ${propertyId}`,
  );
  return Number(row?.views);
}

async function countRows(db: Database): Promise<number> {
  const [row] = await readRows<{ total: number }>(
    db,
    sql`select count(*)::integer as total from listing_views_daily`,
  );
  return Number(row?.total);
}

let devices = 0;

/**
 * One look from a device of its own (its own address, no cookie): one device's reloads count once a
 * day (listing-view-devices.test.ts). `null`: no User-Agent of the test's own (light-my-request then
 * names itself, as a script would).
 */
function sendBeacon(app: TestApp['app'], id: string, userAgent: string | null = BROWSER) {
  devices += 1;
  return app.inject({
    method: 'POST',
    url: `/api/propertyView/${id}`,
    remoteAddress: `10.0.${Math.floor(devices / 250)}.${(devices % 250) + 1}`,
    headers: userAgent === null ? {} : { 'user-agent': userAgent },
  });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const agent = await createUser(testApp.app.db, { role: 'agent' });
  listing = await createProperty(testApp.app.db, agent);
  secondListing = await createProperty(testApp.app.db, agent);
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/propertyView/:id', () => {
  it('counts N looks as N views once the batch is written, and nothing before', async () => {
    const before = await readViews(testApp.app.db, listing.id);
    const dayBefore = dhakaDay();
    for (let look = 0; look < 7; look += 1) {
      const response = await sendBeacon(testApp.app, listing.id);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ counted: true });
    }
    expect(await readViews(testApp.app.db, listing.id)).toBe(before);
    await testApp.app.listingViews.flush();
    expect(await readViews(testApp.app.db, listing.id)).toBe(before + 7);
    const [row] = await readRows<{ day: string }>(
      testApp.app.db,
      sql`select day::text as day from listing_views_daily where property_id = ${listing.id}`,
    );
    // Counted on the day in Dhaka (the day the agents reading the figures live in), not in UTC.
    expect([dayBefore, dhakaDay()]).toContain(row?.day);
  });

  it('adds a later batch to the day already written', async () => {
    const before = await readViews(testApp.app.db, listing.id);
    await sendBeacon(testApp.app, listing.id);
    await sendBeacon(testApp.app, listing.id);
    await testApp.app.listingViews.flush();
    await sendBeacon(testApp.app, listing.id);
    await testApp.app.listingViews.flush();
    expect(await readViews(testApp.app.db, listing.id)).toBe(before + 3);
  });

  it("does not count crawlers' user agents, nor a request without one", async () => {
    const before = await readViews(testApp.app.db, secondListing.id);
    for (const userAgent of [...CRAWLERS, null, '']) {
      const response = await sendBeacon(testApp.app, secondListing.id, userAgent);
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ counted: false });
    }
    await testApp.app.listingViews.flush();
    expect(await readViews(testApp.app.db, secondListing.id)).toBe(before);
  });

  it('refuses a malformed id (400), an unknown or unpublished listing (404), and counts nothing', async () => {
    const agent = await createUser(testApp.app.db, { role: 'agent' });
    const pending = await createProperty(testApp.app.db, agent, { verificationStatus: 'pending' });
    const flagged = await createUser(testApp.app.db, { role: 'fraud' });
    const hidden = await createProperty(testApp.app.db, flagged);
    const rowsBefore = await countRows(testApp.app.db);
    const malformed = await sendBeacon(testApp.app, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/id/i);
    for (const id of [UNKNOWN_ID, pending.id, hidden.id]) {
      const response = await sendBeacon(testApp.app, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Property not found');
    }
    await testApp.app.listingViews.flush();
    expect(await countRows(testApp.app.db)).toBe(rowsBefore);
  });

  it('writes the rest of a batch when one of its listings was deleted after it was counted', async () => {
    const agent = await createUser(testApp.app.db, { role: 'agent' });
    const doomed = await createProperty(testApp.app.db, agent);
    const before = await readViews(testApp.app.db, secondListing.id);
    await sendBeacon(testApp.app, doomed.id);
    await sendBeacon(testApp.app, secondListing.id);
    await testApp.app.db.delete(properties).where(sql`${properties.id} = ${doomed.id}`);
    await testApp.app.listingViews.flush();
    expect(await readViews(testApp.app.db, secondListing.id)).toBe(before + 1);
    expect(await readViews(testApp.app.db, doomed.id)).toBe(0);
  });

  it.runIf(isPostgres)('adds up the batches of two instances on one database', async () => {
    const second = await buildApp(testApp.config);
    try {
      const before = await readViews(testApp.app.db, listing.id);
      await sendBeacon(testApp.app, listing.id);
      await sendBeacon(second, listing.id);
      await sendBeacon(second, listing.id);
      await Promise.all([testApp.app.listingViews.flush(), second.listingViews.flush()]);
      expect(await readViews(testApp.app.db, listing.id)).toBe(before + 3);
    } finally {
      await second.close();
    }
  });
});

describe('closing the server', () => {
  it('writes the views counted since the last batch before the database closes', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-views-'));
    // PGlite in the data folder (no DATABASE_URL), or a PostgreSQL database of its own.
    const database = isPostgres ? await createTestDatabase() : null;
    const location = database?.url ?? join(dataDir, 'pg');
    try {
      const app = await buildApp(
        loadConfig({
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          ...(database ? { DATABASE_URL: database.url } : {}),
          DEMO: 'false',
          LOG_LEVEL: 'silent',
          WEB_DIST_DIR: join(dataDir, 'no-web-build'),
        }),
      );
      const agent = await createUser(app.db, { role: 'agent' });
      const looked = await createProperty(app.db, agent);
      for (let look = 0; look < 4; look += 1) await sendBeacon(app, looked.id);
      await app.close();

      const reopened = await openDatabase(location);
      try {
        expect(await readViews(reopened.db, looked.id)).toBe(4);
      } finally {
        await reopened.close();
      }
    } finally {
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
