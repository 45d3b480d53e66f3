/**
 * Admin refunds (issue 29, decision 055): an admin refunds a paid payment with a reason, through the
 * provider that took it (the sandbox, Stripe's refund, SSLCommerz's refund API). Asking again changes
 * nothing and asks the provider nothing; a booked deal is cancelled with it; buyer and agent are told;
 * the receipt says it. Bad reasons, other roles and unpaid payments are refused with nothing changed.
 */
import { DEAL_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, payments, sandboxPaymentIntents } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, findUserRow, type TestUser } from './helpers/factory';
import { type FakeSslcommerz, startFakeSslcommerz } from './helpers/fake-sslcommerz';
import { type FakeStripe, startFakeStripe } from './helpers/fake-stripe';

const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const REASON = 'The buyer paid twice by mistake.';

type Parties = { admin: TestAccount; agentAccount: TestAccount; agent: TestUser; buyer: TestAccount };

async function signUpParties(testApp: TestApp): Promise<Parties> {
  const admin = await signUpAccount(testApp, { role: 'admin', name: 'Refund Admin' });
  const agentAccount = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  const buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  return { admin, agentAccount, agent: await findUserRow(testApp.app.db, agentAccount.id), buyer };
}

/** An accepted offer on a new listing (its sum due fixed as acceptance would fix it) and its opened payment. */
async function openPayment(testApp: TestApp, parties: Parties, isBooking: boolean) {
  const db = testApp.app.db;
  const property = await createProperty(db, parties.agent, { minPrice: 100_000, maxPrice: 150_000 });
  const created = await createOffer(db, { ...parties, property, status: 'accepted', offeredPrice: 120_000 });
  await db
    .update(offers)
    .set({ amountDue: isBooking ? 12_000 : 120_000, isBooking })
    .where(eq(offers.id, created.id));
  const opened = await callAs(testApp, parties.buyer, 'POST', '/api/createPaymentIntent', {
    offerId: created.id,
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const [payment] = await db.select().from(payments).where(eq(payments.offerId, created.id));
  if (!payment) throw new Error('no payment');
  return { offerId: created.id, payment, clientSecret: opened.json().clientSecret as string };
}

function refund(testApp: TestApp, caller: TestAccount | undefined, paymentId: string, body: unknown) {
  return callAs(
    testApp,
    caller,
    'POST',
    `/api/admin/payments/${paymentId}/refund`,
    body as Record<string, unknown>,
  );
}

async function readPayment(testApp: TestApp, id: string) {
  const [row] = await testApp.app.db.select().from(payments).where(eq(payments.id, id));
  return row;
}

describe('with the sandbox', () => {
  let testApp: TestApp;
  let parties: Parties;

  async function paidInSandbox(isBooking: boolean) {
    const opened = await openPayment(testApp, parties, isBooking);
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      payload: {
        clientSecret: opened.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: FUTURE_EXPIRY,
        cvc: '123',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const reported = await callAs(
      testApp,
      parties.buyer,
      'PATCH',
      `/api/updateOfferStatus/${opened.offerId}`,
      {
        transactionId: opened.payment.intentId,
        status: 'bought',
        payment: 'completed',
      },
    );
    expect(reported.statusCode, reported.body).toBe(200);
    return opened;
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
    parties = await signUpParties(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('refunds a booking with the reason: payment refunded, deal cancelled, both sides told, receipt says so', async () => {
    const { offerId, payment } = await paidInSandbox(true);
    const answer = await refund(testApp, parties.admin, payment.id, { reason: `  ${REASON}  ` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ modifiedCount: 1 });

    expect(await readPayment(testApp, payment.id)).toMatchObject({
      status: 'refunded',
      refundReason: REASON,
      refundedAt: expect.any(Date),
    });
    const [offer] = await testApp.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer).toMatchObject({ status: 'cancelled', cancelReason: REASON });
    const [intent] = await testApp.app.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, payment.intentId));
    expect(intent?.status).toBe('refunded');
    for (const party of [parties.buyer, parties.agentAccount]) {
      const told = await testApp.app.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, party.id));
      expect(told).toContainEqual(expect.objectContaining({ kind: 'payment_refunded', body: REASON }));
    }
    const receipt = await callAs(testApp, parties.buyer, 'GET', `/api/receipts/${offerId}`);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json()).toMatchObject({ isRefunded: true, refundReason: REASON, amount: 12_000 });
    const list = await callAs(testApp, parties.admin, 'GET', '/api/admin/payments?limit=50');
    expect(list.json()).toContainEqual(
      expect.objectContaining({ paymentId: payment.id, status: 'refunded', refundReason: REASON }),
    );
  });

  it('is idempotent: asking again changes nothing, keeps the first reason and tells nobody twice', async () => {
    const { payment } = await paidInSandbox(true);
    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).json()).toEqual({
      modifiedCount: 1,
    });
    const first = await readPayment(testApp, payment.id);
    const toldBefore = await testApp.app.db.select().from(notifications);
    const again = await refund(testApp, parties.admin, payment.id, { reason: 'Another reason.' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0 });
    expect(await readPayment(testApp, payment.id)).toEqual(first);
    expect(await testApp.app.db.select().from(notifications)).toHaveLength(toldBefore.length);
  });

  it('refunds a payment bought outright and leaves the bought deal as history', async () => {
    const { offerId, payment } = await paidInSandbox(false);
    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).statusCode).toBe(200);
    const [offer] = await testApp.app.db.select().from(offers).where(eq(offers.id, offerId));
    expect(offer?.status).toBe('bought');
  });

  it('refuses a missing, blank or too long reason with a 400 naming it; nothing changes', async () => {
    const { payment } = await paidInSandbox(true);
    const bodies = [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }];
    const messages = [
      DEAL_MESSAGES.reasonRequired,
      DEAL_MESSAGES.reasonRequired,
      DEAL_MESSAGES.reasonTooLong,
    ];
    for (const [index, body] of bodies.entries()) {
      const refused = await refund(testApp, parties.admin, payment.id, body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.body).toMatch(/reason/i);
      expect(refused.body).toContain(messages[index]);
    }
    expect((await readPayment(testApp, payment.id))?.status).toBe('succeeded');
  });

  it('is for admins only; an unknown payment is 404, a malformed id 400, an unpaid one 409', async () => {
    const { payment } = await paidInSandbox(true);
    expect((await refund(testApp, parties.buyer, payment.id, { reason: REASON })).statusCode).toBe(403);
    expect((await refund(testApp, parties.agentAccount, payment.id, { reason: REASON })).statusCode).toBe(
      403,
    );
    expect((await refund(testApp, undefined, payment.id, { reason: REASON })).statusCode).toBe(401);
    expect((await readPayment(testApp, payment.id))?.status).toBe('succeeded');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await refund(testApp, parties.admin, unknown, { reason: REASON })).statusCode).toBe(404);
    const malformed = await refund(testApp, parties.admin, 'not-a-uuid', { reason: REASON });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain('paymentId');
    const open = await openPayment(testApp, parties, true);
    expect((await refund(testApp, parties.admin, open.payment.id, { reason: REASON })).statusCode).toBe(409);
    expect((await readPayment(testApp, open.payment.id))?.status).toBe('open');
  });
});

describe('with Stripe', () => {
  const SECRET_KEY = 'sk_test_nestlane_refunds';
  let fake: FakeStripe;
  let testApp: TestApp;
  let parties: Parties;

  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    testApp = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '10000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_nestlane_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_nestlane_refunds',
      STRIPE_API_BASE_URL: fake.url,
    });
    parties = await signUpParties(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it("refunds through Stripe's refund, once, for the payment's amount", async () => {
    const { offerId, payment } = await openPayment(testApp, parties, true);
    fake.succeed(payment.intentId);
    const reported = await callAs(testApp, parties.buyer, 'PATCH', `/api/updateOfferStatus/${offerId}`, {
      transactionId: payment.intentId,
    });
    expect(reported.statusCode, reported.body).toBe(200);

    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).statusCode).toBe(200);
    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).json()).toEqual({
      modifiedCount: 0,
    });
    expect(fake.refunds).toEqual([
      expect.objectContaining({ payment_intent: payment.intentId, amount: 1_200_000 }),
    ]);
    expect((await readPayment(testApp, payment.id))?.status).toBe('refunded');
  });
});

describe('with SSLCommerz', () => {
  const STORE = { id: 'nestlane_refund_store', password: 'nestlane_refund_store@ssl' };
  let fake: FakeSslcommerz;
  let testApp: TestApp;
  let parties: Parties;

  beforeAll(async () => {
    fake = await startFakeSslcommerz(STORE);
    testApp = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '10000',
      SSLCOMMERZ_STORE_ID: STORE.id,
      SSLCOMMERZ_STORE_PASSWORD: STORE.password,
      SSLCOMMERZ_API_BASE_URL: fake.url,
      PUBLIC_URL: 'https://nestlane.example.test',
    });
    parties = await signUpParties(testApp);
  });

  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });

  it("refunds through SSLCommerz's refund API; a refused refund writes nothing and can be tried again", async () => {
    const { payment } = await openPayment(testApp, parties, true);
    const ipn = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fake.pay(payment.intentId)).toString(),
    });
    expect(ipn.statusCode, ipn.body).toBe(200);
    expect((await readPayment(testApp, payment.id))?.status).toBe('succeeded');

    fake.refuseRefunds(1);
    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).statusCode).toBe(503);
    expect((await readPayment(testApp, payment.id))?.status).toBe('succeeded');

    expect((await refund(testApp, parties.admin, payment.id, { reason: REASON })).statusCode).toBe(200);
    expect((await readPayment(testApp, payment.id))?.status).toBe('refunded');
    const made = fake.refunds.filter((request) => request.refe_id === payment.intentId);
    expect(made.at(-1)).toMatchObject({ refund_amount: '12000.00', refund_remarks: 'admin-refund' });
  });
});
