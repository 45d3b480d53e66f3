/**
 * A buyer's wish-list through HTTP with real sessions: only buyers keep one (the spec's words
 * for visitors, agents and admins), only public listings can be wished, wishing twice keeps
 * one item, and each person sees, opens and deletes only their own items.
 */

import { IDENTITY_MESSAGES, MESSAGES, wishlistItemListSchema, wishlistItemSchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, user, wishlistItems } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  createProperty,
  createUser,
  createWishlistItem,
  findUserRow,
  minutesAgo,
  type TestProperty,
  type TestUser,
} from './helpers/factory';
import { snapshotWishlist } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let secondBuyer: TestAccount;
let fraud: TestAccount;
let agent: TestAccount;
let agentRow: TestUser;
let listing: TestProperty;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const agentPhoto = '/uploads/images/agent-face.webp';

function db() {
  return testApp.app.db;
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  caller?: TestAccount,
  payload?: Record<string, unknown>,
) {
  return callAs(testApp, caller, method, url, payload);
}

function addToWishlist(caller: TestAccount | undefined, payload: Record<string, unknown>) {
  return call('POST', '/api/addToWishlist', caller, payload);
}

function getWishlist(caller: TestAccount, email = caller.email) {
  return call('GET', `/api/getWishlist?email=${encodeURIComponent(email)}`, caller);
}

async function findWishes(account: Pick<TestAccount, 'id'>, property: TestProperty) {
  return db()
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, account.id))
    .then((rows) => rows.filter((row) => row.propertyId === property.id));
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  secondBuyer = await signUpAccount(testApp, { role: 'user', name: 'Rafi Buyer' });
  fraud = await signUpAccount(testApp, { role: 'fraud', name: 'Farid Fraud' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  await db().update(user).set({ photo: agentPhoto }).where(eq(user.id, agent.id));
  agentRow = await findUserRow(db(), agent.id);
  listing = await createProperty(db(), agentRow, {
    title: 'Lake View Flat',
    minPrice: 150000,
    maxPrice: 200000,
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may use the wish-list', () => {
  let wish: { id: string };

  beforeAll(async () => {
    const wished = await createProperty(db(), agentRow);
    wish = await createWishlistItem(db(), { property: wished, user: buyer });
  });

  const calls = () => [
    { method: 'POST' as const, url: '/api/addToWishlist', payload: { propertyId: listing.id } },
    { method: 'GET' as const, url: `/api/getWishlist?email=${encodeURIComponent(buyer.email)}` },
    { method: 'GET' as const, url: `/api/getWish/${wish.id}` },
    { method: 'DELETE' as const, url: `/api/delete-wish/${wish.id}` },
  ];

  it("asks a visitor to sign in (401, 'Sign In To Add To Wishlist') and changes nothing", async () => {
    const before = await snapshotWishlist(db());
    for (const { method, url, payload } of calls()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: MESSAGES.signInToWishlist,
      });
    }
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it.each(['agent', 'admin'] as const)(
    "tells an %s 'Agent||Admin Can't Add Product To Wishlist' (403) and changes nothing",
    async (role) => {
      const caller = { agent, admin }[role];
      const before = await snapshotWishlist(db());
      for (const { method, url, payload } of calls()) {
        const response = await call(method, url, caller, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: MESSAGES.staffWishlist,
        });
      }
      expect(await snapshotWishlist(db())).toEqual(before);
    },
  );

  it('refuses a fraud-flagged person with 403 and changes nothing', async () => {
    const before = await snapshotWishlist(db());
    for (const { method, url, payload } of calls()) {
      const response = await call(method, url, fraud, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      // Suspended before any role check (decision 013).
      expect(response.json().message).toBe(IDENTITY_MESSAGES.accountSuspended);
    }
    expect(await snapshotWishlist(db())).toEqual(before);
  });
});

describe('POST /api/addToWishlist', () => {
  it('wishes a public listing: 201 with the new item id, stored for the session user', async () => {
    const property = await createProperty(db(), agentRow);

    const response = await addToWishlist(buyer, { propertyId: property.id });

    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    const rows = await findWishes(buyer, property);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: insertedId, userId: buyer.id, propertyId: property.id });
  });

  it("ignores the spec's other body fields (the wisher is always the session's)", async () => {
    const property = await createProperty(db(), agentRow);

    const response = await addToWishlist(buyer, {
      propertyId: property.id,
      wishedEmail: secondBuyer.email,
      propertyTitle: 'Forged title',
      minPrice: 1,
    });

    expect(response.statusCode).toBe(201);
    expect(await findWishes(buyer, property)).toHaveLength(1);
    expect(await findWishes(secondBuyer, property)).toHaveLength(0);
  });

  it('wishing the same listing again answers 200 with the existing id and keeps one item', async () => {
    const property = await createProperty(db(), agentRow);
    const first = await addToWishlist(buyer, { propertyId: property.id });

    const second = await addToWishlist(buyer, { propertyId: property.id });

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ insertedId: first.json().insertedId });
    expect(await findWishes(buyer, property)).toHaveLength(1);
  });

  it('ten simultaneous wishes of one listing leave one item, and every answer names it', async () => {
    const property = await createProperty(db(), agentRow);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => addToWishlist(buyer, { propertyId: property.id })),
    );

    const rows = await findWishes(buyer, property);
    expect(rows).toHaveLength(1);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    for (const response of responses) expect(response.json()).toEqual({ insertedId: rows[0]?.id });
  });

  it('two buyers wishing one listing get an item each', async () => {
    const property = await createProperty(db(), agentRow);

    const [mine, theirs] = await Promise.all([
      addToWishlist(buyer, { propertyId: property.id }),
      addToWishlist(secondBuyer, { propertyId: property.id }),
    ]);

    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(mine.json().insertedId).not.toBe(theirs.json().insertedId);
  });

  it.each([
    ['pending', { verificationStatus: 'pending' as const }],
    ['rejected', { verificationStatus: 'rejected' as const }],
  ])("answers a %s listing as 'Property not found' (404) and inserts nothing", async (_status, fields) => {
    const property = await createProperty(db(), agentRow, fields);
    const before = await snapshotWishlist(db());

    const response = await addToWishlist(buyer, { propertyId: property.id });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' });
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it("answers a fraud agent's verified listing and an unknown id as not found (404), inserting nothing", async () => {
    const fraudAgent = await createUser(db(), { role: 'fraud' });
    const hidden = await createProperty(db(), fraudAgent);
    const before = await snapshotWishlist(db());

    for (const propertyId of [hidden.id, UNKNOWN_ID]) {
      const response = await addToWishlist(buyer, { propertyId });
      expect(response.statusCode, propertyId).toBe(404);
      expect(response.json().message).toBe('Property not found');
    }
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it("refuses a listing of the caller's own with 409 'You can't Add Your Own Product'", async () => {
    // A buyer who once listed (their role changed since) still owns the listing.
    const ownListing = await createProperty(db(), await findUserRow(db(), secondBuyer.id));
    const before = await snapshotWishlist(db());

    const response = await addToWishlist(secondBuyer, { propertyId: ownListing.id });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: MESSAGES.ownProductWishlist,
    });
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it.each([
    ['a missing propertyId', {}],
    ['a malformed propertyId', { propertyId: 'not-a-uuid' }],
    ['a numeric propertyId', { propertyId: 42 }],
    ['a null propertyId', { propertyId: null }],
  ])('refuses %s with 400 and inserts nothing', async (_case, payload) => {
    const before = await snapshotWishlist(db());

    const response = await addToWishlist(buyer, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(/propertyId/);
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it('refuses a request without a body with 400 and inserts nothing', async () => {
    const before = await snapshotWishlist(db());

    const response = await addToWishlist(buyer, undefined as unknown as Record<string, unknown>);

    expect(response.statusCode).toBe(400);
    expect(await snapshotWishlist(db())).toEqual(before);
  });
});

describe('GET /api/getWishlist?email=', () => {
  let reader: TestAccount;
  let older: TestProperty;
  let newer: TestProperty;

  beforeAll(async () => {
    reader = await signUpAccount(testApp, { role: 'user', name: 'Lina Reader' });
    older = await createProperty(db(), agentRow, {
      title: 'Old Town House',
      minPrice: 90000,
      maxPrice: 95000,
    });
    newer = await createProperty(db(), agentRow, { title: 'New Riverside Flat' });
    const [olderWish] = await db()
      .insert(wishlistItems)
      .values({ propertyId: older.id, userId: reader.id, createdAt: minutesAgo(30) })
      .returning();
    const [newerWish] = await db()
      .insert(wishlistItems)
      .values({ propertyId: newer.id, userId: reader.id, createdAt: minutesAgo(5) })
      .returning();
    if (!olderWish || !newerWish) throw new Error('wishes not inserted');
    // Someone else's wish must never show up in the reader's list.
    await createWishlistItem(db(), { property: older, user: buyer });
  });

  it("answers the buyer's own items, newest first, each with the listing and its agent as they are now", async () => {
    await db()
      .update(properties)
      .set({ title: 'Old Town House, renovated', maxPrice: 99000 })
      .where(eq(properties.id, older.id));

    const response = await getWishlist(reader);

    expect(response.statusCode).toBe(200);
    const items = wishlistItemListSchema.parse(response.json());
    expect(items.map((item) => item.propertyTitle)).toEqual([
      'New Riverside Flat',
      'Old Town House, renovated',
    ]);
    expect(items[1]).toEqual({
      _id: expect.any(String),
      propertyId: older.id,
      propertyImage: older.image,
      propertyTitle: 'Old Town House, renovated',
      propertyTitleBn: '',
      propertyLocation: older.location,
      minPrice: 90000,
      maxPrice: 99000,
      agentImage: agentPhoto,
      agentName: 'Nusrat Agent',
      agentEmail: agent.email,
      propertyVerificationStatus: 'verified',
      marketState: 'available',
      wishedEmail: reader.email,
    });
  });

  it('reads the email case-insensitively', async () => {
    const response = await getWishlist(reader, reader.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
  });

  it("refuses another person's email with 403", async () => {
    const response = await getWishlist(reader, buyer.email);

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You can only see your own wish-list');
  });

  it.each([
    ['no email', '/api/getWishlist'],
    ['a malformed email', '/api/getWishlist?email=not-an-email'],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await call('GET', url, reader);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('answers an empty list for a buyer who wished nothing', async () => {
    const response = await getWishlist(await signUpAccount(testApp));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('hides a listing once its agent is flagged as fraud, as everywhere', async () => {
    const flaggedAgent = await createUser(db(), { role: 'agent' });
    const flaggedListing = await createProperty(db(), flaggedAgent, { title: 'Soon hidden' });
    const wish = await createWishlistItem(db(), { property: flaggedListing, user: reader });
    expect((await getWishlist(reader)).json().map((item: { _id: string }) => item._id)).toContain(wish.id);

    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, flaggedAgent.id));

    const titles = (await getWishlist(reader))
      .json()
      .map((item: { propertyTitle: string }) => item.propertyTitle);
    expect(titles).toEqual(['New Riverside Flat', 'Old Town House, renovated']);
    const opened = await call('GET', `/api/getWish/${wish.id}`, reader);
    expect(opened.statusCode).toBe(404);
  });
});

describe('GET /api/getWish/:id', () => {
  it('answers the owner their item', async () => {
    const property = await createProperty(db(), agentRow, { title: 'Garden Duplex' });
    const wish = await createWishlistItem(db(), { property, user: buyer });

    const response = await call('GET', `/api/getWish/${wish.id}`, buyer);

    expect(response.statusCode).toBe(200);
    expect(wishlistItemSchema.parse(response.json())).toMatchObject({
      _id: wish.id,
      propertyId: property.id,
      propertyTitle: 'Garden Duplex',
      minPrice: property.minPrice,
      maxPrice: property.maxPrice,
      agentEmail: agent.email,
      wishedEmail: buyer.email,
    });
  });

  it("answers another buyer's item and an unknown id as not found (404)", async () => {
    const property = await createProperty(db(), agentRow);
    const wish = await createWishlistItem(db(), { property, user: buyer });

    for (const id of [wish.id, UNKNOWN_ID]) {
      const response = await call('GET', `/api/getWish/${id}`, secondBuyer);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: 'Wish-list item not found',
      });
    }
  });

  it('refuses a malformed id with 400', async () => {
    const response = await call('GET', '/api/getWish/12345', buyer);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid id/);
  });
});

describe('DELETE /api/delete-wish/:id', () => {
  it("answers another buyer's item as not found (404) and keeps it", async () => {
    const property = await createProperty(db(), agentRow);
    const wish = await createWishlistItem(db(), { property, user: buyer });
    const before = await snapshotWishlist(db());

    const response = await call('DELETE', `/api/delete-wish/${wish.id}`, secondBuyer);

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Wish-list item not found');
    expect(await snapshotWishlist(db())).toEqual(before);
  });

  it("deletes the owner's item (deletedCount 1), then answers 404 for it", async () => {
    const property = await createProperty(db(), agentRow);
    const wish = await createWishlistItem(db(), { property, user: buyer });
    const kept = await createWishlistItem(db(), { property, user: secondBuyer });

    const response = await call('DELETE', `/api/delete-wish/${wish.id}`, buyer);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.id, wish.id))).toEqual([]);
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.id, kept.id))).toHaveLength(1);
    const again = await call('DELETE', `/api/delete-wish/${wish.id}`, buyer);
    expect(again.statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 and deletes nothing', async () => {
    const before = await snapshotWishlist(db());

    const response = await call('DELETE', '/api/delete-wish/not-an-id', buyer);

    expect(response.statusCode).toBe(400);
    expect(await snapshotWishlist(db())).toEqual(before);
  });
});
