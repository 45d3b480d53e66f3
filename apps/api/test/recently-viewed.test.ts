/**
 * Recently viewed listings (decision 038): a signed-in person's list kept on the server, the latest
 * visit first, pruned to RECENTLY_VIEWED_LIMIT, only public listings, each person's own; visitors
 * are refused and nothing is stored for them.
 */
import { propertyListSchema, RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { recentlyViewed } from '../src/db/schema-recently-viewed';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, findUserRow, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agentRow: TestUser;
let buyer: TestAccount;

function db() {
  return testApp.app.db;
}

function recordView(caller: TestAccount | undefined, id: string) {
  return callAs(testApp, caller, 'POST', `/api/recentlyViewed/${id}`);
}

async function readRecentIds(caller: TestAccount): Promise<string[]> {
  const response = await callAs(testApp, caller, 'GET', '/api/recentlyViewed');
  expect(response.statusCode, response.body).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property._id);
}

function findRows(userId: string) {
  return db().select().from(recentlyViewed).where(eq(recentlyViewed.userId, userId));
}

async function createListings(count: number) {
  const listings = [];
  for (let index = 0; index < count; index += 1) listings.push(await createProperty(db(), agentRow));
  return listings;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  const agent = await signUpAccount(testApp, { role: 'agent' });
  agentRow = await findUserRow(db(), agent.id);
  buyer = await signUpAccount(testApp, { name: 'Uma Buyer' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST and GET /api/recentlyViewed', () => {
  it('lists the latest visit first, a listing opened again moving to the top once', async () => {
    const viewer = await signUpAccount(testApp);
    const [a, b, c] = await createListings(3);
    if (!a || !b || !c) throw new Error('listings missing');

    for (const listing of [a, b, c, a]) {
      const response = await recordView(viewer, listing.id);
      expect(response.statusCode, response.body).toBe(200);
      expect(Date.parse(response.json().viewedAt)).not.toBeNaN();
    }

    expect(await readRecentIds(viewer)).toEqual([a.id, c.id, b.id]);
    expect(await findRows(viewer.id)).toHaveLength(3);
  });

  it(`keeps only the latest ${RECENTLY_VIEWED_LIMIT}, dropping the oldest`, async () => {
    const viewer = await signUpAccount(testApp);
    const listings = await createListings(RECENTLY_VIEWED_LIMIT + 2);
    for (const listing of listings) expect((await recordView(viewer, listing.id)).statusCode).toBe(200);

    const rows = await findRows(viewer.id);
    expect(rows).toHaveLength(RECENTLY_VIEWED_LIMIT);
    const kept = listings.slice(2).map((listing) => listing.id);
    expect(rows.map((row) => row.propertyId).sort()).toEqual([...kept].sort());
    expect(await readRecentIds(viewer)).toEqual([...kept].reverse());
  });

  it('records only public listings: a pending one, a fraud agent’s and an unknown id are 404 and stored nowhere', async () => {
    const viewer = await signUpAccount(testApp);
    const pending = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    const fraud = await createUser(db(), { role: 'fraud' });
    const fraudListing = await createProperty(db(), fraud);

    for (const id of [pending.id, fraudListing.id, '7d1c7d1e-0000-4000-8000-000000000000']) {
      const response = await recordView(viewer, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Property not found');
    }
    const malformed = await recordView(viewer, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(await findRows(viewer.id)).toEqual([]);
  });

  it('leaves out a viewed listing once it is no longer public, and forgets a deleted one', async () => {
    const viewer = await signUpAccount(testApp);
    const [hidden, deleted, shown] = await createListings(3);
    if (!hidden || !deleted || !shown) throw new Error('listings missing');
    for (const listing of [hidden, deleted, shown]) await recordView(viewer, listing.id);

    await db().update(properties).set({ verificationStatus: 'rejected' }).where(eq(properties.id, hidden.id));
    await db().delete(properties).where(eq(properties.id, deleted.id));

    expect(await readRecentIds(viewer)).toEqual([shown.id]);
    expect((await findRows(viewer.id)).map((row) => row.propertyId).sort()).toEqual(
      [hidden.id, shown.id].sort(),
    );
  });

  it('shows each person only their own list', async () => {
    const other = await signUpAccount(testApp);
    const [mine, theirs] = await createListings(2);
    if (!mine || !theirs) throw new Error('listings missing');
    await recordView(buyer, mine.id);
    await recordView(other, theirs.id);

    expect(await readRecentIds(buyer)).toEqual([mine.id]);
    expect(await readRecentIds(other)).toEqual([theirs.id]);
  });

  it('refuses a visitor with 401 and stores nothing for them', async () => {
    const [listing] = await createListings(1);
    if (!listing) throw new Error('listing missing');
    const before = await db().select().from(recentlyViewed);

    const post = await recordView(undefined, listing.id);
    const get = await callAs(testApp, undefined, 'GET', '/api/recentlyViewed');

    expect(post.statusCode).toBe(401);
    expect(get.statusCode).toBe(401);
    expect(await db().select().from(recentlyViewed)).toEqual(before);
  });
});
