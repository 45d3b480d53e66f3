/**
 * The agent's side of offers through HTTP: accepting and rejecting (owner agent only, pending
 * offers only, accepting rejects the rest, one deal per listing even when ten accepts race),
 * the requested list's order, and the sold list's pages with the total of every sale.
 */
import { offerListSchema, SOLD_TOTAL_HEADER, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, properties } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  createOffer,
  createProperty,
  createUser,
  findUserRow,
  minutesAgo,
  type TestOffer,
  type TestUser,
} from './helpers/factory';
import { snapshotOffers } from './helpers/snapshots';

let testApp: TestApp;
let agent: TestAccount;
let otherAgent: TestAccount;
let buyer: TestAccount;
let agentRow: TestUser;
let buyerRow: TestUser;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function db() {
  return testApp.app.db;
}

function updateOffer(caller: TestAccount, id: string, query: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/updateOffer/${id}?${query}`,
    headers: { cookie: caller.cookie },
  });
}

function get(caller: TestAccount, url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: { cookie: caller.cookie } });
}

async function findStatus(id: string) {
  const [row] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, id));
  return row?.status;
}

/** A listing of the agent with pending offers by `count` different buyers. */
async function createListingWithOffers(count: number, owner: TestUser = agentRow) {
  const property = await createProperty(db(), owner, { minPrice: 100000, maxPrice: 200000 });
  const made: TestOffer[] = [];
  for (let index = 0; index < count; index++) {
    const bidder = await createUser(db());
    made.push(
      await createOffer(db(), { property, agent: owner, buyer: bidder, offeredPrice: 100000 + index * 1000 }),
    );
  }
  return { property, offers: made };
}

function setCreatedAt(id: string, createdAt: Date) {
  return db().update(offers).set({ createdAt }).where(eq(offers.id, id));
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  agentRow = await findUserRow(db(), agent.id);
  buyerRow = await findUserRow(db(), buyer.id);
});

afterAll(async () => {
  await testApp?.close();
});

describe('PATCH /api/updateOffer/:id?status=accepted', () => {
  it('accepts the offer and rejects every other pending offer on that listing only', async () => {
    const { property, offers: [chosen, second, third] = [] } = await createListingWithOffers(3);
    if (!chosen || !second || !third) throw new Error('offers missing');
    const earlierRefusal = await createOffer(db(), {
      property,
      agent: agentRow,
      buyer: await createUser(db()),
      status: 'rejected',
    });
    const elsewhere = await createListingWithOffers(1);

    const response = await updateOffer(agent, chosen.id, `status=accepted&propertyId=${property.id}`);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await findStatus(chosen.id)).toBe('accepted');
    expect(await findStatus(second.id)).toBe('rejected');
    expect(await findStatus(third.id)).toBe('rejected');
    expect(await findStatus(earlierRefusal.id)).toBe('rejected');
    expect(await findStatus(elsewhere.offers[0]?.id ?? '')).toBe('pending');
  });

  it('accepts without the propertyId too', async () => {
    const { offers: [only] = [] } = await createListingWithOffers(1);
    if (!only) throw new Error('offer missing');

    const response = await updateOffer(agent, only.id, 'status=accepted');

    expect(response.statusCode).toBe(200);
    expect(await findStatus(only.id)).toBe('accepted');
  });

  it('then refuses new offers on the listing with 409', async () => {
    const { property, offers: [chosen] = [] } = await createListingWithOffers(1);
    if (!chosen) throw new Error('offer missing');
    await updateOffer(agent, chosen.id, `status=accepted&propertyId=${property.id}`);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addOffer',
      headers: { cookie: buyer.cookie },
      payload: buildOfferBody(property),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This Property Is No Longer Available');
  });

  it("answers another agent's offer and an unknown id as 'Offer not found' (404), changing nothing", async () => {
    const { property, offers: [pending] = [] } = await createListingWithOffers(2);
    if (!pending) throw new Error('offer missing');
    const before = await snapshotOffers(db());

    for (const query of [`status=accepted&propertyId=${property.id}`, 'status=rejected']) {
      const stranger = await updateOffer(otherAgent, pending.id, query);
      expect(stranger.statusCode, query).toBe(404);
      expect(stranger.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Offer not found' });
      const unknown = await updateOffer(agent, UNKNOWN_ID, query);
      expect(unknown.statusCode, query).toBe(404);
    }
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it("refuses another listing's propertyId with 400 and changes nothing", async () => {
    const { offers: [pending] = [] } = await createListingWithOffers(2);
    const other = await createListingWithOffers(1);
    if (!pending) throw new Error('offer missing');
    const before = await snapshotOffers(db());

    for (const query of [
      `status=accepted&propertyId=${other.property.id}`,
      `status=rejected&propertyId=${UNKNOWN_ID}`,
    ]) {
      const response = await updateOffer(agent, pending.id, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBe('This Offer Is Not On That Property');
    }
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it.each([
    ['no status', ''],
    ['status pending', 'status=pending'],
    ['status bought', 'status=bought'],
    ['an unknown status', 'status=maybe'],
    ['a malformed propertyId', 'status=accepted&propertyId=listing-1'],
  ])('refuses %s with 400 and changes nothing', async (_case, query) => {
    const { offers: [pending] = [] } = await createListingWithOffers(1);
    if (!pending) throw new Error('offer missing');
    const before = await snapshotOffers(db());

    const response = await updateOffer(agent, pending.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it('refuses a malformed offer id with 400', async () => {
    const response = await updateOffer(agent, 'offer-1', 'status=rejected');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Invalid id/);
  });

  it('refuses, with 409, to accept a pending offer where another is already accepted (the one-deal index)', async () => {
    // Data from before the rules (or written around them): the unique index is the last guard.
    const { property, offers: [pending] = [] } = await createListingWithOffers(1);
    if (!pending) throw new Error('offer missing');
    await createOffer(db(), { property, agent: agentRow, buyer: await createUser(db()), status: 'accepted' });
    const before = await snapshotOffers(db());

    const response = await updateOffer(agent, pending.id, `status=accepted&propertyId=${property.id}`);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'This Property Is No Longer Available',
    });
    expect(await snapshotOffers(db())).toEqual(before);
  });

  it('ten simultaneous accepts of ten pending offers on one listing accept exactly one', async () => {
    const { property, offers: made } = await createListingWithOffers(10);

    const responses = await Promise.all(
      made.map((offer) => updateOffer(agent, offer.id, `status=accepted&propertyId=${property.id}`)),
    );

    const accepted = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(9);
    for (const response of refused) {
      expect(['This Offer Is Already rejected', 'This Property Is No Longer Available']).toContain(
        response.json().message,
      );
    }
    const stored = await db()
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.propertyId, property.id));
    expect(stored.filter((offer) => offer.status === 'accepted')).toHaveLength(1);
    expect(stored.filter((offer) => offer.status === 'rejected')).toHaveLength(9);
  });

  it('an accept and a reject of one offer at once: exactly one of them happens', async () => {
    const { property, offers: [contested] = [] } = await createListingWithOffers(1);
    if (!contested) throw new Error('offer missing');

    const [accept, reject] = await Promise.all([
      updateOffer(agent, contested.id, `status=accepted&propertyId=${property.id}`),
      updateOffer(agent, contested.id, 'status=rejected'),
    ]);

    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    expect(await findStatus(contested.id)).toBe(accept.statusCode === 200 ? 'accepted' : 'rejected');
  });
});

describe('PATCH /api/updateOffer/:id?status=rejected', () => {
  it('rejects a pending offer and leaves the other offers pending', async () => {
    const { offers: [refused, kept] = [] } = await createListingWithOffers(2);
    if (!refused || !kept) throw new Error('offers missing');

    const response = await updateOffer(agent, refused.id, 'status=rejected');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await findStatus(refused.id)).toBe('rejected');
    expect(await findStatus(kept.id)).toBe('pending');
  });

  it("refuses to reject twice (409 'This Offer Is Already rejected')", async () => {
    const { offers: [offer] = [] } = await createListingWithOffers(1);
    if (!offer) throw new Error('offer missing');
    expect((await updateOffer(agent, offer.id, 'status=rejected')).statusCode).toBe(200);
    const before = await snapshotOffers(db());

    const again = await updateOffer(agent, offer.id, 'status=rejected');

    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This Offer Is Already rejected');
    expect(await snapshotOffers(db())).toEqual(before);
  });
});

describe('no decision goes back', () => {
  it.each([
    ['accept', 'rejected', 'status=accepted'],
    ['accept', 'accepted', 'status=accepted'],
    ['accept', 'bought', 'status=accepted'],
    ['reject', 'accepted', 'status=rejected'],
    ['reject', 'bought', 'status=rejected'],
  ] as const)(
    "refuses to %s an offer already %s with 409 'This Offer Is Already %s'",
    async (_verb, status, query) => {
      const property = await createProperty(db(), agentRow);
      const offer = await createOffer(db(), { property, agent: agentRow, buyer: buyerRow, status });
      const before = await snapshotOffers(db());

      const response = await updateOffer(agent, offer.id, `${query}&propertyId=${property.id}`);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: `This Offer Is Already ${status}`,
      });
      expect(await snapshotOffers(db())).toEqual(before);
    },
  );
});

describe('GET /api/getRequestedProperty?email=', () => {
  let seller: TestAccount;
  let sellerRow: TestUser;
  const titles: Record<string, string> = {};

  beforeAll(async () => {
    seller = await signUpAccount(testApp, { role: 'agent', name: 'Sadia Seller' });
    sellerRow = await findUserRow(db(), seller.id);
    const plan = [
      { title: 'old pending', status: 'pending', minutes: 50 },
      { title: 'new pending', status: 'pending', minutes: 10 },
      { title: 'newest accepted', status: 'accepted', minutes: 5 },
      { title: 'old rejected', status: 'rejected', minutes: 40 },
      { title: 'middle bought', status: 'bought', minutes: 20 },
    ] as const;
    for (const step of plan) {
      const property = await createProperty(db(), sellerRow, { title: step.title });
      const offer = await createOffer(db(), {
        property,
        agent: sellerRow,
        buyer: buyerRow,
        status: step.status,
      });
      await setCreatedAt(offer.id, minutesAgo(step.minutes));
      titles[offer.id] = step.title;
    }
    // Offers on another agent's listing never appear.
    await createListingWithOffers(1);
  });

  it("answers the offers on the agent's listings, pending first, then newest", async () => {
    const response = await get(seller, `/api/getRequestedProperty?email=${encodeURIComponent(seller.email)}`);

    expect(response.statusCode).toBe(200);
    const list = offerListSchema.parse(response.json());
    expect(list.map((offer) => offer.propertyTitle)).toEqual([
      'new pending',
      'old pending',
      'newest accepted',
      'middle bought',
      'old rejected',
    ]);
    expect(list.every((offer) => offer.agentEmail === seller.email)).toBe(true);
    expect(list[0]).toMatchObject({
      buyerName: 'Uma Buyer',
      buyerEmail: buyer.email,
      offerStatus: 'pending',
    });
  });

  it('refuses a malformed or missing email with 400', async () => {
    for (const url of ['/api/getRequestedProperty', '/api/getRequestedProperty?email=seller']) {
      const response = await get(seller, url);
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('GET /api/getSoldProperties?email=&page=&limit=', () => {
  let seller: TestAccount;
  let sellerRow: TestUser;
  // Newest first: the sale made 1 minute ago comes first.
  const sales = [
    { title: 'Sale A', price: 110000, minutes: 1 },
    { title: 'Sale B', price: 120500, minutes: 2 },
    { title: 'Sale C', price: 130250, minutes: 3 },
    { title: 'Sale D', price: 140000, minutes: 4 },
    { title: 'Sale E', price: 150075, minutes: 5 },
  ];
  const soldTotal = sales.reduce((sum, sale) => sum + sale.price, 0);

  function soldPage(query = '') {
    return get(seller, `/api/getSoldProperties?email=${encodeURIComponent(seller.email)}${query}`);
  }

  beforeAll(async () => {
    seller = await signUpAccount(testApp, { role: 'agent', name: 'Sadia Seller' });
    sellerRow = await findUserRow(db(), seller.id);
    for (const sale of sales) {
      const property = await createProperty(db(), sellerRow, {
        title: sale.title,
        minPrice: 100000,
        maxPrice: 200000,
      });
      const offer = await createOffer(db(), {
        property,
        agent: sellerRow,
        buyer: buyerRow,
        status: 'bought',
        offeredPrice: sale.price,
      });
      await setCreatedAt(offer.id, minutesAgo(sale.minutes));
    }
    // Neither the seller's unpaid offers nor another agent's sales count.
    const unpaid = await createProperty(db(), sellerRow, { minPrice: 100000, maxPrice: 900000 });
    await createOffer(db(), {
      property: unpaid,
      agent: sellerRow,
      buyer: buyerRow,
      status: 'accepted',
      offeredPrice: 900000,
    });
    const elsewhere = await createProperty(db(), agentRow);
    await createOffer(db(), { property: elsewhere, agent: agentRow, buyer: buyerRow, status: 'bought' });
  });

  it('pages the sales newest first with the count and the total of every sale on every page', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await soldPage(`&page=${page}&limit=2`);
      expect(response.statusCode, `page ${page}`).toBe(200);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()], `page ${page}`).toBe('5');
      expect(response.headers[SOLD_TOTAL_HEADER.toLowerCase()], `page ${page}`).toBe(String(soldTotal));
      pages.push(offerListSchema.parse(response.json()).map((offer) => offer.propertyTitle));
    }
    expect(pages).toEqual([['Sale A', 'Sale B'], ['Sale C', 'Sale D'], ['Sale E'], []]);
  });

  it('answers every sale as a bought offer with the buyer and the price, 12 to a page by default', async () => {
    const response = await soldPage();

    expect(response.statusCode).toBe(200);
    const list = offerListSchema.parse(response.json());
    expect(list).toHaveLength(5);
    expect(list.map((offer) => offer.offerredPriceRange)).toEqual(sales.map((sale) => sale.price));
    for (const offer of list) {
      expect(offer).toMatchObject({
        offerStatus: 'bought',
        payment: 'completed',
        buyerName: 'Uma Buyer',
        buyerEmail: buyer.email,
        agentEmail: seller.email,
      });
    }
  });

  it('answers an agent without sales an empty list and a total of 0', async () => {
    const response = await get(
      otherAgent,
      `/api/getSoldProperties?email=${encodeURIComponent(otherAgent.email)}`,
    );

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('0');
    expect(response.headers[SOLD_TOTAL_HEADER.toLowerCase()]).toBe('0');
  });

  it.each([
    ['page 0', '&page=0', 'page must be at least 1'],
    ['a fractional page', '&page=1.5', 'page must be a whole number'],
    ['a page as text', '&page=two', 'page must be a number'],
    ['limit 0', '&limit=0', 'limit must be at least 1'],
    ['a limit over 100', '&limit=101', 'limit must be at most 100'],
  ])('refuses %s with 400', async (_case, query, message) => {
    const response = await soldPage(query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('refuses a missing email with 400', async () => {
    const response = await get(seller, '/api/getSoldProperties');

    expect(response.statusCode).toBe(400);
  });

  it('counts a sale whose listing was deleted (history stays)', async () => {
    const property = await createProperty(db(), sellerRow, { minPrice: 100000, maxPrice: 200000 });
    const offer = await createOffer(db(), {
      property,
      agent: sellerRow,
      buyer: buyerRow,
      status: 'bought',
      offeredPrice: 100001,
    });
    await db().delete(properties).where(eq(properties.id, property.id));
    expect((await db().select().from(offers).where(eq(offers.id, offer.id)))[0]?.propertyId).toBeNull();

    const response = await soldPage('&limit=1');

    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('6');
    expect(response.headers[SOLD_TOTAL_HEADER.toLowerCase()]).toBe(String(soldTotal + 100001));
  });
});
