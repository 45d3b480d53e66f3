/**
 * Booking money and advance (issue 29, decision 055): a sale states the booking money it asks (a
 * percentage or an amount, within bounds the server checks); a rental its advance in months. Once the
 * agent accepts, the buyer pays that sum, computed by the server whatever the browser sends, and the
 * offer becomes booked; the agent completes it (the listing becomes sold or rented) or cancels it with
 * a reason, only from booked, once. A listing asking 100 % is bought as before.
 */
import { FACT_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, payments, properties } from '../src/db/schema';
import { OFFER_API_MESSAGES } from '../src/modules/offers/messages';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  buildPropertyBody,
  createProperty,
  findUserRow,
  type TestProperty,
  type TestUser,
} from './helpers/factory';

const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let testApp: TestApp;
let agentAccount: TestAccount;
let agent: TestUser;
let otherAgent: TestAccount;
let buyer: TestAccount;

const db = () => testApp.app.db;

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agentAccount = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  agent = await findUserRow(db(), agentAccount.id);
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Other Agent' });
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
});

afterAll(async () => {
  await testApp?.close();
});

async function readListing(id: string) {
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

async function readOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`no offer ${id}`);
  return row;
}

/** The buyer offers through the API (the browser's extra fields are ignored) and the agent accepts. */
async function acceptedOffer(listing: TestProperty, offeredPrice = listing.minPrice): Promise<string> {
  const offered = await callAs(
    testApp,
    buyer,
    'POST',
    '/api/addOffer',
    buildOfferBody(listing, { offerredPriceRange: offeredPrice, amountDue: 1, price: 1 }),
  );
  expect(offered.statusCode, offered.body).toBe(201);
  const offerId: string = offered.json().insertedId;
  const accepted = await callAs(
    testApp,
    agentAccount,
    'PATCH',
    `/api/updateOffer/${offerId}?status=accepted`,
  );
  expect(accepted.statusCode, accepted.body).toBe(200);
  return offerId;
}

/** Opens the payment (the body's price is ignored) and pays it with the sandbox card; returns the amount charged. */
async function payInSandbox(offerId: string): Promise<number> {
  const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId, price: 1 });
  expect(opened.statusCode, opened.body).toBe(200);
  const { clientSecret, amount } = opened.json();
  const paid = await testApp.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const reported = await callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offerId}`, {
    transactionId: clientSecret.split('_secret_')[0],
    status: 'bought',
    payment: 'completed',
  });
  expect(reported.statusCode, reported.body).toBe(200);
  return amount;
}

function closeDeal(caller: TestAccount | undefined, offerId: string, body: Record<string, unknown>) {
  return callAs(testApp, caller, 'PATCH', `/api/closeDeal/${offerId}`, body);
}

async function bookedSale(fields: Partial<TestProperty> = { bookingPercent: 10 }) {
  const listing = await createProperty(db(), agent, { minPrice: 8_000_000, maxPrice: 9_000_000, ...fields });
  const offerId = await acceptedOffer(listing, 8_500_000);
  await payInSandbox(offerId);
  return { listing, offerId };
}

describe('the booking money a sale asks', () => {
  const call = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    callAs(testApp, agentAccount, method, url, payload);

  it('stores a percentage or an amount within bounds, and answers them with the listing', async () => {
    const byPercent = await call('POST', '/api/addProperty', buildPropertyBody({ bookingPercent: 10 }));
    expect(byPercent.statusCode, byPercent.body).toBe(201);
    expect(await readListing(byPercent.json().insertedId)).toMatchObject({
      bookingPercent: 10,
      bookingAmount: null,
    });
    // 5 % of the minimum price is the floor, the minimum price the cap.
    for (const bookingAmount of [6000, 120000]) {
      const byAmount = await call('POST', '/api/addProperty', buildPropertyBody({ bookingAmount }));
      expect(byAmount.statusCode, byAmount.body).toBe(201);
      const id = byAmount.json().insertedId;
      expect(await readListing(id)).toMatchObject({ bookingPercent: null, bookingAmount });
    }
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['a percentage under 5', { bookingPercent: 4 }, FACT_MESSAGES.between('Booking Money (%)', 5, 100)],
    ['a percentage over 100', { bookingPercent: 101 }, FACT_MESSAGES.between('Booking Money (%)', 5, 100)],
    [
      'an amount under 5 % of the minimum price',
      { bookingAmount: 5999 },
      'Booking Money Amount Should Be From 6000 To 120000',
    ],
    [
      'an amount over the minimum price',
      { bookingAmount: 120001 },
      'Booking Money Amount Should Be From 6000 To 120000',
    ],
    [
      'both a percentage and an amount',
      { bookingPercent: 10, bookingAmount: 10000 },
      FACT_MESSAGES.bookingEither,
    ],
    [
      'booking money on a rental',
      { listedFor: 'For Rent', maxPrice: 120000, bookingPercent: 10 },
      FACT_MESSAGES.saleOnly('Booking Money (%)'),
    ],
  ];
  for (const [name, fields, message] of refusals) {
    it(`refuses ${name} with a 400 naming the field, storing nothing`, async () => {
      const before = (await db().select({ id: properties.id }).from(properties)).length;
      const response = await call('POST', '/api/addProperty', buildPropertyBody(fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toContain(message);
      expect((await db().select({ id: properties.id }).from(properties)).length).toBe(before);
    });
  }

  it('refuses an update whose new minimum price leaves the stored amount above its cap; nothing changes', async () => {
    const listing = await createProperty(db(), agent, {
      minPrice: 100_000,
      maxPrice: 150_000,
      bookingAmount: 50_000,
    });
    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, {
      propertyImage: '/uploads/images/lake-view_1.webp',
      propertyTitle: listing.title,
      propertyLocation: listing.location,
      minPrice: 40_000,
      maxPrice: 150_000,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Booking Money Amount Should Be From 2000 To 40000');
    expect(await readListing(listing.id)).toMatchObject({ minPrice: 100_000, bookingAmount: 50_000 });
  });
});

describe('the sum due once accepted', () => {
  it('is the percentage of the offered price, whatever the browser sends; paying books the deal', async () => {
    const listing = await createProperty(db(), agent, {
      minPrice: 8_000_000,
      maxPrice: 9_000_000,
      bookingPercent: 10,
    });
    const offerId = await acceptedOffer(listing, 8_500_000);
    expect(await readOffer(offerId)).toMatchObject({ amountDue: 850_000, isBooking: true });
    expect(await payInSandbox(offerId)).toBe(85_000_000);

    expect(await readOffer(offerId)).toMatchObject({ status: 'booked', payment: 'completed' });
    // Booked, the listing waits for the agent: still listed, yet it takes no other offer.
    expect((await readListing(listing.id)).marketState).toBe('available');
    const other = await signUpAccount(testApp, { name: 'Karim Buyer' });
    const refused = await callAs(testApp, other, 'POST', '/api/addOffer', buildOfferBody(listing));
    expect(refused.statusCode).toBe(409);
    const receipt = await callAs(testApp, buyer, 'GET', `/api/receipts/${offerId}`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ amount: 850_000, isRefunded: false });
    const mine = await callAs(testApp, buyer, 'GET', `/api/getOfferData/${offerId}`);
    expect(mine.json()).toMatchObject({ offerStatus: 'booked', amountDue: 850_000, isBooking: true });
  });

  it('is the amount a listing asks, fixed at acceptance whatever the listing says later', async () => {
    const listing = await createProperty(db(), agent, {
      minPrice: 100_000,
      maxPrice: 150_000,
      bookingAmount: 20_000,
    });
    const offerId = await acceptedOffer(listing, 120_000);
    await db().update(properties).set({ bookingAmount: 90_000 }).where(eq(properties.id, listing.id));
    expect(await payInSandbox(offerId)).toBe(2_000_000);
  });

  it('is the advance for a rental: advance months × the rent; one month when none is said, bought as before', async () => {
    const withAdvance = await createProperty(db(), agent, {
      listedFor: 'For Rent',
      minPrice: 45_000,
      maxPrice: 45_000,
      advanceMonths: 3,
    });
    const booked = await acceptedOffer(withAdvance);
    expect(await payInSandbox(booked)).toBe(135_000 * 100);
    expect((await readOffer(booked)).status).toBe('booked');

    const noAdvance = await createProperty(db(), agent, {
      listedFor: 'For Rent',
      minPrice: 30_000,
      maxPrice: 30_000,
    });
    const bought = await acceptedOffer(noAdvance);
    expect(await payInSandbox(bought)).toBe(30_000 * 100);
    expect((await readOffer(bought)).status).toBe('bought');
    expect((await readListing(noAdvance.id)).marketState).toBe('sold');
  });

  it('is the whole offered price where a listing asks 100 % or says nothing: bought and sold as the spec says', async () => {
    for (const fields of [{ bookingPercent: 100 }, {}]) {
      const listing = await createProperty(db(), agent, { minPrice: 100_000, maxPrice: 150_000, ...fields });
      const offerId = await acceptedOffer(listing, 125_000);
      expect(await readOffer(offerId)).toMatchObject({ amountDue: 125_000, isBooking: false });
      expect(await payInSandbox(offerId)).toBe(12_500_000);
      expect((await readOffer(offerId)).status).toBe('bought');
      expect((await readListing(listing.id)).marketState).toBe('sold');
    }
  });
});

describe('PATCH /api/closeDeal/{id}', () => {
  it('completes a booked sale: the listing is sold, the sale counted, the buyer told', async () => {
    const { listing, offerId } = await bookedSale();
    const done = await closeDeal(agentAccount, offerId, { status: 'completed' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ modifiedCount: 1 });
    expect((await readOffer(offerId)).status).toBe('completed');
    expect((await readListing(listing.id)).marketState).toBe('sold');
    const sold = await callAs(
      testApp,
      agentAccount,
      'GET',
      `/api/getSoldProperties?email=${agentAccount.email}&limit=50`,
    );
    expect(sold.json().map((offer: { _id: string }) => offer._id)).toContain(offerId);
    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told).toContainEqual(
      expect.objectContaining({ kind: 'deal_closed', title: `Your booking of ${listing.title} is complete` }),
    );
  });

  it('completes a booked rental as rented', async () => {
    const listing = await createProperty(db(), agent, {
      listedFor: 'For Rent',
      minPrice: 40_000,
      maxPrice: 40_000,
      advanceMonths: 2,
    });
    const offerId = await acceptedOffer(listing);
    await payInSandbox(offerId);
    expect((await closeDeal(agentAccount, offerId, { status: 'completed' })).statusCode).toBe(200);
    expect((await readListing(listing.id)).marketState).toBe('rented');
  });

  it('cancels with the reason, tells the buyer it, and frees the listing for other offers', async () => {
    const { listing, offerId } = await bookedSale();
    const reason = 'The seller withdrew before registration.';
    const cancelled = await closeDeal(agentAccount, offerId, { status: 'cancelled', reason: `  ${reason} ` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await readOffer(offerId)).toMatchObject({ status: 'cancelled', cancelReason: reason });
    expect((await readListing(listing.id)).marketState).toBe('available');
    const told = await db().select().from(notifications).where(eq(notifications.userId, buyer.id));
    expect(told).toContainEqual(
      expect.objectContaining({
        kind: 'deal_closed',
        title: `Your booking of ${listing.title} was cancelled`,
        body: reason,
      }),
    );
    const other = await signUpAccount(testApp, { name: 'Second Buyer' });
    const again = await callAs(testApp, other, 'POST', '/api/addOffer', buildOfferBody(listing));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a cancel without a reason, or with one too long, naming it; nothing changes', async () => {
    const { offerId } = await bookedSale();
    for (const body of [
      { status: 'cancelled' },
      { status: 'cancelled', reason: '   ' },
      { status: 'cancelled', reason: 'x'.repeat(501) },
    ]) {
      const refused = await closeDeal(agentAccount, offerId, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toMatch(/reason/i);
    }
    expect((await closeDeal(agentAccount, offerId, { status: 'bought' })).statusCode).toBe(400);
    expect((await readOffer(offerId)).status).toBe('booked');
  });

  it('refuses another agent (404), a buyer (403) and a visitor (401); nothing changes', async () => {
    const { listing, offerId } = await bookedSale();
    expect((await closeDeal(otherAgent, offerId, { status: 'completed' })).statusCode).toBe(404);
    expect((await closeDeal(buyer, offerId, { status: 'completed' })).statusCode).toBe(403);
    expect((await closeDeal(undefined, offerId, { status: 'completed' })).statusCode).toBe(401);
    expect((await readOffer(offerId)).status).toBe('booked');
    expect((await readListing(listing.id)).marketState).toBe('available');
  });

  it('refuses a deal that is not booked (accepted, bought) and a second close, with 409', async () => {
    const listing = await createProperty(db(), agent, {
      minPrice: 100_000,
      maxPrice: 150_000,
      bookingPercent: 10,
    });
    const accepted = await acceptedOffer(listing);
    const notYet = await closeDeal(agentAccount, accepted, { status: 'completed' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(OFFER_API_MESSAGES.onlyBookedCanBeClosed);

    const whole = await createProperty(db(), agent, { minPrice: 100_000, maxPrice: 150_000 });
    const bought = await acceptedOffer(whole);
    await payInSandbox(bought);
    expect((await closeDeal(agentAccount, bought, { status: 'cancelled', reason: 'No.' })).statusCode).toBe(
      409,
    );

    const { offerId } = await bookedSale();
    expect((await closeDeal(agentAccount, offerId, { status: 'completed' })).statusCode).toBe(200);
    expect((await closeDeal(agentAccount, offerId, { status: 'completed' })).statusCode).toBe(409);
    expect(
      (await closeDeal(agentAccount, offerId, { status: 'cancelled', reason: 'Late.' })).statusCode,
    ).toBe(409);
    expect((await readOffer(offerId)).status).toBe('completed');
  });

  it('refuses to mark rented a listing with a booked deal', async () => {
    const listing = await createProperty(db(), agent, {
      listedFor: 'For Rent',
      minPrice: 40_000,
      maxPrice: 40_000,
      advanceMonths: 1,
    });
    const offerId = await acceptedOffer(listing);
    await payInSandbox(offerId);
    const rented = await callAs(testApp, agentAccount, 'POST', '/api/markRented', { propertyId: listing.id });
    expect(rented.statusCode).toBe(409);
    expect((await readListing(listing.id)).marketState).toBe('available');
    const [payment] = await db().select().from(payments).where(eq(payments.offerId, offerId));
    expect(payment?.status).toBe('succeeded');
  });
});
