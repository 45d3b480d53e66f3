/**
 * An agent deleting and editing their own listings: what happens to the offers, wish-list
 * items and reviews that hang on a listing, and every refusal leaving the database as it was.
 */
import { LISTING_MESSAGES, MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, properties, reviews, wishlistItems } from '../src/db/schema';
import { isPriceCut, priceChanges } from '../src/db/schema-price-history';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  createOffer,
  createProperty,
  createReview,
  createWishlistItem,
  findUserRow,
  type TestOffer,
  type TestUser,
} from './helpers/factory';
import { snapshotListingRows } from './helpers/snapshots';

let testApp: TestApp;
let agent: TestAccount;
let otherAgent: TestAccount;
let buyer: TestAccount;
let secondBuyer: TestAccount;
let agentRow: TestUser;
let buyerRow: TestUser;

function db() {
  return testApp.app.db;
}

function call(
  method: 'PATCH' | 'DELETE',
  url: string,
  caller: TestAccount,
  payload?: Record<string, unknown>,
) {
  return callAs(testApp, caller, method, url, payload);
}

function snapshotListings() {
  return snapshotListingRows(db());
}

async function findProperty(id: string) {
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  return row;
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  return row;
}

/** The snapshot fields of an offer, to compare before and after. */
function termsOf(offer: TestOffer | undefined) {
  if (!offer) throw new Error('offer not found');
  const { propertyTitle, propertyLocation, propertyImage, minPrice, maxPrice } = offer;
  return { propertyTitle, propertyLocation, propertyImage, minPrice, maxPrice };
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  secondBuyer = await signUpAccount(testApp, { role: 'user', name: 'Rafi Buyer' });
  agentRow = await findUserRow(db(), agent.id);
  buyerRow = await findUserRow(db(), buyer.id);
});

afterAll(async () => {
  await testApp?.close();
});

describe('DELETE /api/delete-property/:id', () => {
  it('deletes the listing, its wish-list items and reviews, rejects pending offers and keeps sales history', async () => {
    const listing = await createProperty(db(), agentRow, { title: 'Banani Corner Flat' });
    const wish = await createWishlistItem(db(), { property: listing, user: buyer });
    const review = await createReview(db(), { property: listing, reviewer: buyerRow });
    const pending = await createOffer(db(), { property: listing, agent: agentRow, buyer, status: 'pending' });
    const bought = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: secondBuyer,
      status: 'bought',
    });
    const refused = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: secondBuyer,
      status: 'rejected',
    });
    const untouched = await createProperty(db(), agentRow, { title: 'Another listing' });
    const untouchedWish = await createWishlistItem(db(), { property: untouched, user: buyer });

    const response = await call('DELETE', `/api/delete-property/${listing.id}`, agent);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(await findProperty(listing.id)).toBeUndefined();
    expect(await db().select().from(wishlistItems).where(eq(wishlistItems.id, wish.id))).toEqual([]);
    expect(await db().select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    expect(await findOffer(pending.id)).toMatchObject({
      status: 'rejected',
      propertyId: null,
      propertyTitle: 'Banani Corner Flat',
    });
    expect(await findOffer(bought.id)).toMatchObject({
      status: 'bought',
      propertyId: null,
      propertyTitle: 'Banani Corner Flat',
      payment: 'completed',
      transactionId: bought.transactionId,
    });
    expect(await findOffer(refused.id)).toMatchObject({ status: 'rejected', propertyId: null });
    expect(await findProperty(untouched.id)).toBeDefined();
    expect(
      await db().select().from(wishlistItems).where(eq(wishlistItems.id, untouchedWish.id)),
    ).toHaveLength(1);
  });

  it('refuses with 409 while an accepted offer awaits payment, and changes nothing', async () => {
    const listing = await createProperty(db(), agentRow);
    await createWishlistItem(db(), { property: listing, user: buyer });
    await createOffer(db(), { property: listing, agent: agentRow, buyer, status: 'accepted' });
    await createOffer(db(), { property: listing, agent: agentRow, buyer: secondBuyer, status: 'pending' });
    const before = await snapshotListings();

    const response = await call('DELETE', `/api/delete-property/${listing.id}`, agent);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This Property Has An Accepted Offer Awaiting Payment',
    });
    expect(await snapshotListings()).toEqual(before);
  });

  it("answers another agent's, an unknown and a malformed id as 404 / 404 / 400, changing nothing", async () => {
    const listing = await createProperty(db(), agentRow);
    const before = await snapshotListings();
    const foreign = await call('DELETE', `/api/delete-property/${listing.id}`, otherAgent);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Property not found');
    const unknown = await call('DELETE', '/api/delete-property/7d1c7d1e-0000-4000-8000-000000000000', agent);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Property not found');
    const malformed = await call('DELETE', '/api/delete-property/42', agent);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid id');
    expect(await snapshotListings()).toEqual(before);
  });

  it('deletes a listing once: a second delete is 404', async () => {
    const listing = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    expect((await call('DELETE', `/api/delete-property/${listing.id}`, agent)).statusCode).toBe(200);
    const again = await call('DELETE', `/api/delete-property/${listing.id}`, agent);
    expect(again.statusCode).toBe(404);
  });
});

describe('PATCH /api/updateProperty/:id', () => {
  const changes = {
    propertyImage: '/uploads/images/renovated.webp',
    propertyTitle: 'Renovated Lake Flat',
    propertyLocation: 'Road 9, Gulshan 1, Dhaka',
    minPrice: 150000,
    maxPrice: 190000,
  };

  it('writes the five fields, keeps it verified, refreshes pending offers in range and rejects those outside', async () => {
    const listing = await createProperty(db(), agentRow, {
      title: 'Old Lake Flat',
      minPrice: 100000,
      maxPrice: 200000,
      description: 'Unchanged description',
    });
    const inRange = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer,
      offeredPrice: 160000,
    });
    const onTheEdge = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer,
      offeredPrice: 190000,
    });
    const tooLow = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: secondBuyer,
      offeredPrice: 120000,
    });
    const tooHigh = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: secondBuyer,
      offeredPrice: 195000,
    });
    const accepted = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer,
      status: 'accepted',
      offeredPrice: 110000,
    });

    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, {
      ...changes,
      propertyTitle: '  Renovated Lake Flat ',
      propertyVerificationStatus: 'pending',
      advertiseStatus: 'advertise',
      // Beside the spec's five, an update may rewrite the description (decision 059); the status may not.
      description: 'Rewritten description',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const row = await findProperty(listing.id);
    expect(row).toMatchObject({
      image: changes.propertyImage,
      title: 'Renovated Lake Flat',
      location: changes.propertyLocation,
      minPrice: 150000,
      maxPrice: 190000,
      verificationStatus: 'verified',
      advertiseStatus: 'disadvertise',
      description: 'Rewritten description',
    });
    expect(row?.updatedAt.getTime()).toBeGreaterThan(listing.updatedAt.getTime());

    const refreshedTerms = {
      propertyTitle: 'Renovated Lake Flat',
      propertyLocation: changes.propertyLocation,
      propertyImage: changes.propertyImage,
      minPrice: 150000,
      maxPrice: 190000,
    };
    for (const offer of [inRange, onTheEdge]) {
      const after = await findOffer(offer.id);
      expect(after?.status).toBe('pending');
      expect(termsOf(after)).toEqual(refreshedTerms);
    }
    for (const offer of [tooLow, tooHigh]) {
      const after = await findOffer(offer.id);
      expect(after?.status).toBe('rejected');
      expect(termsOf(after)).toEqual(termsOf(offer));
    }
    const acceptedAfter = await findOffer(accepted.id);
    expect(acceptedAfter?.status).toBe('accepted');
    expect(termsOf(acceptedAfter)).toEqual(termsOf(accepted));
  });

  it('records each new price range in the price history, and nothing when the range stays', async () => {
    const listing = await createProperty(db(), agentRow, { minPrice: 100000, maxPrice: 200000 });
    const history = () =>
      db()
        .select()
        .from(priceChanges)
        .where(eq(priceChanges.propertyId, listing.id))
        .orderBy(priceChanges.changedAt);

    const same = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, {
      ...changes,
      minPrice: 100000,
      maxPrice: 200000,
    });
    expect(same.statusCode).toBe(200);
    expect(await history()).toEqual([]);

    const cut = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, changes);
    expect(cut.statusCode).toBe(200);
    const rise = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, {
      ...changes,
      maxPrice: 210000,
    });
    expect(rise.statusCode).toBe(200);

    const rows = await history();
    expect(
      rows.map(({ oldMinPrice, oldMaxPrice, newMinPrice, newMaxPrice }) => [
        oldMinPrice,
        oldMaxPrice,
        newMinPrice,
        newMaxPrice,
      ]),
    ).toEqual([
      [100000, 200000, 150000, 190000],
      [150000, 190000, 150000, 210000],
    ]);
    expect(rows.map(isPriceCut)).toEqual([false, false]);
    expect(isPriceCut({ oldMinPrice: 100, oldMaxPrice: 200, newMinPrice: 90, newMaxPrice: 200 })).toBe(true);
    expect(isPriceCut({ oldMinPrice: 100, oldMaxPrice: 200, newMinPrice: 100, newMaxPrice: 150 })).toBe(true);
  });

  it('keeps the terms of a bought offer and leaves offers on other listings alone', async () => {
    const listing = await createProperty(db(), agentRow, { minPrice: 100000, maxPrice: 200000 });
    const other = await createProperty(db(), agentRow, { minPrice: 100000, maxPrice: 200000 });
    const bought = await createOffer(db(), { property: listing, agent: agentRow, buyer, status: 'bought' });
    const elsewhere = await createOffer(db(), {
      property: other,
      agent: agentRow,
      buyer,
      offeredPrice: 120000,
    });

    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, changes);

    expect(response.statusCode).toBe(200);
    expect(await findOffer(bought.id)).toEqual(bought);
    expect(await findOffer(elsewhere.id)).toEqual(elsewhere);
  });

  it.each(['pending', 'rejected'] as const)(
    'refuses a %s listing with 409 and changes nothing',
    async (status) => {
      const listing = await createProperty(db(), agentRow, { verificationStatus: status });
      await createOffer(db(), { property: listing, agent: agentRow, buyer, offeredPrice: 120000 });
      const before = await snapshotListings();
      const response = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, changes);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only a Verified Property Can Be Updated');
      expect(await snapshotListings()).toEqual(before);
    },
  );

  it("answers another agent's, an unknown and a malformed id as 404 / 404 / 400, changing nothing", async () => {
    const listing = await createProperty(db(), agentRow);
    const before = await snapshotListings();
    const foreign = await call('PATCH', `/api/updateProperty/${listing.id}`, otherAgent, changes);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Property not found');
    const unknown = await call(
      'PATCH',
      '/api/updateProperty/7d1c7d1e-0000-4000-8000-000000000000',
      agent,
      changes,
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/updateProperty/not-a-uuid', agent, changes);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid id');
    expect(await snapshotListings()).toEqual(before);
  });

  it.each([
    ['no title', { propertyTitle: undefined }, MESSAGES.propertyTitleRequired],
    ['no location', { propertyLocation: undefined }, MESSAGES.propertyLocationRequired],
    ['a blank location', { propertyLocation: '  ' }, MESSAGES.propertyLocationRequired],
    ['no min price', { minPrice: undefined }, MESSAGES.updateMinPriceRequired],
    ['no max price', { maxPrice: undefined }, MESSAGES.updateMaxPriceRequired],
    ['no picture', { propertyImage: undefined }, LISTING_MESSAGES.pictureRequired],
    ['a price as text', { minPrice: '150000' }, 'Min Price Should Be a Whole Number'],
    ['a negative price', { minPrice: -1 }, 'Min Price Should Be At Least 1'],
    [
      'a 0–0 price range (a $0 deal could be bought)',
      { minPrice: 0, maxPrice: 0 },
      'Min Price Should Be At Least 1',
    ],
    ['reversed prices', { minPrice: 300000, maxPrice: 200000 }, LISTING_MESSAGES.priceOrder],
    [
      'a picture hosted elsewhere',
      { propertyImage: 'https://images.example.test/x.webp' },
      LISTING_MESSAGES.pictureNotUploaded,
    ],
  ])('refuses %s with 400 and the rule message, changing nothing', async (_case, override, message) => {
    const listing = await createProperty(db(), agentRow);
    const before = await snapshotListings();
    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, agent, {
      ...changes,
      ...override,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotListings()).toEqual(before);
  });
});
