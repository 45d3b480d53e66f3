/**
 * View beacons counted once per device (issue 28, decision 044): a reload, with or without the
 * device cookie, counts nothing more that day (Asia/Dhaka's); two people behind one address stay
 * apart by their cookies; one address sending beacons past the limit gets 429.
 */

import { dhakaDay } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/lib/device-cookie';
import { LISTING_VIEW_RATE_LIMIT } from '../src/modules/listing-views/routes';
import { createSeenDevices } from '../src/modules/listing-views/seen-devices';
import { toCookieHeader } from './helpers/accounts';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty } from './helpers/factory';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

let testApp: TestApp;
let listing: TestProperty;

beforeAll(async () => {
  testApp = await buildTestApp();
  listing = await createProperty(testApp.app.db, await createUser(testApp.app.db, { role: 'agent' }));
});

afterAll(async () => {
  await testApp?.close();
});

async function readViews(propertyId: string): Promise<number> {
  await testApp.app.listingViews.flush();
  const [row] = await readRows<{ views: number }>(
    testApp.app.db,
    sql`select coalesce(sum(views), 0)::integer as views from listing_views_daily where property_id = ${propertyId}`,
  );
  return Number(row?.views);
}

function look(propertyId: string, remoteAddress: string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/propertyView/${propertyId}`,
    remoteAddress,
    headers: { 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  });
}

describe('POST /api/propertyView/:id per device', () => {
  it('counts a device once however often it reloads, cookie kept or refused', async () => {
    const first = await look(listing.id, '198.51.100.7');
    expect(first.json()).toEqual({ counted: true });
    const cookie = toCookieHeader(first.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/);
    // Reloads: with the cookie, without it (refused), with it from another address (a phone moving).
    for (const reload of [
      () => look(listing.id, '198.51.100.7', cookie),
      () => look(listing.id, '198.51.100.7'),
      () => look(listing.id, '203.0.113.44', cookie),
    ]) {
      const response = await reload();
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ counted: false });
    }
    expect(await readViews(listing.id)).toBe(1);
  });

  it('counts two devices behind one address with the same browser apart, by their cookies', async () => {
    const other = await createProperty(testApp.app.db, await createUser(testApp.app.db, { role: 'agent' }));
    const firstPerson = await look(other.id, '100.64.0.9');
    const secondCookie = toCookieHeader((await look(listing.id, '100.64.0.10')).headers['set-cookie']);
    const secondPerson = await look(other.id, '100.64.0.9', secondCookie);
    expect(firstPerson.json()).toEqual({ counted: true });
    expect(secondPerson.json()).toEqual({ counted: true });
    expect(await readViews(other.id)).toBe(2);
  });

  it('forgets devices when the day changes in Dhaka (UTC+6), not at UTC midnight', () => {
    expect(dhakaDay(new Date('2025-03-01T17:59:00Z'))).toBe('2025-03-01');
    expect(dhakaDay(new Date('2025-03-01T18:00:00Z'))).toBe('2025-03-02');
    const seen = createSeenDevices();
    const marks = { deviceKey: 'k'.repeat(22), hasCookie: true, address: '198.51.100.1', userAgent: BROWSER };
    expect(seen.isFirstLook('p', marks, new Date('2025-03-01T10:00:00Z'))).toBe(true);
    expect(seen.isFirstLook('p', marks, new Date('2025-03-01T17:59:00Z'))).toBe(false);
    expect(seen.isFirstLook('p', marks, new Date('2025-03-01T18:00:00Z'))).toBe(true);
  });

  it('answers 429 to an address past the beacon limit, and counts nothing more from it', async () => {
    const flooded = await createProperty(testApp.app.db, await createUser(testApp.app.db, { role: 'agent' }));
    const statuses: number[] = [];
    for (let beacon = 0; beacon <= LISTING_VIEW_RATE_LIMIT.max; beacon += 1) {
      statuses.push((await look(flooded.id, '192.0.2.99')).statusCode);
    }
    expect(statuses.slice(0, LISTING_VIEW_RATE_LIMIT.max).every((status) => status === 202)).toBe(true);
    const refused = await look(flooded.id, '192.0.2.99');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await look(flooded.id, '192.0.2.100')).statusCode).toBe(202);
    expect(await readViews(flooded.id)).toBe(2);
  });
});
