/**
 * Deals that end, with Stripe as the provider (decision 017): Stripe's webhook marks nothing
 * bought for a fraud agent's buyer, and a payment Stripe took before the payment window closed
 * is kept however late it is reported. Offline: helpers/fake-stripe.ts speaks Stripe's API.
 */
import { OFFER_END_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { offers } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, findUserRow } from './helpers/factory';
import { buildSignedEvent, type FakeStripe, startFakeStripe } from './helpers/fake-stripe';

const SECRET_KEY = 'sk_test_nestlane_fake';
const WEBHOOK_SECRET = 'whsec_nestlane_fake';

let fake: FakeStripe;
let testApp: TestApp;
let admin: TestAccount;

function db() {
  return testApp.app.db;
}

/** A fresh agent and buyer, an accepted offer between them, and its Stripe intent opened. */
async function openStripeDeal() {
  const agent = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  const buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  const agentRow = await findUserRow(db(), agent.id);
  const property = await createProperty(db(), agentRow, { minPrice: 120_000, maxPrice: 150_000 });
  const offer = await createOffer(db(), { property, agent: agentRow, buyer, status: 'accepted' });
  const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
  expect(opened.statusCode).toBe(200);
  const intent = [...fake.intents.values()].find((candidate) => candidate.metadata.offerId === offer.id);
  if (!intent) throw new Error('no intent at the fake');
  return { agent, buyer, offer, intent };
}

function sendSucceededWebhook(intentId: string) {
  const intent = fake.intents.get(intentId);
  if (!intent) throw new Error(`no intent ${intentId}`);
  const { payload, signature } = buildSignedEvent(intent, WEBHOOK_SECRET);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/payments/stripe-webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

beforeAll(async () => {
  fake = await startFakeStripe(SECRET_KEY);
  testApp = await buildTestApp({
    AUTH_RATE_LIMIT_MAX: '10000',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_nestlane_fake',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE_URL: fake.url,
  });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe('Stripe and an agent marked as fraud', () => {
  it('takes the webhook of a card paid after the flag (2xx, so Stripe stops) but marks nothing bought', async () => {
    const { agent, buyer, offer, intent } = await openStripeDeal();
    const flagged = await callAs(
      testApp,
      admin,
      'PATCH',
      `/api/makeFraud/${agent.id}?role=fraud&email=${agent.email}`,
    );
    expect(flagged.statusCode).toBe(200);

    fake.succeed(intent.id);
    const webhook = await sendSucceededWebhook(intent.id);
    expect(webhook.statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'rejected',
      endReason: 'agent-fraud',
      transactionId: null,
    });

    const reported = await callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offer.id}`, {
      transactionId: intent.id,
    });
    expect(reported.statusCode).toBe(409);
    expect(reported.json().message).toBe(OFFER_END_MESSAGES['agent-fraud']);
  });
});

describe('Stripe and the payment window', () => {
  it('keeps a payment Stripe took before the deadline when its webhook arrives after it', async () => {
    const { offer, intent } = await openStripeDeal();
    fake.succeed(intent.id);
    await db()
      .update(offers)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, offer.id));

    const webhook = await sendSucceededWebhook(intent.id);
    expect(webhook.statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'bought',
      transactionId: intent.id,
      payment: 'completed',
    });
  });

  it('refuses to open a Stripe intent once the window has closed', async () => {
    const { buyer, offer } = await openStripeDeal();
    await db()
      .update(offers)
      .set({ paymentDueAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, offer.id));

    const reopened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe(OFFER_END_MESSAGES['payment-overdue']);
  });
});

describe('OFFER_PAYMENT_WINDOW_DAYS', () => {
  it('defaults to 7 days and refuses anything but a whole number of days from 1 to 365', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).offerPaymentWindowDays).toBe(7);
    expect(
      loadConfig({ DATABASE_URL: 'memory://', OFFER_PAYMENT_WINDOW_DAYS: '14' }).offerPaymentWindowDays,
    ).toBe(14);
    for (const bad of ['0', '1.5', 'week', '366']) {
      expect(() => loadConfig({ DATABASE_URL: 'memory://', OFFER_PAYMENT_WINDOW_DAYS: bad })).toThrow(
        ConfigError,
      );
    }
  });
});
