/**
 * Sessions nobody paid (decision 069): the recovery job closes an SSLCommerz session older than its
 * lifetime once the transaction query says nothing was taken (no attempt, or only failed, cancelled
 * or expired ones); never one whose query failed, nor one with an attempt still PENDING. A closed
 * session does not stop the buyer from starting a new payment, and a late IPN for it is validated
 * and recorded (or refunded) exactly as for an open one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, payments } from '../src/db/schema';
import {
  RECOVER_SSLCOMMERZ_JOB,
  recoverSslcommerzPayments,
  SESSION_LIFETIME_MS,
} from '../src/modules/payments/recover-sslcommerz-payments';
import { isSslcommerzProvider } from '../src/payments/sslcommerz/sslcommerz-provider';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { SSLCOMMERZ_IPN, type SslcommerzHarness, startSslcommerzHarness } from './helpers/sslcommerz-harness';

const STORE = { id: 'nestlane_abandoned_store', password: 'nestlane_abandoned_store@ssl' };
let harness: SslcommerzHarness;
let admin: TestAccount;

beforeAll(async () => {
  harness = await startSslcommerzHarness(STORE);
  admin = await signUpAccount(harness.testApp, { role: 'admin', name: 'Admin' });
  // The run every start queues (decision 064) is done before any session here is opened.
  await harness.testApp.app.jobs.drain(RECOVER_SSLCOMMERZ_JOB);
});

afterAll(async () => {
  await harness?.close();
});

/** One run of the recovery job, as its cron runs it (the grace period kept: fresh sessions are left be). */
function recover() {
  const provider = harness.testApp.app.payments;
  if (!isSslcommerzProvider(provider)) throw new Error('SSLCommerz is not the provider');
  return recoverSslcommerzPayments(harness.db(), provider, harness.testApp.app.log);
}

/** The session as if opened `ageMs` ago. */
async function age(tranId: string, ageMs: number) {
  await harness
    .db()
    .update(payments)
    .set({ createdAt: new Date(Date.now() - ageMs) })
    .where(eq(payments.intentId, tranId));
}

async function statusOf(tranId: string) {
  const [row] = await harness.db().select().from(payments).where(eq(payments.intentId, tranId));
  return row?.status;
}

const PAST_LIFETIME = SESSION_LIFETIME_MS + 60_000;

describe('closing sessions nobody paid', () => {
  it('closes one past its lifetime with no attempt or only failed and cancelled ones; leaves a younger one, and one still PENDING, open', async () => {
    const untried = await harness.openSession();
    const refused = await harness.openSession();
    harness.fake.attempt(refused.tranId, 'FAILED');
    harness.fake.attempt(refused.tranId, 'CANCELLED');
    const pending = await harness.openSession();
    harness.fake.attempt(pending.tranId, 'PENDING');
    const younger = await harness.openSession();
    for (const { tranId } of [untried, refused, pending]) await age(tranId, PAST_LIFETIME);
    await age(younger.tranId, SESSION_LIFETIME_MS - 60_000);

    const tally = await recover();
    expect(tally).toMatchObject({ closed: 2, unpaid: 2 });
    expect(await statusOf(untried.tranId)).toBe('closed');
    expect(await statusOf(refused.tranId)).toBe('closed');
    expect(await statusOf(pending.tranId)).toBe('open');
    expect(await statusOf(younger.tranId)).toBe('open');
    // Closed ones are not asked again.
    expect(await recover()).toMatchObject({ unpaid: 2 });
    expect(await recover()).not.toHaveProperty('closed');

    // The admins' list names the status (its answer's schema knows it).
    const listed = await callAs(harness.testApp, admin, 'GET', '/api/admin/payments?page=1&limit=50');
    expect(listed.statusCode).toBe(200);
    const rows: { offerId: string; status: string }[] = listed.json();
    expect(rows.find((row) => row.offerId === untried.offer.id)).toMatchObject({ status: 'closed' });
  });

  it('never closes one whose query failed: it stays open and the next run asks again', async () => {
    const { tranId } = await harness.openSession();
    await age(tranId, PAST_LIFETIME);
    harness.fake.failNext(1, (request) => request.query.tran_id === tranId);
    expect(await recover()).toMatchObject({ failed: 1 });
    expect(await statusOf(tranId)).toBe('open');

    expect(await recover()).toMatchObject({ closed: 1 });
    expect(await statusOf(tranId)).toBe('closed');
    const asked = harness.fake.requests.filter((request) => request.query.tran_id === tranId);
    expect(asked).toHaveLength(2);
  });
});

describe('after a session is closed', () => {
  it('the buyer starts a new payment, and a late IPN for the closed one is still validated and booked, once', async () => {
    const { offer, agent, tranId } = await harness.openSession();
    await age(tranId, PAST_LIFETIME);
    expect(await recover()).toMatchObject({ closed: 1 });

    const reopened = await callAs(harness.testApp, harness.buyer, 'POST', '/api/createPaymentIntent', {
      offerId: offer.id,
    });
    expect(reopened.statusCode).toBe(200);
    const rows = await harness.paymentsOf(offer.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['closed', 'open']);
    const fresh = rows.find((row) => row.status === 'open');
    expect(fresh?.intentId).not.toBe(tranId);
    expect(harness.fake.sessions.has(fresh?.intentId ?? '')).toBe(true);

    // SSLCommerz took the money on the old session after all (its page was still open).
    const paid = harness.fake.pay(tranId);
    expect((await harness.post(SSLCOMMERZ_IPN, paid)).statusCode).toBe(200);
    expect(await harness.findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: tranId });
    const [booked] = (await harness.paymentsOf(offer.id)).filter((row) => row.intentId === tranId);
    expect(booked).toMatchObject({
      status: 'succeeded',
      method: 'bKash',
      receiptNumber: expect.stringMatching(/^NL-\d{4}-\d{6}$/),
    });
    expect(harness.validationsOf(paid.val_id)).toBe(1);
    expect((await harness.post(SSLCOMMERZ_IPN, paid)).statusCode).toBe(200);
    expect(harness.validationsOf(paid.val_id)).toBe(1);
    const told = await harness
      .db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, agent.id), eq(notifications.kind, 'payment_received')));
    expect(told).toHaveLength(1);
  });

  it('a late payment on a closed session whose offer ended is refunded', async () => {
    const { offer, tranId } = await harness.openSession();
    await age(tranId, PAST_LIFETIME);
    expect(await recover()).toMatchObject({ closed: 1 });
    await harness
      .db()
      .update(offers)
      .set({ status: 'rejected', endReason: 'payment-overdue', paymentDueAt: null })
      .where(eq(offers.id, offer.id));

    const paid = harness.fake.pay(tranId);
    expect((await harness.post(SSLCOMMERZ_IPN, paid)).statusCode).toBe(200);
    expect(await statusOf(tranId)).toBe('refunded');
    expect(harness.fake.refunds).toContainEqual(
      expect.objectContaining({ bank_tran_id: paid.bank_tran_id, refe_id: tranId }),
    );
    expect(await harness.findOffer(offer.id)).toMatchObject({ status: 'rejected', transactionId: null });
  });
});
