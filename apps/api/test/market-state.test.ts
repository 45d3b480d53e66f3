/**
 * Listings that tell the truth (issue 26, decision 048): a purchase through Nestlane makes the
 * listing sold in the payment's own transaction; an agent marks their rental rented and relists
 * it. Sold or rented, it leaves search, the map, saved-search alerts and the advertised six at
 * once, keeps its page, wish-list entry and compare column, marked, and takes no offer.
 */
import { findCurrentMonth, MARKET_STATE_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, properties } from '../src/db/schema';
import { OFFER_API_MESSAGES } from '../src/modules/offers/messages';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  createOffer,
  createProperty,
  createWishlistItem,
  findUserRow,
  type TestProperty,
  type TestUser,
} from './helpers/factory';
import { matchedListingIds, runAlertJobs, saveSearch, verifyListing } from './helpers/saved-search-alerts';

const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let testApp: TestApp;
let admin: TestAccount;
let agentAccount: TestAccount;
let agent: TestUser;
let otherAgent: TestAccount;
let buyer: TestAccount;
let word = 0;

function db() {
  return testApp.app.db;
}

/** A word no other listing of this file's database holds, so a search finds only that test's listing. */
function nextWord(): string {
  word += 1;
  return `marketword${'abcdefghijklmnop'[word] ?? 'z'}`;
}

async function createListing(title: string, fields: Partial<TestProperty> = {}) {
  return createProperty(db(), agent, { title: `${title} flat`, ...fields });
}

async function readMarket(id: string) {
  const [row] = await db()
    .select({
      marketState: properties.marketState,
      advertiseStatus: properties.advertiseStatus,
      availableFrom: properties.availableFrom,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row;
}

async function searchIds(search: string): Promise<string[]> {
  const response = await callAs(testApp, undefined, 'GET', `/api/getVerifiedProperties?search=${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((property: { _id: string }) => property._id);
}

async function mapIds(search: string): Promise<string[]> {
  const response = await callAs(testApp, undefined, 'GET', `/api/searchMap?search=${search}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().points.map((point: { id: string }) => point.id);
}

async function advertisedIds(): Promise<string[]> {
  const response = await callAs(testApp, undefined, 'GET', '/api/getAdvertiseProperty');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().map((property: { _id: string }) => property._id);
}

function markRented(caller: TestAccount | undefined, payload: Record<string, unknown>) {
  return callAs(testApp, caller, 'POST', '/api/markRented', payload);
}

function relist(caller: TestAccount | undefined, payload: Record<string, unknown>) {
  return callAs(testApp, caller, 'POST', '/api/relistProperty', payload);
}

/** The buyer pays an accepted offer with the sandbox card and reports it, as the payment page does. */
async function buyThroughNestlane(listing: TestProperty) {
  const offer = await createOffer(db(), {
    property: listing,
    agent,
    buyer,
    status: 'accepted',
    offeredPrice: listing.minPrice,
  });
  const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
  expect(opened.statusCode, opened.body).toBe(200);
  const clientSecret: string = opened.json().clientSecret;
  const paid = await testApp.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const reported = await callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offer.id}`, {
    transactionId: intentId,
    status: 'bought',
    payment: 'completed',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  return offer;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  agentAccount = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  agent = await findUserRow(db(), agentAccount.id);
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Other Agent' });
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('a purchase through Nestlane', () => {
  it('makes the listing sold in the payment’s transaction: out of search, the map and the advertised six', async () => {
    const title = nextWord();
    const listing = await createListing(title, { advertiseStatus: 'advertise' });
    expect(await searchIds(title)).toEqual([listing.id]);
    expect(await mapIds(title)).toEqual([listing.id]);
    expect(await advertisedIds()).toContain(listing.id);

    const offer = await buyThroughNestlane(listing);

    const [bought] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, offer.id));
    expect(bought?.status).toBe('bought');
    expect(await readMarket(listing.id)).toMatchObject({
      marketState: 'sold',
      advertiseStatus: 'disadvertise',
    });
    expect(await searchIds(title)).toEqual([]);
    expect(await mapIds(title)).toEqual([]);
    expect(await advertisedIds()).not.toContain(listing.id);
  });

  it('keeps the sold listing’s page, wish-list entry and compare column, marked sold', async () => {
    const listing = await createListing(nextWord());
    await createWishlistItem(db(), { property: listing, user: await findUserRow(db(), buyer.id) });
    await buyThroughNestlane(listing);

    const page = await callAs(testApp, undefined, 'GET', `/api/detailProperty/${listing.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ _id: listing.id, marketState: 'sold' });

    const wishes = await callAs(testApp, buyer, 'GET', `/api/getWishlist?email=${buyer.email}`);
    expect(wishes.statusCode, wishes.body).toBe(200);
    expect(wishes.json()).toContainEqual(
      expect.objectContaining({ propertyId: listing.id, marketState: 'sold' }),
    );

    const compared = await callAs(testApp, undefined, 'GET', `/api/compareProperties?ids=${listing.id}`);
    expect(compared.statusCode, compared.body).toBe(200);
    expect(compared.json().properties).toEqual([
      expect.objectContaining({ _id: listing.id, marketState: 'sold' }),
    ]);
  });

  it('refuses a new offer on the sold listing with the "no longer available" message', async () => {
    const listing = await createListing(nextWord());
    await buyThroughNestlane(listing);
    const other = await signUpAccount(testApp, { name: 'Karim Buyer' });

    const refused = await callAs(testApp, other, 'POST', '/api/addOffer', buildOfferBody(listing));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_API_MESSAGES.noLongerAvailable);
  });
});

describe('marking a rental rented', () => {
  it('takes it out of search, the map, the advertised six and pending alerts at once; its page stays, marked', async () => {
    const title = nextWord();
    const listing = await createListing(title, {
      listedFor: 'For Rent',
      advertiseStatus: 'advertise',
      verificationStatus: 'pending',
    });
    const saved = await saveSearch(testApp, buyer, { search: title }, { alert: 'daily' });
    await verifyListing(testApp, admin, listing.id);
    await runAlertJobs(testApp);
    // A daily search's match waits for the morning's digest.
    expect(await matchedListingIds(testApp, saved._id)).toEqual([listing.id]);

    const marked = await markRented(agentAccount, { propertyId: listing.id });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ modifiedCount: 1 });

    expect(await readMarket(listing.id)).toMatchObject({
      marketState: 'rented',
      advertiseStatus: 'disadvertise',
    });
    expect(await searchIds(title)).toEqual([]);
    expect(await mapIds(title)).toEqual([]);
    expect(await advertisedIds()).not.toContain(listing.id);
    expect(await matchedListingIds(testApp, saved._id)).toEqual([]);
    const page = await callAs(testApp, undefined, 'GET', `/api/detailProperty/${listing.id}`);
    expect(page.json()).toMatchObject({ marketState: 'rented' });
  });

  it('refuses offers on it, and rejects the offers that were pending', async () => {
    const listing = await createListing(nextWord(), { listedFor: 'For Rent' });
    const pending = await createOffer(db(), { property: listing, agent, buyer, status: 'pending' });
    expect((await markRented(agentAccount, { propertyId: listing.id })).statusCode).toBe(200);

    const [offer] = await db()
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.id, pending.id));
    expect(offer?.status).toBe('rejected');
    const other = await signUpAccount(testApp, { name: 'Salma Buyer' });
    const refused = await callAs(testApp, other, 'POST', '/api/addOffer', buildOfferBody(listing));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(OFFER_API_MESSAGES.noLongerAvailable);
  });

  it('relists it from a month: back in search and on the map, the month kept', async () => {
    const title = nextWord();
    const listing = await createListing(title, { listedFor: 'For Rent' });
    expect((await markRented(agentAccount, { propertyId: listing.id })).statusCode).toBe(200);
    const month = findCurrentMonth();

    const relisted = await relist(agentAccount, { propertyId: listing.id, availableFrom: month });
    expect(relisted.statusCode, relisted.body).toBe(200);
    expect(await readMarket(listing.id)).toMatchObject({
      marketState: 'available',
      availableFrom: month,
    });
    expect(await searchIds(title)).toEqual([listing.id]);
    expect(await mapIds(title)).toEqual([listing.id]);
  });

  it('is the owner’s alone: another agent gets 404, a buyer 403, a visitor 401, and nothing changes', async () => {
    const listing = await createListing(nextWord(), { listedFor: 'For Rent' });
    expect((await markRented(otherAgent, { propertyId: listing.id })).statusCode).toBe(404);
    expect((await markRented(buyer, { propertyId: listing.id })).statusCode).toBe(403);
    expect((await markRented(undefined, { propertyId: listing.id })).statusCode).toBe(401);
    expect((await readMarket(listing.id))?.marketState).toBe('available');

    expect((await markRented(agentAccount, { propertyId: listing.id })).statusCode).toBe(200);
    const month = findCurrentMonth();
    expect((await relist(otherAgent, { propertyId: listing.id, availableFrom: month })).statusCode).toBe(404);
    expect((await relist(buyer, { propertyId: listing.id, availableFrom: month })).statusCode).toBe(403);
    expect((await readMarket(listing.id))?.marketState).toBe('rented');
  });

  it('refuses what cannot be rented or relisted with 409, and leaves the listing as it was', async () => {
    const forSale = await createListing(nextWord());
    const sale = await markRented(agentAccount, { propertyId: forSale.id });
    expect(sale.statusCode).toBe(409);
    expect(sale.json().message).toBe(MARKET_STATE_MESSAGES.onlyRentalsCanBeRented);

    const rental = await createListing(nextWord(), { listedFor: 'For Rent' });
    const notRented = await relist(agentAccount, {
      propertyId: rental.id,
      availableFrom: findCurrentMonth(),
    });
    expect(notRented.statusCode).toBe(409);
    expect(notRented.json().message).toBe(MARKET_STATE_MESSAGES.onlyRentedCanBeRelisted);

    await createOffer(db(), { property: rental, agent, buyer, status: 'accepted' });
    const awaitingPayment = await markRented(agentAccount, { propertyId: rental.id });
    expect(awaitingPayment.statusCode).toBe(409);
    expect(awaitingPayment.json().message).toBe('This Property Has An Accepted Offer Awaiting Payment');
    expect((await readMarket(rental.id))?.marketState).toBe('available');
  });

  it('answers bad input with a 400 naming the field, and stores nothing', async () => {
    const listing = await createListing(nextWord(), { listedFor: 'For Rent' });
    const noId = await markRented(agentAccount, { propertyId: 'not-a-uuid' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().message).toMatch(/propertyId/);

    expect((await markRented(agentAccount, { propertyId: listing.id })).statusCode).toBe(200);
    for (const [availableFrom, message] of [
      ['2026-13', MARKET_STATE_MESSAGES.availableFromFormat],
      ['next month', MARKET_STATE_MESSAGES.availableFromFormat],
      ['2020-01', MARKET_STATE_MESSAGES.availableFromPast],
    ] as const) {
      const refused = await relist(agentAccount, { propertyId: listing.id, availableFrom });
      expect(refused.statusCode, availableFrom).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    const missing = await relist(agentAccount, { propertyId: listing.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/availableFrom/);
    expect(await readMarket(listing.id)).toMatchObject({ marketState: 'rented', availableFrom: null });
  });
});
