/**
 * The overdue sweep (decision 017) and SSLCommerz (decision 064): an accepted offer whose payment
 * window closed while its SSLCommerz payment is open here but paid at the gateway (the IPN lost) is
 * never written down as expired. The sweep asks the payment's own gateway first (its transaction
 * query, then the validation API) and books the offer; a gateway that cannot be asked leaves the
 * offer accepted for the next sweep. Both the real gateway (the fake on loopback) and the keyless
 * demo's gateway, whose payments sit beside the card sandbox (decision 062).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, payments } from '../src/db/schema';
import { sweepOverdueOffers } from '../src/modules/payments/overdue-sweep';
import { settleLateDemoPayment } from '../src/modules/payments/pay-demo-session';
import { callAs, signUpAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createAcceptedOffer } from './helpers/factory';
import { type SslcommerzHarness, startSslcommerzHarness } from './helpers/sslcommerz-harness';

const DAY_MS = 24 * 3600_000;
/** The sweep's "now": after every payment window these tests open. */
const LATER = new Date(Date.now() + 2 * DAY_MS);

/** The window the agent's accept opened: still open while the buyer pays, closed at LATER. */
async function openWindow(app: TestApp['app'], offerId: string) {
  await app.db
    .update(offers)
    .set({ paymentDueAt: new Date(Date.now() + DAY_MS) })
    .where(eq(offers.id, offerId));
}

async function readDeal(app: TestApp['app'], offerId: string) {
  const [offer] = await app.db.select().from(offers).where(eq(offers.id, offerId));
  const rows = await app.db.select().from(payments).where(eq(payments.offerId, offerId));
  return { offer, payments: rows };
}

describe('with SSLCommerz configured', () => {
  let harness: SslcommerzHarness;
  beforeAll(async () => {
    harness = await startSslcommerzHarness({ id: 'nestlane_overdue_store', password: 'overdue@ssl' });
  });
  afterAll(async () => {
    await harness?.close();
  });
  const sweep = () =>
    sweepOverdueOffers(harness.db(), harness.testApp.app.paymentProviders, harness.testApp.app.log, LATER);

  it('an overdue offer paid at the gateway with no IPN is booked by the sweep, once, not expired', async () => {
    const { offer, tranId } = await harness.openSession();
    await openWindow(harness.testApp.app, offer.id);
    harness.fake.pay(tranId);
    // SSLCommerz down: the offer is left accepted, nothing written down.
    harness.fake.failNext(1);
    expect(await sweep()).toMatchObject({ failed: 1, bought: 0, expired: 0 });
    expect((await readDeal(harness.testApp.app, offer.id)).offer).toMatchObject({ status: 'accepted' });

    expect(await sweep()).toMatchObject({ bought: 1, expired: 0 });
    const deal = await readDeal(harness.testApp.app, offer.id);
    expect(deal.offer).toMatchObject({ status: 'bought', transactionId: tranId, endReason: null });
    // The receipt names how it was paid, as the validation API told the sweep (decision 069).
    expect(deal.payments).toMatchObject([
      { status: 'succeeded', method: 'bKash', receiptNumber: expect.stringMatching(/^NL-/) },
    ]);
    const receipt = await callAs(harness.testApp, harness.buyer, 'GET', `/api/receipts/${offer.id}`);
    expect(receipt.json()).toMatchObject({ method: 'bKash', transactionId: tranId });
    expect(await sweep()).toMatchObject({ bought: 0, expired: 0 });
  });

  it('an overdue offer not paid at the gateway expires', async () => {
    const { offer } = await harness.openSession();
    await openWindow(harness.testApp.app, offer.id);
    await sweep();
    const deal = await readDeal(harness.testApp.app, offer.id);
    expect(deal.offer).toMatchObject({ status: 'rejected', endReason: 'payment-overdue' });
    expect(deal.payments).toMatchObject([{ status: 'open' }]);
  });
});

describe("in the keyless demo, the gateway's payments beside the card sandbox", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ PUBLIC_URL: 'https://demo.nestlane.test' });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  it('an overdue offer paid at the demo gateway whose IPN never came is booked by the sweep, not expired', async () => {
    const { app } = testApp;
    const buyer = await signUpAccount(testApp, { name: 'Overdue Buyer' });
    const { offer } = await createAcceptedOffer(app.db, buyer, 140_000);
    const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', {
      offerId: offer.id,
      provider: 'sslcommerz',
    });
    await openWindow(app, offer.id);
    const sessionKey = String(opened.json().clientSecret).split('/').at(-1);
    // Paid with the IPN late, then the gateway takes the money; its IPN is never posted.
    const paid = await callAs(testApp, undefined, 'POST', `/api/demo-gateway/${sessionKey}/pay`, {
      method: 'bkash',
      outcome: 'paid-late-ipn',
    });
    expect(paid.statusCode).toBe(200);
    const [payment] = (await readDeal(app, offer.id)).payments;
    expect(await settleLateDemoPayment(app.db, payment?.intentId ?? '')).not.toBeNull();

    const tally = await sweepOverdueOffers(app.db, app.paymentProviders, app.log, LATER);
    expect(tally).toMatchObject({ bought: 1, expired: 0 });
    const deal = await readDeal(app, offer.id);
    expect(deal.offer).toMatchObject({ status: 'bought', transactionId: payment?.intentId, endReason: null });
    expect(deal.payments).toMatchObject([{ provider: 'sslcommerz', status: 'succeeded', method: 'bKash' }]);
    const receipt = await callAs(testApp, buyer, 'GET', `/api/receipts/${offer.id}`);
    expect(receipt.json()).toMatchObject({ method: 'bKash' });
  });
});
