/**
 * A slow SSLCommerz (decision 062): every call the app makes (session, validation, transaction query,
 * refund) is bounded by SSLCOMMERZ_TIMEOUT_MS, and a call left unanswered is a 503 with nothing
 * written, never a request that hangs. The fake gateway on loopback reads the call and never answers.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, payments } from '../src/db/schema';
import {
  RECOVERY_GRACE_MS,
  recoverSslcommerzPayments,
} from '../src/modules/payments/recover-sslcommerz-payments';
import { isSslcommerzProvider } from '../src/payments/sslcommerz/sslcommerz-provider';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, createUser } from './helpers/factory';
import { type FakeSslcommerz, startFakeSslcommerz } from './helpers/fake-sslcommerz';

const STORE = { id: 'nestlane_slow_store', password: 'nestlane_slow_store@ssl' };
/** Short, so the suite does not wait long; long enough that an answering fake is always within it. */
const TIMEOUT_MS = 400;

let fake: FakeSslcommerz;
let testApp: TestApp;
let buyer: TestAccount;
let admin: TestAccount;
const db = () => testApp.app.db;

/** An offer the buyer may pay: accepted, on a listing of a new agent. */
async function createAcceptedOffer() {
  const agent = await createUser(db(), { role: 'agent' });
  const property = await createProperty(db(), agent, { minPrice: 120_000, maxPrice: 150_000 });
  return createOffer(db(), { property, agent, buyer, status: 'accepted', offeredPrice: 130_000 });
}

async function openSession() {
  const offer = await createAcceptedOffer();
  const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
  expect(opened.statusCode).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.offerId, offer.id));
  if (!payment) throw new Error('no payment row');
  return { offer, tranId: payment.intentId };
}

function post(url: string, fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function statusOf(offerId: string) {
  const [row] = await db().select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
  return row?.status;
}

beforeAll(async () => {
  fake = await startFakeSslcommerz(STORE);
  testApp = await buildTestApp({
    SSLCOMMERZ_STORE_ID: STORE.id,
    SSLCOMMERZ_STORE_PASSWORD: STORE.password,
    SSLCOMMERZ_API_BASE_URL: fake.url,
    SSLCOMMERZ_TIMEOUT_MS: String(TIMEOUT_MS),
    PUBLIC_URL: 'https://nestlane.example.test',
  });
  buyer = await signUpAccount(testApp, { name: 'Slow Buyer' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('a gateway that does not answer', () => {
  it('session: the payment page answers 503 and opens no payment', async () => {
    const offer = await createAcceptedOffer();
    fake.hangNext(1);
    const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
    expect(opened.statusCode).toBe(503);
    expect(opened.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await db().select().from(payments).where(eq(payments.offerId, offer.id))).toEqual([]);
    // The next try, with the gateway answering, opens the session.
    const again = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
    expect(again.statusCode).toBe(200);
  });

  it('validation: the IPN answers 503 and writes nothing; the return lands on "being confirmed"; the next IPN counts', async () => {
    const { offer, tranId } = await openSession();
    const paid = fake.pay(tranId);
    fake.hangNext(1);
    expect((await post('/api/payments/sslcommerz/ipn', paid)).statusCode).toBe(503);
    expect(await statusOf(offer.id)).toBe('accepted');

    fake.hangNext(1);
    const back = await post('/api/payments/sslcommerz/return/success', paid);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=pending`);
    expect(await statusOf(offer.id)).toBe('accepted');

    expect((await post('/api/payments/sslcommerz/ipn', paid)).statusCode).toBe(200);
    expect(await statusOf(offer.id)).toBe('bought');
  });

  it('transaction query: the recovery job counts the payment failed and leaves it open for its next run', async () => {
    const { tranId } = await openSession();
    fake.pay(tranId);
    fake.hangNext(1, (request) => request.query.tran_id === tranId);
    const later = new Date(Date.now() + RECOVERY_GRACE_MS + 1000);
    const provider = testApp.app.payments;
    if (!isSslcommerzProvider(provider)) throw new Error('SSLCommerz is not the provider');
    const tally = await recoverSslcommerzPayments(db(), provider, testApp.app.log, later);
    expect(tally.failed).toBe(1);
    const [payment] = await db().select().from(payments).where(eq(payments.intentId, tranId));
    expect(payment?.status).toBe('open');
  });

  it("refund: the admin's refund answers 503 and the payment stays paid", async () => {
    const { tranId } = await openSession();
    const paid = fake.pay(tranId);
    expect((await post('/api/payments/sslcommerz/ipn', paid)).statusCode).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.intentId, tranId));
    if (!payment) throw new Error('no payment row');
    // The transaction query answers; the refund API after it does not.
    fake.hangNext(1, (request) => request.query.bank_tran_id !== undefined);
    const answer = await callAs(testApp, admin, 'POST', `/api/admin/payments/${payment.id}/refund`, {
      reason: 'Duplicate payment',
    });
    expect(answer.statusCode).toBe(503);
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id));
    expect(after?.status).toBe('succeeded');
    expect(fake.refunds).toEqual([]);
  });
});
