/**
 * Paying an accepted offer with the built-in sandbox provider: the intent's amount comes from
 * the offer, the test cards answer like Stripe's test mode, and an offer becomes bought only
 * when the provider says its own intent succeeded — once, whatever is replayed or raced.
 */
import { type OfferStatus, PAYMENT_CURRENCY } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, payments, sandboxPaymentIntents } from '../src/db/schema';
import { SANDBOX_CARD_MESSAGES } from '../src/payments/sandbox-cards';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createOffer, createProperty, createUser, type TestOffer, type TestUser } from './helpers/factory';

const SUCCESS_CARD = '4242 4242 4242 4242';
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let testApp: TestApp;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let agent: TestUser;

function db() {
  return testApp.app.db;
}

async function createBuyerOffer(
  owner: TestAccount,
  status: OfferStatus = 'accepted',
  offeredPrice = 125_000,
) {
  const property = await createProperty(db(), agent, { minPrice: 120_000, maxPrice: 150_000 });
  return createOffer(db(), { property, agent, buyer: owner, status, offeredPrice });
}

function openPayment(account: TestAccount | undefined, offerId: string, extra: Record<string, unknown> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/createPaymentIntent',
    headers: account ? { cookie: account.cookie } : {},
    payload: { offerId, ...extra },
  });
}

function payWithCard(clientSecret: string, cardNumber: string, expiry = FUTURE_EXPIRY) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm',
    payload: { clientSecret, cardNumber, expiry, cvc: '123' },
  });
}

function reportPayment(account: TestAccount | undefined, offerId: string, transactionId: string) {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/updateOfferStatus/${offerId}`,
    headers: account ? { cookie: account.cookie } : {},
    payload: { transactionId, status: 'bought', payment: 'completed' },
  });
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

function findPayments(offerId: string) {
  return db().select().from(payments).where(eq(payments.offerId, offerId));
}

function findSandboxIntents(offerId: string) {
  return db().select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.offerId, offerId));
}

/** An accepted offer with an open intent; returns the intent's id and client secret. */
async function openAcceptedOffer(owner: TestAccount = buyer) {
  const offer = await createBuyerOffer(owner);
  const opened = await openPayment(owner, offer.id);
  expect(opened.statusCode).toBe(200);
  const clientSecret: string = opened.json().clientSecret;
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  return { offer, clientSecret, intentId };
}

async function expectStillAccepted(offer: TestOffer) {
  const row = await findOffer(offer.id);
  expect(row).toMatchObject({ status: 'accepted', transactionId: null, payment: null });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  otherBuyer = await signUpAccount(testApp, { name: 'Karim Buyer' });
  agent = await createUser(db(), { role: 'agent', name: 'Nadia Agent' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the whole sandbox payment', () => {
  it('opens an intent for the offer’s amount, takes 4242…, and marks the offer bought only when reported', async () => {
    const offer = await createBuyerOffer(buyer, 'accepted', 131_500);

    const opened = await openPayment(buyer, offer.id, { price: 1 });
    expect(opened.statusCode).toBe(200);
    const intent = opened.json();
    expect(intent).toEqual({
      clientSecret: expect.stringMatching(/^pi_sandbox_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]{24}$/),
      amount: 13_150_000,
      currency: PAYMENT_CURRENCY,
      provider: 'sandbox',
    });
    const intentId = intent.clientSecret.split('_secret_')[0];

    const paid = await payWithCard(intent.clientSecret, SUCCESS_CARD);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', paymentIntentId: intentId });
    // Paying is not reporting: the offer waits for the buyer's page (or a webhook).
    await expectStillAccepted(offer);

    const reported = await reportPayment(buyer, offer.id, intentId);
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toEqual({ modifiedCount: 1 });

    expect(await findOffer(offer.id)).toMatchObject({
      status: 'bought',
      transactionId: intentId,
      payment: 'completed',
    });
    expect(await findPayments(offer.id)).toEqual([
      expect.objectContaining({
        provider: 'sandbox',
        intentId,
        amount: 13_150_000,
        currency: 'bdt',
        status: 'succeeded',
      }),
    ]);
    const bought = await testApp.app.inject({
      method: 'GET',
      url: `/api/getboughtProperty?email=${encodeURIComponent(buyer.email)}`,
      headers: { cookie: buyer.cookie },
    });
    expect(bought.json()).toContainEqual(
      expect.objectContaining({
        _id: offer.id,
        offerStatus: 'bought',
        transactionId: intentId,
        payment: 'completed',
      }),
    );
  });

  it('answers the same client secret when the page is opened again, with one intent stored', async () => {
    const { offer, clientSecret } = await openAcceptedOffer();
    const again = await openPayment(buyer, offer.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).toBe(clientSecret);
    expect(await findPayments(offer.id)).toHaveLength(1);
    expect(await findSandboxIntents(offer.id)).toHaveLength(1);
  });

  it('settles a payment that succeeded but was never reported when the page is opened again', async () => {
    const { offer, clientSecret, intentId } = await openAcceptedOffer();
    expect((await payWithCard(clientSecret, SUCCESS_CARD)).statusCode).toBe(200);

    const reopened = await openPayment(buyer, offer.id);
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toBe('This Offer Is Already Paid');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: intentId });
    // The page's late report is then a harmless replay.
    expect((await reportPayment(buyer, offer.id, intentId)).json()).toEqual({ modifiedCount: 0 });
  });
});

describe('cards the sandbox refuses, in Stripe’s words', () => {
  it.each([
    ['4000 0000 0000 0002', SANDBOX_CARD_MESSAGES.declined, 'Your card was declined.'],
    ['4000 0000 0000 9995', SANDBOX_CARD_MESSAGES.insufficientFunds, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', SANDBOX_CARD_MESSAGES.invalidNumber, 'Your card number is invalid.'],
    [
      '5555 5555 5555 4444',
      SANDBOX_CARD_MESSAGES.liveCardInTestMode,
      'Your card was declined. Your request was in test mode, but used a non test card.',
    ],
  ])('%s → 402 "%s"; the offer stays accepted and cannot be reported', async (card, message, literal) => {
    expect(message).toBe(literal);
    const { offer, clientSecret, intentId } = await openAcceptedOffer();

    const refused = await payWithCard(clientSecret, card);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ statusCode: 402, code: 'PAYMENT_REQUIRED', message });

    const [stored] = await findSandboxIntents(offer.id);
    expect(stored).toMatchObject({ status: 'requires_payment_method', lastError: message });
    const reported = await reportPayment(buyer, offer.id, intentId);
    expect(reported.statusCode).toBe(402);
    expect(reported.json().message).toBe('Payment Has Not Succeeded');
    await expectStillAccepted(offer);
  });

  it('refuses an expired card by its year, and a card past its month', async () => {
    const { offer, clientSecret } = await openAcceptedOffer();
    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
    const expired = await payWithCard(clientSecret, SUCCESS_CARD, `12/${lastYear}`);
    expect(expired.statusCode).toBe(402);
    expect(expired.json().message).toBe("Your card's expiration year is in the past.");

    const now = new Date();
    if (now.getUTCMonth() > 0) {
      const thisYear = String(now.getUTCFullYear() % 100).padStart(2, '0');
      const pastMonth = String(now.getUTCMonth()).padStart(2, '0');
      const lastMonth = await payWithCard(clientSecret, SUCCESS_CARD, `${pastMonth}/${thisYear}`);
      expect(lastMonth.statusCode).toBe(402);
      expect(lastMonth.json().message).toBe("Your card's expiration date is in the past.");
    }
    await expectStillAccepted(offer);
  });

  it('takes a good card after a declined one, as Stripe does', async () => {
    const { offer, clientSecret, intentId } = await openAcceptedOffer();
    expect((await payWithCard(clientSecret, '4000000000000002')).statusCode).toBe(402);
    const paid = await payWithCard(clientSecret, '4242-4242-4242-4242');
    expect(paid.statusCode).toBe(200);
    expect((await reportPayment(buyer, offer.id, intentId)).json()).toEqual({ modifiedCount: 1 });
    const [stored] = await findSandboxIntents(offer.id);
    expect(stored).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('refuses to charge an intent twice, and an unknown client secret', async () => {
    const { clientSecret } = await openAcceptedOffer();
    expect((await payWithCard(clientSecret, SUCCESS_CARD)).statusCode).toBe(200);
    const second = await payWithCard(clientSecret, SUCCESS_CARD);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
    );

    const unknown = await payWithCard('pi_sandbox_nothing_secret_nothing', SUCCESS_CARD);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("No such payment_intent: 'pi_sandbox_nothing'");
  });

  it('checks the card form like a card library, with clear messages', async () => {
    const { offer, clientSecret } = await openAcceptedOffer();
    const short = await payWithCard(clientSecret, '4242 4242');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Your card number is incomplete.');
    const month = await payWithCard(clientSecret, SUCCESS_CARD, '13/40');
    expect(month.statusCode).toBe(400);
    expect(month.json().message).toBe("Your card's expiration date is incomplete.");
    const [stored] = await findSandboxIntents(offer.id);
    expect(stored).toMatchObject({ status: 'requires_payment_method', lastError: null });
  });
});

describe('who may pay what', () => {
  it('asks a visitor to sign in', async () => {
    const offer = await createBuyerOffer(buyer);
    expect((await openPayment(undefined, offer.id)).statusCode).toBe(401);
    expect((await reportPayment(undefined, offer.id, 'pi_sandbox_x')).statusCode).toBe(401);
    expect(await findPayments(offer.id)).toEqual([]);
  });

  it("treats another buyer's offer as not found, for opening and for reporting", async () => {
    const { offer, clientSecret, intentId } = await openAcceptedOffer(otherBuyer);
    expect((await payWithCard(clientSecret, SUCCESS_CARD)).statusCode).toBe(200);

    const opened = await openPayment(buyer, offer.id);
    expect(opened.statusCode).toBe(404);
    expect(opened.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Offer not found' });
    const reported = await reportPayment(buyer, offer.id, intentId);
    expect(reported.statusCode).toBe(404);
    await expectStillAccepted(offer);
    expect(await findPayments(offer.id)).toHaveLength(1);
  });

  it("refuses a forged transaction id and someone else's succeeded intent", async () => {
    const mine = await openAcceptedOffer(buyer);
    const theirs = await openAcceptedOffer(otherBuyer);
    expect((await payWithCard(theirs.clientSecret, SUCCESS_CARD)).statusCode).toBe(200);

    for (const transactionId of ['pi_sandbox_forged', theirs.intentId, `${mine.intentId}x`]) {
      const reported = await reportPayment(buyer, mine.offer.id, transactionId);
      expect(reported.statusCode).toBe(402);
      expect(reported.json()).toEqual({
        statusCode: 402,
        code: 'PAYMENT_REQUIRED',
        message: 'Payment Has Not Succeeded',
      });
    }
    await expectStillAccepted(mine.offer);
    await expectStillAccepted(theirs.offer);
  });

  it.each([
    ['pending', 'Only An Accepted Offer Can Be Paid'],
    ['rejected', 'Only An Accepted Offer Can Be Paid'],
    ['bought', 'This Offer Is Already Paid'],
  ] as const)('refuses to open or report the payment of a %s offer (409)', async (status, message) => {
    const offer = await createBuyerOffer(buyer, status);
    const before = await findOffer(offer.id);
    const opened = await openPayment(buyer, offer.id);
    expect(opened.statusCode).toBe(409);
    expect(opened.json()).toEqual({ statusCode: 409, code: 'CONFLICT', message });
    const reported = await reportPayment(buyer, offer.id, 'pi_sandbox_whatever');
    expect(reported.statusCode).toBe(409);
    expect(reported.json().message).toBe(message);
    expect(await findOffer(offer.id)).toEqual(before);
    expect(await findPayments(offer.id)).toEqual([]);
  });

  it('answers bad input with clear 400s', async () => {
    const malformed = await openPayment(buyer, 'not-an-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('offerId: Invalid id');
    const offer = await createBuyerOffer(buyer);
    const empty = await reportPayment(buyer, offer.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('transactionId is required');
    await expectStillAccepted(offer);
  });

  it('has no Stripe webhook without Stripe', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-webhook',
      payload: { type: 'payment_intent.succeeded' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('replays, double clicks and races', () => {
  it('counts a replayed report once and refuses another id on a bought offer', async () => {
    const { offer, clientSecret, intentId } = await openAcceptedOffer();
    expect((await payWithCard(clientSecret, SUCCESS_CARD)).statusCode).toBe(200);
    expect((await reportPayment(buyer, offer.id, intentId)).json()).toEqual({ modifiedCount: 1 });
    const replay = await reportPayment(buyer, offer.id, intentId);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ modifiedCount: 0 });

    const other = await reportPayment(buyer, offer.id, 'pi_sandbox_another');
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This Offer Is Already Paid');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: intentId });
  });

  it('lets exactly one of five simultaneous reports change the offer', async () => {
    const { offer, clientSecret, intentId } = await openAcceptedOffer();
    expect((await payWithCard(clientSecret, SUCCESS_CARD)).statusCode).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => reportPayment(buyer, offer.id, intentId)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const counts = answers.map((answer) => answer.json().modifiedCount).sort();
    expect(counts).toEqual([0, 0, 0, 0, 1]);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: intentId });
    expect(await findPayments(offer.id)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  });

  it('opens one intent for five simultaneous page openings', async () => {
    const offer = await createBuyerOffer(buyer);
    const answers = await Promise.all(Array.from({ length: 5 }, () => openPayment(buyer, offer.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const secrets = new Set(answers.map((answer) => answer.json().clientSecret));
    expect(secrets.size).toBe(1);
    expect(await findPayments(offer.id)).toHaveLength(1);
    expect(await findSandboxIntents(offer.id)).toHaveLength(1);
  });
});
