/**
 * SSLCommerz's hosted checkout (issue 29, decision 046), offline: the real `sslcommerz-lts` client
 * talks to a local server that speaks SSLCommerz's API (helpers/fake-sslcommerz.ts). A payment
 * counts once the validation API confirms it; the IPN and the browser's return may come in any
 * order, twice or never; every refusal changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, payments } from '../src/db/schema';
import {
  RECOVER_SSLCOMMERZ_JOB,
  RECOVERY_GRACE_MS,
  recoverSslcommerzPayments,
} from '../src/modules/payments/recover-sslcommerz-payments';
import { isSslcommerzProvider } from '../src/payments/sslcommerz/sslcommerz-provider';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { captureWarnings } from './helpers/capture-warnings';
import { createOffer, createProperty, createUser, type TestUser } from './helpers/factory';
import { type FakeSslcommerz, startFakeSslcommerz } from './helpers/fake-sslcommerz';

const STORE = { id: 'nestlane_test_store', password: 'nestlane_test_store@ssl' };
const IPN_PATH = '/api/payments/sslcommerz/ipn';
const RETURN_PATH = '/api/payments/sslcommerz/return';

let fake: FakeSslcommerz;
let testApp: TestApp;
let buyer: TestAccount;
let admin: TestAccount;

const db = () => testApp.app.db;

function provider() {
  const chosen = testApp.app.payments;
  if (!isSslcommerzProvider(chosen)) throw new Error('SSLCommerz is not the provider');
  return chosen;
}

async function createAcceptedOffer(offeredPrice = 140_000) {
  const agent: TestUser = await createUser(db(), { role: 'agent', name: 'Nadia Agent' });
  const property = await createProperty(db(), agent, { minPrice: 120_000, maxPrice: 150_000 });
  const offer = await createOffer(db(), { property, agent, buyer, status: 'accepted', offeredPrice });
  return { offer, agent };
}

function openPayment(offerId: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createPaymentIntent',
    headers: { cookie: buyer.cookie },
    payload: { offerId },
  });
}

/** An accepted offer with its SSLCommerz session open; answers the session's tran_id. */
async function openSession(offeredPrice?: number) {
  const { offer, agent } = await createAcceptedOffer(offeredPrice);
  const opened = await openPayment(offer.id);
  expect(opened.statusCode).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.offerId, offer.id));
  if (!payment) throw new Error('no payment row');
  return { offer, agent, tranId: payment.intentId, gatewayUrl: opened.json().clientSecret as string };
}

/** What SSLCommerz POSTs, form-encoded: to the IPN, or (from the buyer's browser) to a return URL. */
function post(url: string, fields: Record<string, string>) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const sendIpn = (fields: Record<string, string>) => post(IPN_PATH, fields);
const returnTo = (outcome: string, fields: Record<string, string>) =>
  post(`${RETURN_PATH}/${outcome}`, fields);

/** What the overdue sweep writes when the window closes (decision 017). */
async function endForOverdue(offerId: string) {
  await db()
    .update(offers)
    .set({ status: 'rejected', endReason: 'payment-overdue', paymentDueAt: null })
    .where(eq(offers.id, offerId));
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  return row;
}

async function findPayment(tranId: string) {
  const [row] = await db().select().from(payments).where(eq(payments.intentId, tranId));
  return row;
}

async function kindsOf(userId: string) {
  const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind).sort();
}

function validationsOf(valId: string) {
  return fake.requests.filter(
    (request) => request.path.endsWith('validationserverAPI.php') && request.query.val_id === valId,
  ).length;
}

/** Logged refusals: every warning the app wrote while `run` ran. */
const captureLogs = (run: () => Promise<unknown>) => captureWarnings(testApp.app, run);

beforeAll(async () => {
  fake = await startFakeSslcommerz(STORE);
  testApp = await buildTestApp({
    SSLCOMMERZ_STORE_ID: STORE.id,
    SSLCOMMERZ_STORE_PASSWORD: STORE.password,
    SSLCOMMERZ_API_BASE_URL: fake.url,
    PUBLIC_URL: 'https://nestlane.example.test',
  });
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('the session', () => {
  it('tells the browser SSLCommerz is the provider', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentProvider: 'sslcommerz', stripePublishableKey: null });
  });

  it("opens a session with our own tran_id, the offer's amount and the return and IPN URLs, and sends the browser to the gateway", async () => {
    const { offer, tranId, gatewayUrl } = await openSession(137_250);
    const session = fake.sessions.get(tranId);
    expect(tranId).toMatch(/^NL[A-Z0-9]{24}$/);
    expect(gatewayUrl).toMatch(/^https:\/\/sandbox\.sslcommerz\.com\/EasyCheckOut\//);
    expect(session).toMatchObject({ totalAmount: '137250.00', offerId: offer.id });
    expect(session?.currency).toBe((await findPayment(tranId))?.currency.toUpperCase());
    expect(session?.fields).toMatchObject({
      store_id: STORE.id,
      success_url: 'https://nestlane.example.test/api/payments/sslcommerz/return/success',
      fail_url: 'https://nestlane.example.test/api/payments/sslcommerz/return/fail',
      cancel_url: 'https://nestlane.example.test/api/payments/sslcommerz/return/cancel',
      ipn_url: 'https://nestlane.example.test/api/payments/sslcommerz/ipn',
      cus_name: 'Rahim Buyer',
      cus_email: buyer.email,
    });
    expect(await findPayment(tranId)).toMatchObject({
      provider: 'sslcommerz',
      status: 'open',
      amount: 13_725_000,
    });
  });

  it('answers 503 and opens nothing when SSLCommerz is down', async () => {
    const { offer } = await createAcceptedOffer();
    fake.failNext(1);
    const opened = await openPayment(offer.id);
    expect(opened.statusCode).toBe(503);
    expect(await db().select().from(payments).where(eq(payments.offerId, offer.id))).toEqual([]);
  });
});

describe('a paid session', () => {
  it('counts once validated: the IPN marks the offer bought and tells the agent; a double IPN changes nothing and validates nothing', async () => {
    const { offer, agent, tranId } = await openSession();
    const ipn = fake.pay(tranId);

    expect((await sendIpn(ipn)).statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'bought',
      transactionId: tranId,
      payment: 'completed',
    });
    // Its receipt names the method SSLCommerz reported (the fake's card_type 'BKASH-BKash').
    expect(await findPayment(tranId)).toMatchObject({
      status: 'succeeded',
      method: 'bKash',
      receiptNumber: expect.stringMatching(/^NL-\d{4}-\d{6}$/),
    });
    const receiptNumber = (await findPayment(tranId))?.receiptNumber;
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
    expect(validationsOf(ipn.val_id ?? '')).toBe(1);

    expect((await sendIpn(ipn)).statusCode).toBe(200);
    expect(await findPayment(tranId)).toMatchObject({ receiptNumber });
    expect(validationsOf(ipn.val_id ?? '')).toBe(1);
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
  });

  it('browser return before the IPN: the return validates and lands on the bought list; the IPN after it changes nothing', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);

    const back = await returnTo('success', paid);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/dashboard/propertyBought');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });

    expect((await sendIpn(paid)).statusCode).toBe(200);
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
    expect(validationsOf(paid.val_id ?? '')).toBe(1);
  });

  it('browser return after the IPN: same result, the return only redirects', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    await sendIpn(paid);
    const back = await returnTo('success', paid);
    expect(back.headers.location).toBe('/dashboard/propertyBought');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
    expect(validationsOf(paid.val_id ?? '')).toBe(1);
  });

  it('IPN and return at the same moment: bought once', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    const answers = await Promise.all([sendIpn(paid), returnTo('success', paid), sendIpn(paid)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 303, 200]);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
  });

  it('a return while SSLCommerz cannot be asked lands on "being confirmed", and the IPN settles it later', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    fake.failNext(1);
    const back = await returnTo('success', paid);
    expect(back.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=pending`);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });
    await sendIpn(paid);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
  });

  it('a missing IPN is recovered by the transaction query job, exactly once', async () => {
    const { offer, agent, tranId } = await openSession();
    fake.pay(tranId);
    const later = new Date(Date.now() + RECOVERY_GRACE_MS + 1000);

    // Within the grace period the IPN may still come: nothing is asked.
    expect(await recoverSslcommerzPayments(db(), provider(), testApp.app.log)).not.toHaveProperty('bought');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });

    const tally = await recoverSslcommerzPayments(db(), provider(), testApp.app.log, later);
    expect(tally.bought).toBe(1);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    expect(await recoverSslcommerzPayments(db(), provider(), testApp.app.log, later)).not.toHaveProperty(
      'bought',
    );
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
  });

  it('the recovery runs as a pg-boss job of its own, and one is queued at every start', async () => {
    // The start's run (decision 064), then one sent like the cron's.
    expect(await testApp.app.jobs.drain(RECOVER_SSLCOMMERZ_JOB)).toBe(1);
    await testApp.app.jobs.send(RECOVER_SSLCOMMERZ_JOB, {});
    expect(await testApp.app.jobs.drain(RECOVER_SSLCOMMERZ_JOB)).toBe(1);
  });

  it('a write lost after the gateway answered (the process killed) is recovered on the next run, once', async () => {
    const { offer, tranId } = await openSession();
    const paid = fake.pay(tranId);
    // SSLCommerz validated it for us, and then nothing was written.
    await provider().client.validate(paid.val_id ?? '');
    const later = new Date(Date.now() + RECOVERY_GRACE_MS + 1000);
    expect((await recoverSslcommerzPayments(db(), provider(), testApp.app.log, later)).bought).toBe(1);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
  });

  it('an unpaid session is left open by the recovery, and fail and cancel returns go back to the payment page', async () => {
    const { offer, tranId } = await openSession();
    const later = new Date(Date.now() + RECOVERY_GRACE_MS + 1000);
    expect(await recoverSslcommerzPayments(db(), provider(), testApp.app.log, later)).not.toHaveProperty(
      'bought',
    );
    // Signed, as SSLCommerz signs every return (decision 069).
    const failed = await returnTo('fail', fake.attempt(tranId, 'FAILED'));
    expect(failed.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=failed`);
    const cancelled = await returnTo('cancel', fake.attempt(tranId, 'CANCELLED'));
    expect(cancelled.headers.location).toBe(`/dashboard/makePayment/${offer.id}?sslcommerz=cancelled`);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });
    expect(await findPayment(tranId)).toMatchObject({ status: 'open' });
  });
});

describe('refused, with nothing changed and the reason logged', () => {
  async function expectUnchanged(offerId: string, tranId: string) {
    expect(await findOffer(offerId)).toMatchObject({ status: 'accepted', transactionId: null });
    expect(await findPayment(tranId)).toMatchObject({ status: 'open' });
  }

  it('a forged IPN: a val_id SSLCommerz does not know', async () => {
    const { offer, tranId } = await openSession();
    // Signed with the store's password (as if it had leaked): the validation API still refuses it.
    const logs = await captureLogs(() =>
      sendIpn(
        fake.sign({
          tran_id: tranId,
          val_id: 'VALforged0001',
          status: 'VALID',
          amount: '140000.00',
          currency: 'BDT',
        }),
      ),
    );
    expect(logs).toContainEqual(
      expect.objectContaining({ tranId, reason: 'validation status INVALID_TRANSACTION' }),
    );
    await expectUnchanged(offer.id, tranId);
  });

  it('a forged IPN: a tran_id this app never opened', async () => {
    const logs = await captureLogs(() =>
      sendIpn(fake.sign({ tran_id: 'NLNOSUCHTRANSACTION', val_id: 'VALforged0002' })),
    );
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'unknown tran_id' }));
  });

  it('a val_id of another transaction', async () => {
    const first = await openSession();
    const second = await openSession();
    const paidFirst = fake.pay(first.tranId);
    const logs = await captureLogs(() => sendIpn(fake.sign({ ...paidFirst, tran_id: second.tranId })));
    expect(logs).toContainEqual(
      expect.objectContaining({ tranId: second.tranId, reason: 'val_id belongs to another transaction' }),
    );
    await expectUnchanged(second.offer.id, second.tranId);
    await expectUnchanged(first.offer.id, first.tranId);
  });

  it('an amount that differs from the session’s', async () => {
    const { offer, tranId } = await openSession(140_000);
    const logs = await captureLogs(() => sendIpn(fake.pay(tranId, { amount: '14000.00' })));
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'amount 1400000 differs from 14000000' }));
    await expectUnchanged(offer.id, tranId);
  });

  it('a currency that differs from the session’s', async () => {
    const { offer, tranId } = await openSession();
    const logs = await captureLogs(() => sendIpn(fake.pay(tranId, { currency: 'EUR' })));
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'currency eur differs' }));
    await expectUnchanged(offer.id, tranId);
  });

  it('a replayed IPN of a refused payment stays refused, and a malformed one is refused unread', async () => {
    const { offer, tranId } = await openSession();
    const tampered = fake.pay(tranId, { amount: '1.00' });
    await sendIpn(tampered);
    await sendIpn(tampered);
    await expectUnchanged(offer.id, tranId);
    const logs = await captureLogs(() => sendIpn(fake.sign({ tran_id: tranId, val_id: "x' OR 1=1 --" })));
    expect(logs).toContainEqual(expect.objectContaining({ reason: 'malformed ids' }));
    // A control character is refused by the one rule every route shares (decision 044), before the route reads it.
    const back = await returnTo('success', { tran_id: `${tranId}\u0000`, val_id: tampered.val_id ?? '' });
    expect(back.statusCode).toBe(400);
    await expectUnchanged(offer.id, tranId);
  });
});

describe('a payment its offer can no longer take is refunded, and both sides are told', () => {
  async function expectRefunded(
    offerId: string,
    tranId: string,
    agentId: string,
    paid: Record<string, string>,
  ) {
    expect(await findPayment(tranId)).toMatchObject({ status: 'refunded' });
    expect(fake.refunds).toContainEqual(
      expect.objectContaining({
        bank_tran_id: paid.bank_tran_id,
        refund_amount: paid.amount,
        refe_id: tranId,
      }),
    );
    expect(await kindsOf(buyer.id)).toContain('payment_refunded');
    expect(await kindsOf(agentId)).toContain('payment_refunded');
    // A replay refunds nothing more.
    const before = fake.refunds.length;
    await sendIpn(paid);
    expect(fake.refunds).toHaveLength(before);
    const offer = await findOffer(offerId);
    expect(offer?.transactionId).not.toBe(tranId);
  }

  it('the offer ended before the payment arrived', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    await endForOverdue(offer.id);
    const logs = await captureLogs(() => sendIpn(paid));
    expect(logs).toContainEqual(
      expect.objectContaining({ tranId, refundRefId: expect.stringMatching(/^RF/) }),
    );
    expect(await findOffer(offer.id)).toMatchObject({ status: 'rejected', endReason: 'payment-overdue' });
    await expectRefunded(offer.id, tranId, agent.id, paid);
  });

  it('the offer was paid already by another transaction', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    await db()
      .update(offers)
      .set({ status: 'bought', transactionId: 'NLPAIDBEFORE', payment: 'completed' })
      .where(eq(offers.id, offer.id));
    await returnTo('success', paid);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: 'NLPAIDBEFORE' });
    await expectRefunded(offer.id, tranId, agent.id, paid);
  });

  it('its agent was flagged as fraud', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    const flagged = await callAs(
      testApp,
      admin,
      'PATCH',
      `/api/makeFraud/${agent.id}?role=fraud&email=${agent.email}`,
    );
    expect(flagged.statusCode).toBe(200);
    await sendIpn(paid);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'rejected',
      endReason: 'agent-fraud',
      transactionId: null,
    });
    await expectRefunded(offer.id, tranId, agent.id, paid);
  });

  it('its agent was deleted: the buyer is told', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    expect((await callAs(testApp, admin, 'DELETE', `/api/delete-User/${agent.id}`)).statusCode).toBe(200);
    await sendIpn(paid);
    expect(await findPayment(tranId)).toMatchObject({ status: 'refunded' });
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'rejected',
      endReason: 'agent-deleted',
      transactionId: null,
    });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, buyer.id), eq(notifications.kind, 'payment_refunded')));
    expect(told.map((row) => row.title)).toContain(`Your payment for ${offer.propertyTitle} was refunded`);
  });

  it('when the refund API fails, nothing is written and the next notice refunds', async () => {
    const { offer, agent, tranId } = await openSession();
    const paid = fake.pay(tranId);
    await endForOverdue(offer.id);
    fake.refuseRefunds(1);
    expect((await sendIpn(paid)).statusCode).toBe(503);
    expect(await findPayment(tranId)).toMatchObject({ status: 'open' });
    expect(await kindsOf(agent.id)).toEqual([]);
    await sendIpn(paid);
    await expectRefunded(offer.id, tranId, agent.id, paid);
  });
});
