/**
 * Making offers and reading them through HTTP with real sessions: who may call each offer
 * call, the snapshot taken from the database whatever the body says, the price range at and
 * beyond both ends, every bad amount and date, one open offer per buyer and listing, no offer
 * on a listing already sold or promised, and the buyer's own lists. Every refusal changes
 * nothing.
 */
import { MESSAGES, OFFER_MESSAGES, offerListSchema, offerSchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, properties } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  createOffer,
  createProperty,
  createUser,
  daysFromToday,
  findUserRow,
  minutesAgo,
  type TestOffer,
  type TestProperty,
  type TestUser,
} from './helpers/factory';
import { snapshotOffers } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let secondBuyer: TestAccount;
let agent: TestAccount;
let otherAgent: TestAccount;
let agentRow: TestUser;
let buyerRow: TestUser;
let listing: TestProperty;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function db() {
  return testApp.app.db;
}

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  caller?: TestAccount,
  payload?: Record<string, unknown>,
) {
  return callAs(testApp, caller, method, url, payload);
}

function addOffer(caller: TestAccount | undefined, payload: Record<string, unknown>) {
  return call('POST', '/api/addOffer', caller, payload);
}

async function findOffer(id: string): Promise<TestOffer | undefined> {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  return row;
}

/** A fresh listing of the agent's, 150 000–200 000, so each test has its own offers. */
function createListing(fields: Parameters<typeof createProperty>[2] = {}) {
  return createProperty(db(), agentRow, { minPrice: 150000, maxPrice: 200000, ...fields });
}

/** A signed-in buyer of their own, for tests that need a buyer without offers yet. */
function signUpBuyer(name = 'Extra Buyer') {
  return signUpAccount(testApp, { role: 'user', name });
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  secondBuyer = await signUpAccount(testApp, { role: 'user', name: 'Rafi Buyer' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
  agentRow = await findUserRow(db(), agent.id);
  buyerRow = await findUserRow(db(), buyer.id);
  listing = await createListing({ title: 'Lake View Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may call the offer calls', () => {
  let offer: TestOffer;

  beforeAll(async () => {
    const property = await createListing();
    offer = await createOffer(db(), { property, agent: agentRow, buyer: buyerRow, status: 'pending' });
  });

  const calls = () => [
    { method: 'POST' as const, url: '/api/addOffer', payload: buildOfferBody(listing) },
    { method: 'GET' as const, url: `/api/getboughtProperty?email=${encodeURIComponent(buyer.email)}` },
    { method: 'GET' as const, url: `/api/getOfferData/${offer.id}` },
    { method: 'GET' as const, url: `/api/getRequestedProperty?email=${encodeURIComponent(agent.email)}` },
    { method: 'PATCH' as const, url: `/api/updateOffer/${offer.id}?status=rejected` },
    { method: 'GET' as const, url: `/api/getSoldProperties?email=${encodeURIComponent(agent.email)}` },
  ];

  it('refuses a visitor with 401 on every call and changes nothing', async () => {
    const before = await snapshotOffers(db());
    for (const { method, url, payload } of calls()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'UNAUTHORIZED',
        message: API_MESSAGES.signInRequired,
      });
    }
    expect(await snapshotOffers(db())).toEqual(before);
  });

  // A fraud caller is suspended before any role check: account-flag.test.ts.
  it.each(['agent', 'admin'] as const)('refuses a %s an offer with 403 and inserts nothing', async (role) => {
    const caller = { agent, admin }[role];
    const before = await snapshotOffers(db());

    const response = await addOffer(caller, buildOfferBody(listing));

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: API_MESSAGES.notAllowed,
    });
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it.each(['user', 'admin'] as const)(
    "refuses a %s the agent's calls with 403 and changes nothing",
    async (role) => {
      const caller = { user: buyer, admin }[role];
      const before = await snapshotOffers(db());
      for (const { method, url } of calls().slice(3)) {
        const response = await call(method, url, caller);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().message).toBe(API_MESSAGES.notAllowed);
      }
      expect(await snapshotOffers(db())).toEqual(before);
    },
  );

  it("answers the buyer's calls about someone else's offers as 403 (another email) or 404 (another's offer)", async () => {
    for (const caller of [secondBuyer, agent, admin]) {
      const list = await call(
        'GET',
        `/api/getboughtProperty?email=${encodeURIComponent(buyer.email)}`,
        caller,
      );
      expect(list.statusCode).toBe(403);
      expect(list.json().message).toBe('You can only see your own offers');
      const one = await call('GET', `/api/getOfferData/${offer.id}`, caller);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Offer not found' });
    }
  });

  it("refuses another agent's email on the agent's lists with 403", async () => {
    for (const url of [
      `/api/getRequestedProperty?email=${encodeURIComponent(agent.email)}`,
      `/api/getSoldProperties?email=${encodeURIComponent(agent.email)}`,
    ]) {
      const response = await call('GET', url, otherAgent);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe('You can only see your own offers');
    }
  });
});

describe('POST /api/addOffer', () => {
  it('stores a pending offer with the snapshot read from the database, never from the body', async () => {
    const property = await createListing({ title: 'Banani Corner Flat', location: 'Road 11, Banani' });
    const offeredDate = daysFromToday(0);

    const response = await addOffer(
      buyer,
      buildOfferBody(property, {
        offerredPriceRange: 175000,
        offerredDate: offeredDate,
        propertyTitle: 'Forged title',
        propertyImage: '/uploads/images/forged.webp',
        minPrice: 1,
        maxPrice: 2,
        agentEmail: otherAgent.email,
        agentName: 'Forged Agent',
        buyerEmail: secondBuyer.email,
        buyerName: 'Forged Buyer',
        offerStatus: 'accepted',
        transactionId: 'pi_forged',
        payment: 'completed',
      }),
    );

    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    expect(await findOffer(insertedId)).toMatchObject({
      propertyId: property.id,
      agentId: agent.id,
      buyerId: buyer.id,
      propertyTitle: 'Banani Corner Flat',
      propertyLocation: 'Road 11, Banani',
      propertyImage: property.image,
      minPrice: 150000,
      maxPrice: 200000,
      agentName: 'Nusrat Agent',
      agentEmail: agent.email,
      buyerName: 'Uma Buyer',
      buyerEmail: buyer.email,
      offeredPrice: 175000,
      offeredDate,
      status: 'pending',
      transactionId: null,
      payment: null,
    });
  });

  it('accepts an amount exactly at the minimum and exactly at the maximum', async () => {
    const property = await createListing();
    const lowBidder = await signUpBuyer('Low Bidder');
    const highBidder = await signUpBuyer('High Bidder');

    const atMin = await addOffer(lowBidder, buildOfferBody(property, { offerredPriceRange: 150000 }));
    const atMax = await addOffer(highBidder, buildOfferBody(property, { offerredPriceRange: 200000 }));

    expect([atMin.statusCode, atMax.statusCode]).toEqual([201, 201]);
    expect((await findOffer(atMin.json().insertedId))?.offeredPrice).toBe(150000);
    expect((await findOffer(atMax.json().insertedId))?.offeredPrice).toBe(200000);
  });

  it.each([
    ['one dollar under the minimum', 149999],
    ['one dollar over the maximum', 200001],
    ['a negative amount', -5],
    ['zero', 0],
    ['an amount beyond any integer column', 1e12],
  ])(
    "refuses %s with 400 'Offered Price Should Be Within Property Price Range' and inserts nothing",
    async (_case, amount) => {
      const before = await snapshotOffers(db());

      const response = await addOffer(buyer, buildOfferBody(listing, { offerredPriceRange: amount }));

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.offerOutOfRange);
      expect(await snapshotOffers(db())).toEqual(before);
    },
  );

  it('refuses a $0 offer even on a listing stored at 0–0 before prices had a floor, and inserts nothing', async () => {
    const free = await createListing({ minPrice: 0, maxPrice: 0 });
    const before = await snapshotOffers(db());

    const response = await addOffer(buyer, buildOfferBody(free, { offerredPriceRange: 0 }));

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.offerOutOfRange);
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it.each([
    ['a missing amount', { offerredPriceRange: undefined }, OFFER_MESSAGES.amountRequired],
    ['a null amount', { offerredPriceRange: null }, OFFER_MESSAGES.amountRequired],
    ['a fractional amount', { offerredPriceRange: 150000.5 }, OFFER_MESSAGES.amountWhole],
    ['an amount as text', { offerredPriceRange: '160000' }, OFFER_MESSAGES.amountWhole],
    ['a missing date', { offerredDate: undefined }, OFFER_MESSAGES.dateRequired],
    // The shared date rule goes on checking an empty date, so both sentences come back.
    ['an empty date', { offerredDate: '' }, OFFER_MESSAGES.dateRequired],
    ['a date in the past', { offerredDate: daysFromToday(-3) }, OFFER_MESSAGES.datePast],
    ['an impossible date', { offerredDate: '2027-02-30' }, OFFER_MESSAGES.dateInvalid],
    ['a date in another format', { offerredDate: '15/01/2027' }, OFFER_MESSAGES.dateInvalid],
    ['a date as a number', { offerredDate: 20270115 }, OFFER_MESSAGES.dateRequired],
    ['a date more than a year ahead', { offerredDate: daysFromToday(400) }, OFFER_MESSAGES.dateTooFar],
  ])('refuses %s with 400 and its message, inserting nothing', async (_case, fields, message) => {
    const before = await snapshotOffers(db());
    const body = buildOfferBody(listing, fields);
    for (const [key, value] of Object.entries(body)) if (value === undefined) delete body[key];

    const response = await addOffer(buyer, body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it.each([
    ['a missing propertyId', { propertyId: undefined }],
    ['a malformed propertyId', { propertyId: 'listing-1' }],
    ['a numeric propertyId', { propertyId: 7 }],
  ])('refuses %s with 400 and inserts nothing', async (_case, fields) => {
    const before = await snapshotOffers(db());
    const body = buildOfferBody(listing, fields);
    if (body.propertyId === undefined) delete body.propertyId;

    const response = await addOffer(buyer, body);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/propertyId/);
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it('refuses a request without a body with 400 and inserts nothing', async () => {
    const before = await snapshotOffers(db());

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addOffer',
      headers: { cookie: buyer.cookie },
    });

    expect(response.statusCode).toBe(400);
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it("answers an unknown, pending, rejected or fraud agent's listing as 'Property not found' (404)", async () => {
    const pending = await createListing({ verificationStatus: 'pending' });
    const rejected = await createListing({ verificationStatus: 'rejected' });
    const fraudAgent = await createUser(db(), { role: 'fraud' });
    const hidden = await createProperty(db(), fraudAgent, { minPrice: 150000, maxPrice: 200000 });
    const before = await snapshotOffers(db());

    for (const propertyId of [UNKNOWN_ID, pending.id, rejected.id, hidden.id]) {
      const response = await addOffer(buyer, buildOfferBody(listing, { propertyId }));
      expect(response.statusCode, propertyId).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' });
    }
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it("refuses an offer on a listing of the buyer's own with 409", async () => {
    const ownListing = await createProperty(db(), await findUserRow(db(), secondBuyer.id));
    const before = await snapshotOffers(db());

    const response = await addOffer(secondBuyer, buildOfferBody(ownListing));

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("You can't Make An Offer On Your Own Property");
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it.each(['pending', 'accepted'] as const)(
    "refuses a second offer while the buyer's first is %s (409) and inserts nothing",
    async (status) => {
      const property = await createListing();
      await createOffer(db(), { property, agent: agentRow, buyer: buyerRow, status });
      const before = await snapshotOffers(db());

      const response = await addOffer(buyer, buildOfferBody(property, { offerredPriceRange: 190000 }));

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'You Have Already Made An Offer On This Property',
      });
      expect(await snapshotOffers(db())).toEqual(before);
    },
  );

  it('lets a buyer offer again once their earlier offer was rejected', async () => {
    const property = await createListing();
    await createOffer(db(), { property, agent: agentRow, buyer: buyerRow, status: 'rejected' });

    const response = await addOffer(buyer, buildOfferBody(property, { offerredPriceRange: 199000 }));

    expect(response.statusCode).toBe(201);
    expect((await findOffer(response.json().insertedId))?.status).toBe('pending');
  });

  it.each(['accepted', 'bought'] as const)(
    "refuses any offer on a listing with an %s offer (409 'This Property Is No Longer Available')",
    async (status) => {
      const property = await createListing();
      const winner = await createUser(db());
      await createOffer(db(), { property, agent: agentRow, buyer: winner, status });
      const before = await snapshotOffers(db());

      const response = await addOffer(buyer, buildOfferBody(property));

      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('This Property Is No Longer Available');
      expect(await snapshotOffers(db())).toEqual(before);
    },
  );

  it('five simultaneous offers by one buyer on one listing store exactly one', async () => {
    const property = await createListing();
    const eager = await signUpBuyer('Eager Buyer');

    const responses = await Promise.all(
      [151000, 152000, 153000, 154000, 155000].map((amount) =>
        addOffer(eager, buildOfferBody(property, { offerredPriceRange: amount })),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((answer) => answer.statusCode === 409)) {
      expect(response.json().message).toBe('You Have Already Made An Offer On This Property');
    }
    const stored = await db().select().from(offers).where(eq(offers.propertyId, property.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.buyerId).toBe(eager.id);
  });
});

describe('GET /api/getboughtProperty?email=', () => {
  let reader: TestAccount;
  let readerRow: TestUser;
  const made: TestOffer[] = [];

  beforeAll(async () => {
    reader = await signUpBuyer('Lina Reader');
    readerRow = await findUserRow(db(), reader.id);
    for (const [index, status] of (['pending', 'accepted', 'rejected', 'bought'] as const).entries()) {
      const property = await createListing({ title: `Reader listing ${index}` });
      const offer = await createOffer(db(), { property, agent: agentRow, buyer: readerRow, status });
      // Oldest first: the pending offer is the oldest, the bought one the newest.
      const [dated] = await db()
        .update(offers)
        .set({ createdAt: minutesAgo(60 - index * 10) })
        .where(eq(offers.id, offer.id))
        .returning();
      if (dated) made.push(dated);
    }
    // Someone else's offer on the same listing never shows up in the reader's list.
    const property = await createListing();
    await createOffer(db(), { property, agent: agentRow, buyer: buyerRow });
  });

  it("answers the buyer's offers in every status, newest first, as the spec's offer JSON", async () => {
    const response = await call(
      'GET',
      `/api/getboughtProperty?email=${encodeURIComponent(reader.email)}`,
      reader,
    );

    expect(response.statusCode).toBe(200);
    const list = offerListSchema.parse(response.json());
    expect(list.map((offer) => offer.offerStatus)).toEqual(['bought', 'rejected', 'accepted', 'pending']);
    const bought = made[3];
    if (!bought) throw new Error('no bought offer');
    expect(list[0]).toEqual({
      _id: bought.id,
      propertyId: bought.propertyId,
      propertyTitle: 'Reader listing 3',
      propertyLocation: bought.propertyLocation,
      propertyImage: bought.propertyImage,
      minPrice: 150000,
      maxPrice: 200000,
      offerredPriceRange: 150000,
      offerredDate: bought.offeredDate,
      agentName: 'Nusrat Agent',
      agentEmail: agent.email,
      buyerName: 'Lina Reader',
      buyerEmail: reader.email,
      offerStatus: 'bought',
      transactionId: bought.transactionId,
      payment: 'completed',
      offerDate: bought.createdAt.toISOString(),
      offerEndReason: null,
      paymentDueAt: null,
      // Decision 055: the sum due is fixed at acceptance (this row was written bought, never accepted).
      amountDue: null,
      isBooking: false,
      cancelReason: null,
    });
  });

  it('keeps an offer whose listing was deleted, with its snapshot and a null propertyId', async () => {
    const pending = made[0];
    if (!pending?.propertyId) throw new Error('no pending offer');
    await db().delete(properties).where(eq(properties.id, pending.propertyId));

    const response = await call(
      'GET',
      `/api/getboughtProperty?email=${encodeURIComponent(reader.email)}`,
      reader,
    );

    const kept = offerListSchema.parse(response.json()).find((offer) => offer._id === pending.id);
    expect(kept).toMatchObject({ propertyId: null, propertyTitle: 'Reader listing 0' });
  });

  it('reads the email case-insensitively', async () => {
    const response = await call(
      'GET',
      `/api/getboughtProperty?email=${encodeURIComponent(reader.email.toUpperCase())}`,
      reader,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(4);
  });

  it('answers an agent who made no offers an empty list for their own email', async () => {
    const response = await call(
      'GET',
      `/api/getboughtProperty?email=${encodeURIComponent(agent.email)}`,
      agent,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it.each([
    ['no email', '/api/getboughtProperty'],
    ['a malformed email', '/api/getboughtProperty?email=reader'],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await call('GET', url, reader);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/getOfferData/:id', () => {
  it('answers the buyer their offer', async () => {
    const property = await createListing({ title: 'Offer data flat' });
    const offer = await createOffer(db(), {
      property,
      agent: agentRow,
      buyer: buyerRow,
      status: 'accepted',
      offeredPrice: 180000,
    });

    const response = await call('GET', `/api/getOfferData/${offer.id}`, buyer);

    expect(response.statusCode).toBe(200);
    expect(offerSchema.parse(response.json())).toMatchObject({
      _id: offer.id,
      propertyId: property.id,
      propertyTitle: 'Offer data flat',
      offerredPriceRange: 180000,
      offerStatus: 'accepted',
      buyerEmail: buyer.email,
      transactionId: null,
      payment: null,
    });
  });

  it('answers an unknown id with 404 and a malformed one with 400', async () => {
    const unknown = await call('GET', `/api/getOfferData/${UNKNOWN_ID}`, buyer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Offer not found');

    const malformed = await call('GET', '/api/getOfferData/offer-1', buyer);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Invalid id/);
  });
});
