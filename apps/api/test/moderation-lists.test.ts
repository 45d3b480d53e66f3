/**
 * The admin's two tables: every listing (pending first, then newest) and the public listings
 * for advertising (advertised first, then newest), paged, with their counts in headers.
 */
import { DEFAULT_PAGE_SIZE, propertyListSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let admin: TestAccount;
/** Every listing, in the order Manage Properties shows them. */
const reviewOrder: TestProperty[] = [];
/** The public listings, in the order Advertise Property shows them. */
const advertiseOrder: TestProperty[] = [];
const totalCountHeader = TOTAL_COUNT_HEADER.toLowerCase();
const advertisedCountHeader = 'x-advertised-count';

function get(url: string, caller: TestAccount = admin) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
}

async function listIds(url: string) {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property._id);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  admin = await signUpAccount(testApp, { role: 'admin' });
  const agent = await createUser(db, { role: 'agent' });
  const flagged = await createUser(db, { role: 'agent' });
  const at = (minutes: number) => ({ addedAt: minutesAgo(minutes) });

  const pendingNew = await createProperty(db, agent, { verificationStatus: 'pending', ...at(5) });
  const pendingOld = await createProperty(db, agent, { verificationStatus: 'pending', ...at(500) });
  const rejected = await createProperty(db, agent, { verificationStatus: 'rejected', ...at(1) });
  const advertisedOld = await createProperty(db, agent, { advertiseStatus: 'advertise', ...at(400) });
  const advertisedNew = await createProperty(db, agent, { advertiseStatus: 'advertise', ...at(300) });
  // A fraud agent's listing stays on Manage Properties but is not public; its stale
  // advertise flag still counts as a taken slot.
  const fraudListing = await createProperty(db, flagged, { advertiseStatus: 'advertise', ...at(2) });
  await db.update(user).set({ role: 'fraud' }).where(eq(user.id, flagged.id));
  const verified: TestProperty[] = [];
  for (let index = 0; index < 10; index++) {
    verified.push(await createProperty(db, agent, at(10 + index * 10)));
  }

  reviewOrder.push(
    pendingNew,
    pendingOld,
    ...[rejected, fraudListing, ...verified, advertisedNew, advertisedOld].sort(
      (a, b) => b.addedAt.getTime() - a.addedAt.getTime(),
    ),
  );
  advertiseOrder.push(advertisedNew, advertisedOld, ...verified);
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getProperties', () => {
  it('shows pending listings first, then every other listing newest first, 12 per page by default', async () => {
    const response = await get('/api/getProperties');
    expect(response.statusCode).toBe(200);
    expect(response.headers[totalCountHeader]).toBe(String(reviewOrder.length));
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    expect(ids).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(ids).toEqual(reviewOrder.slice(0, DEFAULT_PAGE_SIZE).map((property) => property.id));
    expect(response.json()[0].propertyVerificationStatus).toBe('pending');
  });

  it('pages through every listing exactly once', async () => {
    const pages = [
      ...(await listIds('/api/getProperties?page=1&limit=5')),
      ...(await listIds('/api/getProperties?page=2&limit=5')),
      ...(await listIds('/api/getProperties?page=3&limit=5')),
      ...(await listIds('/api/getProperties?page=4&limit=5')),
    ];
    expect(pages).toEqual(reviewOrder.map((property) => property.id));
    expect(await listIds('/api/getProperties?page=9&limit=5')).toEqual([]);
  });

  it('answers up to 100 per page', async () => {
    const response = await get('/api/getProperties?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(reviewOrder.length);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be at least 1'],
    ['page=0', 'page must be at least 1'],
    ['limit=ten', 'limit must be a number'],
    ['page=1.5', 'page must be a whole number'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await get(`/api/getProperties?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});

describe('GET /api/getVerifiedProperty', () => {
  it('shows public listings only, advertised first then newest, with both counts in headers', async () => {
    const response = await get('/api/getVerifiedProperty?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.headers[totalCountHeader]).toBe(String(advertiseOrder.length));
    // Every advertised row holds a slot, the fraud agent's hidden one included.
    expect(response.headers[advertisedCountHeader]).toBe('3');
    const list = propertyListSchema.parse(response.json());
    expect(list.map((property) => property._id)).toEqual(advertiseOrder.map((property) => property.id));
    expect(list.every((property) => property.propertyVerificationStatus === 'verified')).toBe(true);
    expect(list.slice(0, 2).map((property) => property.advertiseStatus)).toEqual(['advertise', 'advertise']);
  });

  it('pages with the same order and counts', async () => {
    const response = await get('/api/getVerifiedProperty?page=2&limit=4');
    expect(response.statusCode).toBe(200);
    expect(response.headers[totalCountHeader]).toBe(String(advertiseOrder.length));
    expect(response.headers[advertisedCountHeader]).toBe('3');
    expect(propertyListSchema.parse(response.json()).map((property) => property._id)).toEqual(
      advertiseOrder.slice(4, 8).map((property) => property.id),
    );
  });

  it('refuses a limit over 100 with 400', async () => {
    const response = await get('/api/getVerifiedProperty?limit=500');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('limit must be at most 100');
  });
});
