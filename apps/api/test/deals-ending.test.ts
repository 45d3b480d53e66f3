/**
 * Deals that end (issue 10 §2, decision 017): a fraud or deleted agent's buyers can no longer
 * pay, and their open deals end with the reason in the admin's transaction; an accepted offer
 * left unpaid past its payment window frees the listing, unless the provider took the money
 * in time; deleting the buyer frees the listing at once. Sandbox provider, real API calls.
 */
import { OFFER_END_MESSAGES, type Offer } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers, sandboxPaymentIntents, user } from '../src/db/schema';
import { sweepOverdueOffers } from '../src/modules/payments/overdue-sweep';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  createOffer,
  createProperty,
  findUserRow,
  type TestOffer,
  type TestProperty,
  type TestUser,
} from './helpers/factory';

const SUCCESS_CARD = '4242 4242 4242 4242';
const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
const WINDOW_DAYS = 3;
const DAY_MS = 86_400_000;

let testApp: TestApp;
let admin: TestAccount;

function db() {
  return testApp.app.db;
}

type Deal = { agent: TestAccount; agentRow: TestUser; buyer: TestAccount; property: TestProperty };

/** A fresh agent with a public listing and a fresh buyer (their own, so deletions stay local). */
async function createDeal(): Promise<Deal> {
  const agent = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  const agentRow = await findUserRow(db(), agent.id);
  const buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  const property = await createProperty(db(), agentRow, { minPrice: 120_000, maxPrice: 150_000 });
  return { agent, agentRow, buyer, property };
}

function offerOn(deal: Deal, status: 'pending' | 'accepted' | 'bought', property = deal.property) {
  return createOffer(db(), { property, agent: deal.agentRow, buyer: deal.buyer, status });
}

function openPayment(buyer: TestAccount, offerId: string) {
  return callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId });
}

function payWithCard(clientSecret: string) {
  return callAs(testApp, undefined, 'POST', '/api/sandbox/confirm', {
    clientSecret,
    cardNumber: SUCCESS_CARD,
    expiry: FUTURE_EXPIRY,
    cvc: '123',
  });
}

function reportPayment(buyer: TestAccount, offerId: string, transactionId: string) {
  return callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offerId}`, {
    transactionId,
    status: 'bought',
    payment: 'completed',
  });
}

/** Opens the offer's payment; answers the client secret and the intent's id. */
async function openIntent(buyer: TestAccount, offer: TestOffer) {
  const opened = await openPayment(buyer, offer.id);
  expect(opened.statusCode).toBe(200);
  const clientSecret: string = opened.json().clientSecret;
  return { clientSecret, intentId: clientSecret.split('_secret_')[0] ?? '' };
}

async function findOffer(id: string) {
  const [row] = await db().select().from(offers).where(eq(offers.id, id));
  if (!row) throw new Error(`offer ${id} is gone`);
  return row;
}

async function listBought(buyer: TestAccount): Promise<Offer[]> {
  const response = await callAs(testApp, buyer, 'GET', `/api/getboughtProperty?email=${buyer.email}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function listRequested(agent: TestAccount): Promise<Offer[]> {
  const response = await callAs(testApp, agent, 'GET', `/api/getRequestedProperty?email=${agent.email}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The buyer's Property Bought and the agent's Requested Properties both show the offer so. */
async function expectBothListsShow(deal: Deal, offerId: string, expected: Record<string, unknown>) {
  expect((await listBought(deal.buyer)).find((row) => row._id === offerId)).toMatchObject(expected);
  expect((await listRequested(deal.agent)).find((row) => row._id === offerId)).toMatchObject(expected);
}

function markFraud(agent: TestAccount) {
  return callAs(testApp, admin, 'PATCH', `/api/makeFraud/${agent.id}?role=fraud&email=${agent.email}`);
}

function deleteAccount(account: TestAccount) {
  return callAs(testApp, admin, 'DELETE', `/api/delete-User/${account.id}`);
}

function acceptOffer(agent: TestAccount, offerId: string) {
  return callAs(testApp, agent, 'PATCH', `/api/updateOffer/${offerId}?status=accepted`);
}

/** Moves the offer's payment deadline into the past, as if the window had run out. */
async function closeWindow(offerId: string) {
  await db()
    .update(offers)
    .set({ paymentDueAt: new Date(Date.now() - 60_000) })
    .where(eq(offers.id, offerId));
}

function expectRefusal(response: { statusCode: number; json: () => { message: string } }, message: string) {
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe(message);
}

beforeAll(async () => {
  testApp = await buildTestApp({
    AUTH_RATE_LIMIT_MAX: '10000',
    OFFER_PAYMENT_WINDOW_DAYS: String(WINDOW_DAYS),
  });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Admin' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('an agent marked as fraud', () => {
  it('ends their pending and accepted offers with the reason in the same call; sales stay; the buyer sees why', async () => {
    const deal = await createDeal();
    const accepted = await offerOn(deal, 'accepted');
    const pending = await offerOn(deal, 'pending', await createProperty(db(), deal.agentRow));
    const sold = await offerOn(deal, 'bought', await createProperty(db(), deal.agentRow));

    const marked = await markFraud(deal.agent);
    expect(marked.statusCode).toBe(200);

    expect(await findUserRow(db(), deal.agent.id)).toMatchObject({ role: 'fraud' });
    for (const offer of [accepted, pending]) {
      expect(await findOffer(offer.id)).toMatchObject({ status: 'rejected', endReason: 'agent-fraud' });
    }
    expect(await findOffer(sold.id)).toMatchObject({ status: 'bought', endReason: null });
    const seen = await listBought(deal.buyer);
    expect(seen.find((offer) => offer._id === accepted.id)).toMatchObject({
      offerStatus: 'rejected',
      offerEndReason: 'agent-fraud',
      paymentDueAt: null,
    });
    expect(seen.find((offer) => offer._id === sold.id)).toMatchObject({
      offerStatus: 'bought',
      offerEndReason: null,
    });
  });

  it('leaves the buyer no way to pay them: no intent, no sandbox card, no report, with the reason', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'accepted');
    const { clientSecret, intentId } = await openIntent(deal.buyer, offer);

    expect((await markFraud(deal.agent)).statusCode).toBe(200);

    const reason = OFFER_END_MESSAGES['agent-fraud'];
    expectRefusal(await openPayment(deal.buyer, offer.id), reason);
    expectRefusal(await payWithCard(clientSecret), reason);
    const [intent] = await db()
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intentId));
    expect(intent?.status).toBe('requires_payment_method');
    expectRefusal(await reportPayment(deal.buyer, offer.id, intentId), reason);
    expect(await findOffer(offer.id)).toMatchObject({
      status: 'rejected',
      transactionId: null,
      payment: null,
    });
  });

  it('does not mark bought a card paid before the flag but reported after it', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'accepted');
    const { clientSecret, intentId } = await openIntent(deal.buyer, offer);
    expect((await payWithCard(clientSecret)).statusCode).toBe(200);

    expect((await markFraud(deal.agent)).statusCode).toBe(200);

    expectRefusal(await reportPayment(deal.buyer, offer.id, intentId), OFFER_END_MESSAGES['agent-fraud']);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'rejected', transactionId: null });
  });

  it('refuses payment on a listing that is not public even when the offer is still accepted', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'accepted');
    // The flag written without the admin's call (as data from before this rule would be).
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, deal.agent.id));

    expectRefusal(await openPayment(deal.buyer, offer.id), 'This Property Is No Longer Available');
  });
});

describe('a deleted agent', () => {
  it('ends their open deals with the reason and leaves the buyer no way to pay', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'accepted');
    const pending = await offerOn(deal, 'pending', await createProperty(db(), deal.agentRow));
    const { clientSecret, intentId } = await openIntent(deal.buyer, offer);

    const deleted = await deleteAccount(deal.agent);
    expect(deleted.statusCode).toBe(200);

    for (const ended of [offer, pending]) {
      expect(await findOffer(ended.id)).toMatchObject({
        status: 'rejected',
        endReason: 'agent-deleted',
        propertyId: null,
      });
    }
    const reason = OFFER_END_MESSAGES['agent-deleted'];
    expectRefusal(await openPayment(deal.buyer, offer.id), reason);
    expectRefusal(await payWithCard(clientSecret), reason);
    expectRefusal(await reportPayment(deal.buyer, offer.id, intentId), reason);
    expect((await listBought(deal.buyer)).find((row) => row._id === offer.id)).toMatchObject({
      offerStatus: 'rejected',
      offerEndReason: 'agent-deleted',
    });
  });
});

describe('the payment window of an accepted offer', () => {
  it('opens when the agent accepts, OFFER_PAYMENT_WINDOW_DAYS long, and the buyer sees the deadline', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    const before = Date.now();

    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);

    const row = await findOffer(offer.id);
    expect(row.status).toBe('accepted');
    const acceptedAt = row.acceptedAt?.getTime() ?? 0;
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1_000);
    expect(row.paymentDueAt?.getTime()).toBe(acceptedAt + WINDOW_DAYS * DAY_MS);
    expect((await listBought(deal.buyer)).find((seen) => seen._id === offer.id)).toMatchObject({
      offerStatus: 'accepted',
      paymentDueAt: row.paymentDueAt?.toISOString(),
      offerEndReason: null,
    });
  });

  it('once closed, refuses a new intent and the sandbox card, with the reason', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);
    const { clientSecret } = await openIntent(deal.buyer, offer);

    await closeWindow(offer.id);

    const reason = OFFER_END_MESSAGES['payment-overdue'];
    expectRefusal(await openPayment(deal.buyer, offer.id), reason);
    expectRefusal(await payWithCard(clientSecret), reason);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'accepted', transactionId: null });
  });

  it('once closed, frees the listing for a new offer the agent can accept; both lists say why', async () => {
    const deal = await createDeal();
    const first = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, first.id)).statusCode).toBe(200);
    const nextBuyer = await signUpAccount(testApp, { name: 'Karim Buyer' });
    const refused = await callAs(testApp, nextBuyer, 'POST', '/api/addOffer', buildOfferBody(deal.property));
    expect(refused.statusCode).toBe(409);

    await closeWindow(first.id);

    const added = await callAs(testApp, nextBuyer, 'POST', '/api/addOffer', buildOfferBody(deal.property));
    expect(added.statusCode).toBe(201);
    const secondId: string = added.json().insertedId;
    expect((await acceptOffer(deal.agent, secondId)).statusCode).toBe(200);

    expect(await findOffer(first.id)).toMatchObject({ status: 'rejected', endReason: 'payment-overdue' });
    expect(await findOffer(secondId)).toMatchObject({ status: 'accepted' });
    const expired = { offerStatus: 'rejected', offerEndReason: 'payment-overdue', paymentDueAt: null };
    await expectBothListsShow(deal, first.id, expired);
  });

  it('reads as ended in both lists before anything writes it', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);

    await closeWindow(offer.id);

    const expired = { offerStatus: 'rejected', offerEndReason: 'payment-overdue', paymentDueAt: null };
    await expectBothListsShow(deal, offer.id, expired);
  });

  it('keeps a card paid before the window closed: reported late, the offer is bought', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);
    const { clientSecret, intentId } = await openIntent(deal.buyer, offer);
    expect((await payWithCard(clientSecret)).statusCode).toBe(200);

    await closeWindow(offer.id);

    const reported = await reportPayment(deal.buyer, offer.id, intentId);
    expect(reported.statusCode).toBe(200);
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: intentId });
  });

  it('settles a card paid in time but never reported when a new offer arrives late: bought, the listing stays taken', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);
    const { clientSecret, intentId } = await openIntent(deal.buyer, offer);
    expect((await payWithCard(clientSecret)).statusCode).toBe(200);

    await closeWindow(offer.id);

    const nextBuyer = await signUpAccount(testApp, { name: 'Arif Buyer' });
    const late = await callAs(testApp, nextBuyer, 'POST', '/api/addOffer', buildOfferBody(deal.property));
    expectRefusal(late, 'This Property Is No Longer Available');
    expect(await findOffer(offer.id)).toMatchObject({ status: 'bought', transactionId: intentId });
  });

  it('sweeps overdue offers: the paid one becomes bought, the unpaid one ends and frees its listing', async () => {
    const deal = await createDeal();
    const paid = await offerOn(deal, 'pending');
    const unpaidListing = await createProperty(db(), deal.agentRow);
    const unpaid = await offerOn(deal, 'pending', unpaidListing);
    for (const offer of [paid, unpaid])
      expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);
    const { clientSecret, intentId } = await openIntent(deal.buyer, paid);
    expect((await payWithCard(clientSecret)).statusCode).toBe(200);
    await closeWindow(paid.id);
    await closeWindow(unpaid.id);

    const tally = await sweepOverdueOffers(db(), testApp.app.paymentProviders, testApp.app.log);

    expect(tally).toMatchObject({ bought: 1, failed: 0 });
    expect(tally.expired).toBeGreaterThanOrEqual(1);
    expect(await findOffer(paid.id)).toMatchObject({ status: 'bought', transactionId: intentId });
    expect(await findOffer(unpaid.id)).toMatchObject({ status: 'rejected', endReason: 'payment-overdue' });
    const nextBuyer = await signUpAccount(testApp, { name: 'Mitu Buyer' });
    const added = await callAs(testApp, nextBuyer, 'POST', '/api/addOffer', buildOfferBody(unpaidListing));
    expect(added.statusCode).toBe(201);
  });
});

describe('a deleted buyer', () => {
  it('frees the listing at once: the agent sees why and can accept another offer', async () => {
    const deal = await createDeal();
    const offer = await offerOn(deal, 'pending');
    expect((await acceptOffer(deal.agent, offer.id)).statusCode).toBe(200);

    expect((await deleteAccount(deal.buyer)).statusCode).toBe(200);

    expect(await findOffer(offer.id)).toMatchObject({
      status: 'rejected',
      endReason: 'buyer-deleted',
      buyerId: null,
    });
    expect((await listRequested(deal.agent)).find((row) => row._id === offer.id)).toMatchObject({
      offerStatus: 'rejected',
      offerEndReason: 'buyer-deleted',
    });
    const nextBuyer = await signUpAccount(testApp, { name: 'Sadia Buyer' });
    const added = await callAs(testApp, nextBuyer, 'POST', '/api/addOffer', buildOfferBody(deal.property));
    expect(added.statusCode).toBe(201);
    expect((await acceptOffer(deal.agent, added.json().insertedId)).statusCode).toBe(200);
  });
});
