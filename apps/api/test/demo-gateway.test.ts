/**
 * The keyless demo's SSLCommerz-like gateway (issue 29, decision 062): beside the card sandbox, a
 * session at a gateway page of our own; paying it with card, bKash or Nagad and a test outcome sends
 * the browser back through the return URLs and posts the IPN (at once, or from a job after the
 * browser's return). The payment counts only through SSLCommerz's validation path; no money moves.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, offers, payments } from '../src/db/schema';
import { DEMO_LATE_IPN_JOB, sendLateDemoIpn } from '../src/modules/payments/demo-gateway-routes';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createAcceptedOffer as createAcceptedOfferFor } from './helpers/factory';

const PUBLIC_URL = 'https://demo.nestlane.test';
let testApp: TestApp;
let buyer: TestAccount;
let admin: TestAccount;
const db = () => testApp.app.db;

const createAcceptedOffer = () => createAcceptedOfferFor(db(), buyer, 140_000);

const openPayment = (offerId: string, provider?: string) =>
  callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId, ...(provider ? { provider } : {}) });

/** An accepted offer with a demo gateway session open; answers its session key. */
async function openGatewaySession() {
  const { offer, agent } = await createAcceptedOffer();
  const opened = await openPayment(offer.id, 'sslcommerz');
  expect(opened.statusCode).toBe(200);
  const gatewayUrl: string = opened.json().clientSecret;
  const sessionKey = gatewayUrl.split('/').at(-1) ?? '';
  return { offer, agent, gatewayUrl, sessionKey };
}

const pay = (sessionKey: string, method: string, outcome: string) =>
  callAs(testApp, undefined, 'POST', `/api/demo-gateway/${sessionKey}/pay`, { method, outcome });

/** What the browser does with the gateway's answer: POST its fields, form-encoded, to the return URL. */
function followRedirect(redirect: { action: string; fields: Record<string, string> }) {
  return testApp.app.inject({
    method: 'POST',
    url: new URL(redirect.action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(redirect.fields).toString(),
  });
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  return row;
}

async function paymentsOf(offerId: string) {
  return db().select().from(payments).where(eq(payments.offerId, offerId));
}

async function kindsOf(userId: string) {
  const rows = await db().select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map((row) => row.kind).sort();
}

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL });
  buyer = await signUpAccount(testApp, { name: 'Demo Buyer' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the session', () => {
  it('keeps the card sandbox as the provider and opens a gateway session only when the buyer asks for it', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({ paymentProvider: 'sandbox' });
    const { offer } = await createAcceptedOffer();
    const card = await openPayment(offer.id);
    expect(card.json()).toMatchObject({
      provider: 'sandbox',
      clientSecret: expect.stringMatching(/^pi_sandbox_/),
    });

    const gateway = await openPayment(offer.id, 'sslcommerz');
    expect(gateway.json()).toMatchObject({
      provider: 'sslcommerz',
      amount: 14_000_000,
      clientSecret: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/demo-gateway/DEMO[A-Z0-9]{24}$`)),
    });
    // One open payment per offer: the card's was replaced, and reopening the page keeps the gateway's.
    expect(await paymentsOf(offer.id)).toMatchObject([{ provider: 'sslcommerz', status: 'open' }]);
    expect((await openPayment(offer.id)).json()).toMatchObject({ clientSecret: gateway.json().clientSecret });
    expect((await openPayment(offer.id, 'stripe')).statusCode).toBe(400);
  });

  it('shows the gateway page its session in Taka; a key it never gave is 404, a malformed one 400', async () => {
    const { sessionKey } = await openGatewaySession();
    const shown = await callAs(testApp, undefined, 'GET', `/api/demo-gateway/${sessionKey}`);
    expect(shown.json()).toMatchObject({ amount: '140000.00', currency: 'BDT', status: 'open' });
    expect(shown.json().tranId).toMatch(/^NL[A-Z0-9]{24}$/);
    const unknown = `DEMO${'A'.repeat(24)}`;
    expect((await callAs(testApp, undefined, 'GET', `/api/demo-gateway/${unknown}`)).statusCode).toBe(404);
    expect((await callAs(testApp, undefined, 'GET', '/api/demo-gateway/nope')).statusCode).toBe(400);
    expect((await pay(sessionKey, 'rocket', 'paid')).statusCode).toBe(400);
    expect((await pay(sessionKey, 'bkash', 'maybe')).statusCode).toBe(400);
  });
});

describe('paying at the gateway', () => {
  it('paid with bKash: the IPN books the offer at once, with a numbered bKash receipt; the return lands on Property Bought', async () => {
    const { offer, agent, sessionKey } = await openGatewaySession();
    const paid = await pay(sessionKey, 'bkash', 'paid');
    expect(paid.statusCode).toBe(200);
    const redirect = paid.json();
    expect(redirect.action).toBe(`${PUBLIC_URL}/api/payments/sslcommerz/return/success`);
    expect(redirect.fields).toMatchObject({ status: 'VALID', val_id: expect.stringMatching(/^VAL/) });
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought' });
    expect(await paymentsOf(offer.id)).toMatchObject([
      { status: 'succeeded', method: 'bKash', receiptNumber: expect.stringMatching(/^NL-\d{4}-\d{6}$/) },
    ]);

    const back = await followRedirect(redirect);
    expect(back.headers.location).toBe('/dashboard/propertyBought');
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
    // Paid once: the gateway refuses the same session again.
    expect((await pay(sessionKey, 'card', 'paid')).statusCode).toBe(409);
  });

  it('failed, then paid with Nagad: the fail URL goes back to the payment page, and the second try counts', async () => {
    const { offer, sessionKey } = await openGatewaySession();
    const failed = (await pay(sessionKey, 'card', 'failed')).json();
    expect(failed.action).toBe(`${PUBLIC_URL}/api/payments/sslcommerz/return/fail`);
    expect(failed.fields).toMatchObject({ status: 'FAILED' });
    expect(failed.fields).not.toHaveProperty('val_id');
    expect((await followRedirect(failed)).headers.location).toBe(
      `/dashboard/makePayment/${offer.id}?sslcommerz=failed`,
    );
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });

    const cancelled = (await pay(sessionKey, 'card', 'cancelled')).json();
    expect(cancelled.action).toBe(`${PUBLIC_URL}/api/payments/sslcommerz/return/cancel`);
    expect((await followRedirect(cancelled)).headers.location).toBe(
      `/dashboard/makePayment/${offer.id}?sslcommerz=cancelled`,
    );

    await followRedirect((await pay(sessionKey, 'nagad', 'paid')).json());
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought' });
    expect(await paymentsOf(offer.id)).toMatchObject([{ status: 'succeeded', method: 'Nagad' }]);
  });

  it('paid, IPN late: the return lands on "being confirmed" with nothing written; the IPN from the job books it, once', async () => {
    const { offer, agent, sessionKey } = await openGatewaySession();
    const redirect = (await pay(sessionKey, 'card', 'paid-late-ipn')).json();
    expect(redirect.fields).toMatchObject({ status: 'PENDING' });
    expect(redirect.fields).not.toHaveProperty('val_id');
    expect((await followRedirect(redirect)).headers.location).toBe(
      `/dashboard/makePayment/${offer.id}?sslcommerz=pending`,
    );
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });
    // Reopening the page while the gateway says PENDING neither books it nor opens another session.
    expect((await openPayment(offer.id)).json()).toMatchObject({ provider: 'sslcommerz' });
    expect(await paymentsOf(offer.id)).toMatchObject([{ status: 'open' }]);
    // The late IPN is a job, due after the browser's return.
    const [queued] =
      (await testApp.app.jobs.countByState())?.filter((row) => row.queue === DEMO_LATE_IPN_JOB) ?? [];
    expect(queued?.count).toBeGreaterThanOrEqual(1);

    const { tranId } = (await callAs(testApp, undefined, 'GET', `/api/demo-gateway/${sessionKey}`)).json();
    // The gateway page's "Send the IPN Now" posts it at once; the job does the same by itself later.
    const sent = await callAs(testApp, undefined, 'POST', `/api/demo-gateway/${sessionKey}/ipn`);
    expect(sent.json()).toEqual({ sent: true });
    expect((await callAs(testApp, undefined, 'POST', `/api/demo-gateway/${sessionKey}/ipn`)).statusCode).toBe(
      409,
    );
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought' });
    expect(await paymentsOf(offer.id)).toMatchObject([{ status: 'succeeded', method: 'card' }]);
    // A retried job posts the IPN again: already recorded.
    await sendLateDemoIpn(testApp.app, tranId);
    expect(await kindsOf(agent.id)).toEqual(['payment_received']);
  });

  it('a gateway session the buyer leaves for the card is closed, not deleted: its page paid later still books the offer (decision 069)', async () => {
    const { offer, sessionKey } = await openGatewaySession();
    const card = await openPayment(offer.id, 'sandbox');
    expect(card.json()).toMatchObject({ provider: 'sandbox' });
    expect((await paymentsOf(offer.id)).map((row) => `${row.provider} ${row.status}`).sort()).toEqual([
      'sandbox open',
      'sslcommerz closed',
    ]);

    // The gateway's page was still open in another tab, and the buyer paid there.
    expect((await pay(sessionKey, 'nagad', 'paid')).statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought' });
    const gateway = (await paymentsOf(offer.id)).find((row) => row.provider === 'sslcommerz');
    expect(gateway).toMatchObject({ status: 'succeeded', method: 'Nagad' });
  });

  it("the admin's refund goes through the demo gateway's refund API", async () => {
    const { offer, sessionKey } = await openGatewaySession();
    await pay(sessionKey, 'bkash', 'paid');
    const [payment] = await paymentsOf(offer.id);
    const refunded = await callAs(testApp, admin, 'POST', `/api/admin/payments/${payment?.id}/refund`, {
      reason: 'Buyer changed their mind',
    });
    expect(refunded.json()).toEqual({ modifiedCount: 1 });
    expect(await paymentsOf(offer.id)).toMatchObject([{ status: 'refunded' }]);
    const shown = await callAs(testApp, undefined, 'GET', `/api/demo-gateway/${sessionKey}`);
    expect(shown.json()).toMatchObject({ status: 'refunded' });
  });

  it('a forged IPN (unsigned, a val_id the gateway never gave) is refused and changes nothing', async () => {
    const { offer } = await openGatewaySession();
    const [payment] = await paymentsOf(offer.id);
    const forged = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/sslcommerz/ipn',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        tran_id: payment?.intentId ?? '',
        val_id: 'VALFORGED',
        status: 'VALID',
      }).toString(),
    });
    expect(forged.statusCode).toBe(400);
    expect(
      await db()
        .select()
        .from(payments)
        .where(and(eq(payments.offerId, offer.id), eq(payments.status, 'open'))),
    ).toHaveLength(1);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted' });
  });
});
