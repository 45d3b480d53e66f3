/**
 * The Stripe adapter, offline: the real `stripe` client talks to a local server that speaks
 * Stripe's API (helpers/fake-stripe.ts), and webhooks carry real Stripe signatures.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { offers, payments, sandboxPaymentIntents } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, createUser, type TestUser } from './helpers/factory';
import { buildSignedEvent, type FakeStripe, startFakeStripe } from './helpers/fake-stripe';

const SECRET_KEY = 'sk_test_nestlane_fake';
const WEBHOOK_SECRET = 'whsec_nestlane_fake';
const WEBHOOK_PATH = '/api/payments/stripe-webhook';

let fake: FakeStripe;
let testApp: TestApp;
let buyer: TestAccount;
let agent: TestUser;

function stripeEnv(fields: Record<string, string> = {}) {
  return {
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_nestlane_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fake.url,
    ...fields,
  };
}

async function createAcceptedOffer(target: TestApp = testApp, owner = buyer, offeredPrice = 140_000) {
  const property = await createProperty(target.app.db, agent, { minPrice: 120_000, maxPrice: 150_000 });
  return createOffer(target.app.db, { property, agent, buyer: owner, status: 'accepted', offeredPrice });
}

function openPayment(offerId: string, target: TestApp = testApp, owner = buyer) {
  return target.app.inject({
    method: 'POST',
    url: '/api/createPaymentIntent',
    headers: { cookie: owner.cookie },
    payload: { offerId },
  });
}

function reportPayment(offerId: string, transactionId: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/updateOfferStatus/${offerId}`,
    headers: { cookie: buyer.cookie },
    payload: { transactionId },
  });
}

function sendWebhook(payload: string, signature: string | undefined, target: TestApp = testApp) {
  return target.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

async function findOffer(id: string) {
  const [row] = await testApp.app.db.select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

/** An accepted offer with its Stripe intent open; returns the fake's intent. */
async function openAcceptedOffer(offeredPrice?: number) {
  const offer = await createAcceptedOffer(testApp, buyer, offeredPrice);
  const opened = await openPayment(offer.id);
  expect(opened.statusCode).toBe(200);
  const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.offerId === offer.id);
  if (!intent) throw new Error('no intent at the fake');
  return { offer, intent };
}

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  testApp = await buildTestApp(stripeEnv());
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  agent = await createUser(testApp.app.db, { role: 'agent', name: 'Nadia Agent' });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('Stripe intents', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_nestlane_fake',
    });
  });

  it("creates a card intent for the offer's amount with the secret key, and reuses it when reopened", async () => {
    const offer = await createAcceptedOffer(testApp, buyer, 137_250);
    const before = fake.requests.length;

    const opened = await openPayment(offer.id);
    expect(opened.statusCode).toBe(200);
    const [created] = fake.requests.slice(before);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      authorization: `Bearer ${SECRET_KEY}`,
      idempotencyKey: `nestlane-offer-${offer.id}-after-none`,
      form: {
        amount: '13725000',
        currency: 'bdt',
        'metadata[offerId]': offer.id,
        'allowed_payment_method_types[0]': 'card',
      },
    });
    const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.offerId === offer.id);
    expect(opened.json()).toEqual({
      clientSecret: intent?.client_secret,
      amount: 13_725_000,
      currency: 'bdt',
      provider: 'stripe',
    });

    const reopened = await openPayment(offer.id);
    expect(reopened.json().clientSecret).toBe(intent?.client_secret);
    const calls = fake.requests.slice(before).map((request) => `${request.method} ${request.path}`);
    expect(calls).toEqual(['POST /v1/payment_intents', `GET /v1/payment_intents/${intent?.id}`]);
    const rows = await testApp.app.db.select().from(payments).where(eq(payments.offerId, offer.id));
    expect(rows).toEqual([
      expect.objectContaining({ provider: 'stripe', intentId: intent?.id, status: 'open' }),
    ]);
    // The sandbox keeps no records when Stripe is the provider.
    expect(await testApp.app.db.select().from(sandboxPaymentIntents)).toEqual([]);
  });

  it('marks the offer bought once Stripe says the intent succeeded, and not before', async () => {
    const { offer, intent } = await openAcceptedOffer();

    const early = await reportPayment(offer.id, intent.id);
    expect(early.statusCode).toBe(402);
    expect(early.json().message).toBe('Payment Has Not Succeeded');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted', transactionId: null });

    fake.succeed(intent.id);
    const reported = await reportPayment(offer.id, intent.id);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({ modifiedCount: 1 });
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'bought',
      transactionId: intent.id,
      payment: 'completed',
    });
    const [row] = await testApp.app.db.select().from(payments).where(eq(payments.intentId, intent.id));
    expect(row?.status).toBe('succeeded');
  });

  it('refuses a succeeded intent whose amount or offer is not this offer’s', async () => {
    const { offer, intent } = await openAcceptedOffer();
    fake.update(intent.id, { amount: 100, status: 'succeeded' });
    const cheaper = await reportPayment(offer.id, intent.id);
    expect(cheaper.statusCode).toBe(402);
    expect(cheaper.json().message).toBe('Payment Has Not Succeeded');

    fake.update(intent.id, { amount: 14_000_000, metadata: { offerId: 'another-offer' } });
    expect((await reportPayment(offer.id, intent.id)).statusCode).toBe(402);
    fake.update(intent.id, { metadata: { offerId: offer.id }, currency: 'eur' });
    expect((await reportPayment(offer.id, intent.id)).statusCode).toBe(402);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'accepted',
      transactionId: null,
      payment: null,
    });
  });

  it('replaces an intent canceled at Stripe with a new one', async () => {
    const { offer, intent } = await openAcceptedOffer();
    fake.update(intent.id, { status: 'canceled' });
    const reopened = await openPayment(offer.id);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().clientSecret).not.toBe(intent.client_secret);
    const [last] = fake.requests.slice(-1);
    expect(last?.idempotencyKey).toBe(`nestlane-offer-${offer.id}-after-${intent.id}`);
    const rows = await testApp.app.db.select().from(payments).where(eq(payments.offerId, offer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.intentId).not.toBe(intent.id);
  });

  it("answers 503 when Stripe is down and Stripe's own words when it refuses the amount", async () => {
    const offer = await createAcceptedOffer();
    fake.failNext(1, 500);
    const down = await openPayment(offer.id);
    expect(down.statusCode).toBe(503);
    // Every 5xx reaches the browser with the app's one generic sentence (plugins/errors.ts).
    expect(down.json().message).toBe(API_MESSAGES.internal);
    expect(await testApp.app.db.select().from(payments).where(eq(payments.offerId, offer.id))).toEqual([]);

    const property = await createProperty(testApp.app.db, agent, {
      minPrice: 1_000_000,
      maxPrice: 1_200_000,
    });
    const large = await createOffer(testApp.app.db, {
      property,
      agent,
      buyer,
      status: 'accepted',
      offeredPrice: 1_100_000,
    });
    const refused = await openPayment(large.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Amount must be no more than $999,999.99');
  });

  it('has no sandbox card form when Stripe is configured', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      payload: { clientSecret: 'pi_x_secret_y', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  it('marks the offer bought on a signed payment_intent.succeeded, and a replay changes nothing', async () => {
    const { offer, intent } = await openAcceptedOffer();
    const { payload, signature } = buildSignedEvent(fake.succeed(intent.id), WEBHOOK_SECRET);

    const delivered = await sendWebhook(payload, signature);
    expect(delivered.statusCode).toBe(200);
    expect(delivered.json()).toEqual({ received: true });
    const bought = await findOffer(offer.id);
    expect(bought).toMatchObject({ status: 'bought', transactionId: intent.id, payment: 'completed' });

    const replayed = await sendWebhook(payload, signature);
    expect(replayed.statusCode).toBe(200);
    expect(await findOffer(offer.id)).toEqual(bought);
    // The buyer's page reporting afterwards is a harmless replay too.
    expect((await reportPayment(offer.id, intent.id)).json()).toEqual({ modifiedCount: 0 });
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { offer, intent } = await openAcceptedOffer();
    const { payload } = buildSignedEvent(fake.succeed(intent.id), WEBHOOK_SECRET);
    const forged = buildSignedEvent(fake.succeed(intent.id), 'whsec_someone_else').signature;

    for (const signature of [forged, undefined, 't=1,v1=deadbeef']) {
      const refused = await sendWebhook(payload, signature);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'The Stripe-Signature header does not match this body',
      });
    }
    // A body changed after signing is refused too.
    const signed = buildSignedEvent(fake.succeed(intent.id), WEBHOOK_SECRET);
    const tampered = await sendWebhook(
      signed.payload.replace(/"livemode":false/, '"livemode":true'),
      signed.signature,
    );
    expect(tampered.statusCode).toBe(400);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted', transactionId: null });
  });

  it("acknowledges events it does not act on: other types, unknown intents, amounts that don't match", async () => {
    const { offer, intent } = await openAcceptedOffer();
    const created = buildSignedEvent(intent, WEBHOOK_SECRET, 'payment_intent.created');
    expect((await sendWebhook(created.payload, created.signature)).statusCode).toBe(200);

    const stranger = { ...intent, id: 'pi_not_ours', status: 'succeeded' as const };
    const unknown = buildSignedEvent(stranger, WEBHOOK_SECRET);
    expect((await sendWebhook(unknown.payload, unknown.signature)).statusCode).toBe(200);

    const short = buildSignedEvent({ ...intent, status: 'succeeded', amount: 50 }, WEBHOOK_SECRET);
    expect((await sendWebhook(short.payload, short.signature)).statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted', transactionId: null });
  });

  it('answers 404 when no webhook secret is configured', async () => {
    const withoutSecret = await buildTestApp(stripeEnv({ STRIPE_WEBHOOK_SECRET: '' }));
    try {
      const response = await sendWebhook('{}', 't=1,v1=x', withoutSecret);
      expect(response.statusCode).toBe(404);
    } finally {
      await withoutSecret.close();
    }
  });
});

describe('STRIPE_API_BASE_URL', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    DATABASE_URL: 'memory://',
  };

  it('is read into the Stripe settings, and is unset by default', () => {
    expect(loadConfig({ ...keys, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).stripe?.apiBaseUrl).toBe(
      'http://127.0.0.1:12111',
    );
    expect(loadConfig(keys).stripe?.apiBaseUrl).toBeUndefined();
  });

  it('must be an http(s) URL', () => {
    expect(() => loadConfig({ ...keys, STRIPE_API_BASE_URL: 'ftp://127.0.0.1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...keys, STRIPE_API_BASE_URL: 'localhost' })).toThrow(/STRIPE_API_BASE_URL/);
  });
});
