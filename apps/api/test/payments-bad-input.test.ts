/**
 * Bad text in the payment calls is the caller's mistake (400), never a server error: a NUL
 * byte in a client secret or a transaction id once reached PostgreSQL, which cannot hold it,
 * and answered 500. The offer and its intent stay as they were.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, sandboxPaymentIntents } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, createUser, type TestOffer } from './helpers/factory';

const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const WITH_CONTROLS = ['pi_sandbox\u0000abc', 'pi_sandbox\nabc', 'pi_sandbox\u007fabc'];

let testApp: TestApp;
let buyer: TestAccount;
let offer: TestOffer;
let clientSecret: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpAccount(testApp);
  const agent = await createUser(testApp.app.db, { role: 'agent' });
  const property = await createProperty(testApp.app.db, agent, { minPrice: 1_000, maxPrice: 2_000 });
  offer = await createOffer(testApp.app.db, { property, agent, buyer, status: 'accepted' });
  const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
  expect(opened.statusCode).toBe(200);
  clientSecret = opened.json().clientSecret;
});

afterAll(async () => {
  await testApp?.close();
});

async function expectNothingPaid() {
  const [row] = await testApp.app.db.select().from(offers).where(eq(offers.id, offer.id));
  expect(row).toMatchObject({ status: 'accepted', transactionId: null, payment: null });
  const intents = await testApp.app.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.offerId, offer.id));
  expect(intents).toMatchObject([{ status: 'requires_payment_method', lastError: null }]);
}

describe('control characters in payment ids', () => {
  it.each(WITH_CONTROLS)('the sandbox refuses a client secret with %j as a bad request', async (secret) => {
    const response = await callAs(testApp, undefined, 'POST', '/api/sandbox/confirm', {
      clientSecret: secret,
      cardNumber: '4242424242424242',
      expiry: FUTURE_EXPIRY,
      cvc: '123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'clientSecret contains invalid characters',
    });
    await expectNothingPaid();
  });

  it.each(WITH_CONTROLS)(
    'the payment report refuses a transaction id with %j as a bad request',
    async (id) => {
      const response = await callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offer.id}`, {
        transactionId: id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'transactionId contains invalid characters',
      });
      await expectNothingPaid();
    },
  );

  it('a client secret without control characters still pays', async () => {
    const response = await callAs(testApp, undefined, 'POST', '/api/sandbox/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: FUTURE_EXPIRY,
      cvc: '123',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'succeeded' });
  });
});
