/**
 * The app with SSLCommerz as its provider, talking to the fake gateway on loopback, and the steps the
 * SSLCommerz tests share: an accepted offer with its session open, SSLCommerz's form POSTs, what the
 * database holds, what the fake was asked and what the app logged.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { offers, payments } from '../../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { captureWarnings } from './capture-warnings';
import { createAcceptedOffer } from './factory';
import { type FakeSslcommerz, startFakeSslcommerz } from './fake-sslcommerz';

export const SSLCOMMERZ_IPN = '/api/payments/sslcommerz/ipn';
/** The browser's return: `${SSLCOMMERZ_RETURN}/success|fail|cancel`. */
export const SSLCOMMERZ_RETURN = '/api/payments/sslcommerz/return';

export type SslcommerzHarness = Awaited<ReturnType<typeof startSslcommerzHarness>>;

export async function startSslcommerzHarness(store: { id: string; password: string }) {
  const fake: FakeSslcommerz = await startFakeSslcommerz(store);
  const testApp: TestApp = await buildTestApp({
    SSLCOMMERZ_STORE_ID: store.id,
    SSLCOMMERZ_STORE_PASSWORD: store.password,
    SSLCOMMERZ_API_BASE_URL: fake.url,
    PUBLIC_URL: 'https://nestlane.example.test',
  });
  const buyer: TestAccount = await signUpAccount(testApp, { name: 'Signed Buyer' });
  const db = () => testApp.app.db;

  return {
    fake,
    testApp,
    buyer,
    db,
    /** An accepted offer on a new agent's listing, its SSLCommerz session opened by the buyer. */
    async openSession() {
      const { offer, agent } = await createAcceptedOffer(db(), buyer, 130_000);
      const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
      expect(opened.statusCode).toBe(200);
      const [payment] = await db().select().from(payments).where(eq(payments.offerId, offer.id));
      if (!payment) throw new Error('no payment row');
      return { offer, agent, tranId: payment.intentId };
    },
    /** What SSLCommerz POSTs, form-encoded. */
    post(url: string, fields: Record<string, string>) {
      return testApp.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    },
    async findOffer(id: string) {
      const [row] = await db().select().from(offers).where(eq(offers.id, id));
      return row;
    },
    async paymentsOf(offerId: string) {
      return db().select().from(payments).where(eq(payments.offerId, offerId));
    },
    /** How many times the fake's validation API was asked about `valId`. */
    validationsOf(valId: string | undefined) {
      return fake.requests.filter(
        (request) => request.path.endsWith('validationserverAPI.php') && request.query.val_id === valId,
      ).length;
    },
    /** How many calls reached the fake's validation API, about any val_id. */
    countValidations() {
      return fake.requests.filter((request) => request.path.endsWith('validationserverAPI.php')).length;
    },
    /** Every warning the app logged while `run` ran. */
    captureWarnings: (run: () => Promise<unknown>) => captureWarnings(testApp.app, run),
    async close() {
      await testApp.close();
      await fake.close();
    },
  };
}
