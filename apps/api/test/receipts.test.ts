/**
 * Numbered receipts (issue 29, decision 054): every succeeded payment gets the year's next number
 * in the transaction that marks its offer bought, with no gaps or doubles, and only its buyer, its
 * agent and the admins can read it.
 */
import { dhakaDay, formatReceiptNumber } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, receiptCounters, user } from '../src/db/schema';
import { markOfferBoughtInTransaction } from '../src/modules/payments/mark-offer-bought';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, type TestUser } from './helpers/factory';

const SUCCESS_CARD = '4242 4242 4242 4242';
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const YEAR = Number(dhakaDay().slice(0, 4));

let testApp: TestApp;
let buyer: TestAccount;
let stranger: TestAccount;
let agentAccount: TestAccount;
let otherAgent: TestAccount;
let admin: TestAccount;
let agent: TestUser;

const db = () => testApp.app.db;

async function acceptedOffer(offeredPrice = 8_500_000) {
  const property = await createProperty(db(), agent, {
    title: 'Lake view flat',
    minPrice: 8_000_000,
    maxPrice: 9_000_000,
  });
  return createOffer(db(), { property, agent, buyer, status: 'accepted', offeredPrice });
}

/** Opens the sandbox intent and pays it with the success card; returns the intent's id. */
async function payInSandbox(offerId: string): Promise<string> {
  const opened = await testApp.app.inject({
    method: 'POST',
    url: '/api/createPaymentIntent',
    headers: { cookie: buyer.cookie },
    payload: { offerId },
  });
  expect(opened.statusCode).toBe(200);
  const { clientSecret } = opened.json();
  const paid = await testApp.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    payload: { clientSecret, cardNumber: SUCCESS_CARD, expiry: FUTURE_EXPIRY, cvc: '123' },
  });
  expect(paid.statusCode).toBe(200);
  return clientSecret.split('_secret_')[0];
}

function report(offerId: string, transactionId: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/updateOfferStatus/${offerId}`,
    headers: { cookie: buyer.cookie },
    payload: { transactionId, status: 'bought', payment: 'completed' },
  });
}

function readReceipt(account: TestAccount | undefined, offerId: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/receipts/${offerId}`,
    headers: account ? { cookie: account.cookie } : {},
  });
}

async function lastNumber(): Promise<number> {
  const [row] = await db().select().from(receiptCounters).where(eq(receiptCounters.year, YEAR));
  return row?.last ?? 0;
}

async function buyOne(): Promise<{ offerId: string; intentId: string }> {
  const offer = await acceptedOffer();
  const intentId = await payInSandbox(offer.id);
  const reported = await report(offer.id, intentId);
  expect(reported.json()).toEqual({ modifiedCount: 1 });
  return { offerId: offer.id, intentId };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  stranger = await signUpAccount(testApp, { name: 'Karim Stranger' });
  agentAccount = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Other Agent' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  const [row] = await db().select().from(user).where(eq(user.id, agentAccount.id));
  if (!row) throw new Error('agent missing');
  agent = row;
});

afterAll(async () => {
  await testApp?.close();
});

describe('receipt numbers', () => {
  it('numbers two payments one after the other, and a replay takes no number', async () => {
    const before = await lastNumber();
    const first = await buyOne();
    const second = await buyOne();
    expect((await report(first.offerId, first.intentId)).json()).toEqual({ modifiedCount: 0 });

    const one = (await readReceipt(buyer, first.offerId)).json();
    const two = (await readReceipt(buyer, second.offerId)).json();
    expect(one.receiptNumber).toBe(formatReceiptNumber(YEAR, before + 1));
    expect(two.receiptNumber).toBe(formatReceiptNumber(YEAR, before + 2));
    expect(one.receiptNumber).toMatch(/^NL-\d{4}-\d{6}$/);
    expect(await lastNumber()).toBe(before + 2);
  });

  it('gives concurrent payments distinct numbers with no gap', async () => {
    const before = await lastNumber();
    const offers = await Promise.all([acceptedOffer(), acceptedOffer(), acceptedOffer()]);
    const intents = await Promise.all(offers.map((offer) => payInSandbox(offer.id)));
    const answers = await Promise.all(offers.map((offer, i) => report(offer.id, intents[i] ?? '')));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const numbers = await Promise.all(
      offers.map(async (offer) => (await readReceipt(buyer, offer.id)).json().receiptNumber),
    );
    expect([...numbers].sort()).toEqual([1, 2, 3].map((n) => formatReceiptNumber(YEAR, before + n)));
  });

  it('is given in the transaction that marks the offer bought: a rollback takes the number back', async () => {
    const offer = await acceptedOffer();
    const intentId = await payInSandbox(offer.id);
    const before = await lastNumber();
    await expect(
      db().transaction(async (tx) => {
        await markOfferBoughtInTransaction(tx, offer.id, intentId);
        const [inside] = await tx.select().from(payments).where(eq(payments.intentId, intentId));
        expect(inside?.receiptNumber).toBe(formatReceiptNumber(YEAR, before + 1));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await lastNumber()).toBe(before);
    const [after] = await db().select().from(payments).where(eq(payments.intentId, intentId));
    expect(after).toMatchObject({ status: 'open', receiptNumber: null });

    await report(offer.id, intentId);
    expect((await readReceipt(buyer, offer.id)).json().receiptNumber).toBe(
      formatReceiptNumber(YEAR, before + 1),
    );
  });
});

describe('GET /api/receipts/:offerId', () => {
  it("answers the receipt's facts to the buyer, the agent and an admin", async () => {
    const { offerId, intentId } = await buyOne();
    const expected = {
      offerId,
      paymentId: expect.any(String),
      receiptNumber: expect.stringMatching(/^NL-\d{4}-\d{6}$/),
      propertyTitle: 'Lake view flat',
      propertyLocation: expect.any(String),
      buyerName: 'Rahim Buyer',
      buyerEmail: buyer.email,
      agentName: 'Nadia Agent',
      agentEmail: agentAccount.email,
      amount: 8_500_000,
      method: 'sandbox card',
      transactionId: intentId,
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      isRefunded: false,
      refundReason: null,
      refundedAt: null,
    };
    for (const reader of [buyer, agentAccount, admin]) {
      const answer = await readReceipt(reader, offerId);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(expected);
    }
  });

  it('is not found for anyone else, and asks who is reading', async () => {
    const { offerId } = await buyOne();
    expect((await readReceipt(buyer, offerId)).statusCode).toBe(200);
    expect((await readReceipt(stranger, offerId)).statusCode).toBe(404);
    expect((await readReceipt(otherAgent, offerId)).statusCode).toBe(404);
    expect((await readReceipt(undefined, offerId)).statusCode).toBe(401);
  });

  it('is not found for an offer not paid yet', async () => {
    const offer = await acceptedOffer();
    await payInSandbox(offer.id);
    expect((await readReceipt(buyer, offer.id)).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 naming the field', async () => {
    const answer = await readReceipt(buyer, 'not-a-uuid');
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toMatch(/offerId/);
  });
});

describe('GET /api/admin/payments', () => {
  function listPayments(account: TestAccount | undefined, query = '') {
    return testApp.app.inject({
      method: 'GET',
      url: `/api/admin/payments${query}`,
      headers: account ? { cookie: account.cookie } : {},
    });
  }

  it('lists every payment to an admin, newest first, with status, amount, method, date and receipt number', async () => {
    const { offerId, intentId } = await buyOne();
    const unpaid = await acceptedOffer();
    await payInSandbox(unpaid.id);

    const answer = await listPayments(admin, '?limit=50');
    expect(answer.statusCode).toBe(200);
    const total = Number(answer.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(2);
    const rows = answer.json();
    expect(rows).toHaveLength(Math.min(total, 50));
    const receipt = (await readReceipt(admin, offerId)).json();
    expect(rows).toContainEqual({
      paymentId: receipt.paymentId,
      offerId,
      propertyTitle: 'Lake view flat',
      buyerName: 'Rahim Buyer',
      provider: 'sandbox',
      status: 'succeeded',
      amount: 8_500_000,
      method: 'sandbox card',
      receiptNumber: receipt.receiptNumber,
      date: receipt.paidAt,
      refundReason: null,
    });
    expect(rows).toContainEqual(
      expect.objectContaining({ offerId: unpaid.id, status: 'open', method: null, receiptNumber: null }),
    );
    const dates = rows.map((row: { date: string }) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(intentId).toBe(receipt.transactionId);
  });

  it('is for admins only, and refuses a bad page naming it', async () => {
    expect((await listPayments(buyer)).statusCode).toBe(403);
    expect((await listPayments(agentAccount)).statusCode).toBe(403);
    expect((await listPayments(undefined)).statusCode).toBe(401);
    const bad = await listPayments(admin, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/page must be at least 1/);
  });
});
