/**
 * The bell and its email (issue 12): each event notifies the right person with the right kind,
 * a person reads and marks only their own, email follows the person's switches, and the
 * one-click unsubscribe link works without signing in and cannot be forged.
 */

import type { AppNotification, NotificationKind } from '@nestlane/shared';
import { NOTIFICATION_KINDS, NOTIFICATION_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, user } from '../src/db/schema';
import { readOutboxMessages } from '../src/modules/outbox/outbox-store';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildOfferBody,
  createOffer,
  createProperty,
  createUser,
  findUserRow,
  type TestUser,
} from './helpers/factory';
import { startFakeSmtpServer } from './helpers/fake-smtp-server';

const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

let testApp: TestApp;
let agent: TestAccount;
let agentRow: TestUser;
let buyer: TestAccount;
let otherBuyer: TestAccount;
let admin: TestAccount;

function db() {
  return testApp.app.db;
}

async function listOwn(account: TestAccount, query = '') {
  const response = await callAs(testApp, account, 'GET', `/api/notifications${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { items: AppNotification[]; total: number; unread: number };
}

/** The kinds a person was told about, oldest first, straight from the table. */
async function kindsOf(userId: string): Promise<NotificationKind[]> {
  const rows = await db()
    .select({ kind: notifications.kind, createdAt: notifications.createdAt })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map((row) => row.kind);
}

/** Delivers what is waiting (the app also does so after each request and on an interval). */
async function mailsTo(email: string) {
  await testApp.app.notifications.deliverNow();
  return (await readOutboxMessages(testApp.config.dataDir)).filter((mail) => mail.to === email);
}

function unsubscribeTokenOf(text: string): string {
  const match = /\/unsubscribe\?token=([^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in ${text}`);
  return decodeURIComponent(match[1]);
}

function unsubscribe(token: string, init: { payload?: string; contentType?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
    ...(init.payload !== undefined
      ? { payload: init.payload, headers: { 'content-type': init.contentType ?? 'text/plain' } }
      : {}),
  });
}

function newListing(owner: TestUser = agentRow, fields: Parameters<typeof createProperty>[2] = {}) {
  return createProperty(db(), owner, { minPrice: 150_000, maxPrice: 200_000, ...fields });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nadia Agent' });
  agentRow = await findUserRow(db(), agent.id);
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  otherBuyer = await signUpAccount(testApp, { name: 'Karim Buyer' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Asha Admin' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('each event notifies the right person', () => {
  it('an offer tells the agent, by bell and by email with a signed unsubscribe link', async () => {
    const listing = await newListing(agentRow, { title: 'Lakeside Flat in Gulshan' });
    const made = await callAs(testApp, buyer, 'POST', '/api/addOffer', buildOfferBody(listing));
    expect(made.statusCode).toBe(201);

    const { items, unread } = await listOwn(agent);
    expect(items[0]).toMatchObject({
      kind: 'offer_received',
      title: 'New offer on Lakeside Flat in Gulshan',
      link: '/dashboard/requestedProperties',
      read: false,
    });
    expect(unread).toBeGreaterThanOrEqual(1);
    expect(await kindsOf(buyer.id)).toEqual([]);

    const [mail] = (await mailsTo(agent.email)).filter(
      (m) => m.subject === 'New offer on Lakeside Flat in Gulshan',
    );
    expect(mail?.link).toBe(`${testApp.config.publicUrl}/dashboard/requestedProperties`);
    expect(mail?.text).toContain(`${testApp.config.publicUrl}/unsubscribe?token=`);
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, agent.id));
    expect(row?.deliveredAt).not.toBeNull();
  });

  it('accepting tells its buyer offer_accepted and the other pending buyer offer_rejected', async () => {
    const listing = await newListing();
    expect((await callAs(testApp, buyer, 'POST', '/api/addOffer', buildOfferBody(listing))).statusCode).toBe(
      201,
    );
    expect(
      (await callAs(testApp, otherBuyer, 'POST', '/api/addOffer', buildOfferBody(listing))).statusCode,
    ).toBe(201);
    const offers = await callAs(
      testApp,
      agent,
      'GET',
      `/api/getRequestedProperty?email=${encodeURIComponent(agent.email)}`,
    );
    const buyersOffer = (offers.json() as { _id: string; buyerEmail: string; propertyId: string }[]).find(
      (offer) => offer.buyerEmail === buyer.email && offer.propertyId === listing.id,
    );
    if (!buyersOffer) throw new Error(`no offer listed: ${offers.body}`);
    const decided = await callAs(
      testApp,
      agent,
      'PATCH',
      `/api/updateOffer/${buyersOffer._id}?status=accepted`,
    );
    expect(decided.statusCode).toBe(200);

    expect(await kindsOf(buyer.id)).toEqual(['offer_accepted']);
    expect(await kindsOf(otherBuyer.id)).toEqual(['offer_rejected']);
    const [accepted] = (await listOwn(buyer)).items;
    expect(accepted).toMatchObject({
      link: '/dashboard/propertyBought',
      title: `Your offer on ${listing.title} was accepted`,
    });
  });

  it('rejecting tells the buyer offer_rejected', async () => {
    const listing = await newListing();
    const buyerAccount = await signUpAccount(testApp, { name: 'Lone Buyer' });
    const offer = await createOffer(db(), {
      property: listing,
      agent: agentRow,
      buyer: buyerAccount,
      status: 'pending',
    });
    const decided = await callAs(testApp, agent, 'PATCH', `/api/updateOffer/${offer.id}?status=rejected`);
    expect(decided.statusCode).toBe(200);
    expect(await kindsOf(buyerAccount.id)).toEqual(['offer_rejected']);
  });

  it('a payment tells the agent payment_received', async () => {
    const seller = await createUser(db(), { role: 'agent', name: 'Paid Agent' });
    const listing = await newListing(seller);
    const offer = await createOffer(db(), {
      property: listing,
      agent: seller,
      buyer,
      status: 'accepted',
      offeredPrice: 160_000,
    });
    const opened = await callAs(testApp, buyer, 'POST', '/api/createPaymentIntent', { offerId: offer.id });
    expect(opened.statusCode).toBe(200);
    const clientSecret: string = opened.json().clientSecret;
    const paid = await testApp.app.inject({
      method: 'POST',
      url: '/api/sandbox/confirm',
      payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: FUTURE_EXPIRY, cvc: '123' },
    });
    expect(paid.statusCode).toBe(200);
    expect(await kindsOf(seller.id)).toEqual([]);
    const reported = await callAs(testApp, buyer, 'PATCH', `/api/updateOfferStatus/${offer.id}`, {
      transactionId: clientSecret.split('_secret_')[0],
      status: 'bought',
      payment: 'completed',
    });
    expect(reported.statusCode).toBe(200);
    expect(await kindsOf(seller.id)).toEqual(['payment_received']);
  });

  it('the admin verifying or rejecting a listing tells its agent', async () => {
    const moderated = await createUser(db(), { role: 'agent' });
    const first = await newListing(moderated, { verificationStatus: 'pending' });
    const second = await newListing(moderated, { verificationStatus: 'pending' });
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${first.id}?status=verified`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${second.id}?status=rejected`)).statusCode,
    ).toBe(200);
    expect(await kindsOf(moderated.id)).toEqual(['listing_verified', 'listing_rejected']);
  });

  it('deciding an agent request tells its sender; promoting someone who did not ask tells no one', async () => {
    const applicant = await createUser(db(), { agentReq: true });
    const bystander = await createUser(db());
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/changeRole/${applicant.id}?role=agent`)).statusCode,
    ).toBe(200);
    expect(
      (await callAs(testApp, admin, 'PATCH', `/api/changeRole/${bystander.id}?role=agent`)).statusCode,
    ).toBe(200);
    expect(await kindsOf(applicant.id)).toEqual(['agent_request_decided']);
    expect(await kindsOf(bystander.id)).toEqual([]);
  });

  it('flagging an agent tells the buyers of their open deals deal_ended', async () => {
    const flagged = await createUser(db(), { role: 'agent' });
    const dealBuyer = await createUser(db());
    const pendingBuyer = await createUser(db());
    await createOffer(db(), {
      property: await newListing(flagged),
      agent: flagged,
      buyer: dealBuyer,
      status: 'accepted',
    });
    await createOffer(db(), {
      property: await newListing(flagged),
      agent: flagged,
      buyer: pendingBuyer,
      status: 'pending',
    });
    const response = await callAs(
      testApp,
      admin,
      'PATCH',
      `/api/makeFraud/${flagged.id}?role=fraud&email=${encodeURIComponent(flagged.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(await kindsOf(dealBuyer.id)).toEqual(['deal_ended']);
    expect(await kindsOf(pendingBuyer.id)).toEqual(['deal_ended']);
    expect(await kindsOf(flagged.id)).toEqual([]);
  });

  it('deleting an agent tells the buyers of their open deals deal_ended', async () => {
    const leaving = await createUser(db(), { role: 'agent' });
    const dealBuyer = await createUser(db());
    await createOffer(db(), {
      property: await newListing(leaving),
      agent: leaving,
      buyer: dealBuyer,
      status: 'accepted',
    });
    expect((await callAs(testApp, admin, 'DELETE', `/api/delete-User/${leaving.id}`)).statusCode).toBe(200);
    expect(await kindsOf(dealBuyer.id)).toEqual(['deal_ended']);
  });
});

describe('a person reads and marks only their own', () => {
  it('lists newest first, paged, and a visitor is refused', async () => {
    const reader = await signUpAccount(testApp, { name: 'Page Reader' });
    for (const title of ['first', 'second', 'third']) {
      await db()
        .insert(notifications)
        .values({ userId: reader.id, kind: 'offer_rejected', title, link: '/dashboard' });
      // Distinct creation times without waiting: each row a second older than the next.
    }
    const rows = await db().select().from(notifications).where(eq(notifications.userId, reader.id));
    let second = 0;
    for (const title of ['first', 'second', 'third']) {
      const row = rows.find((candidate) => candidate.title === title);
      second += 1;
      await db()
        .update(notifications)
        .set({ createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, second)) })
        .where(eq(notifications.id, row?.id ?? ''));
    }
    const pageOne = await listOwn(reader, '?page=1&limit=2');
    expect(pageOne.items.map((item) => item.title)).toEqual(['third', 'second']);
    expect(pageOne).toMatchObject({ total: 3, unread: 3 });
    expect((await listOwn(reader, '?page=2&limit=2')).items.map((item) => item.title)).toEqual(['first']);
    expect((await callAs(testApp, undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await callAs(testApp, reader, 'GET', '/api/notifications?page=0')).statusCode).toBe(400);
  });

  it('marks one read, refuses another person’s as not found, and marks all read only of its owner', async () => {
    const owner = await signUpAccount(testApp, { name: 'Owner' });
    const stranger = await signUpAccount(testApp, { name: 'Stranger' });
    await db()
      .insert(notifications)
      .values([
        { userId: owner.id, kind: 'offer_accepted', title: 'one', link: '/dashboard' },
        { userId: owner.id, kind: 'offer_accepted', title: 'two', link: '/dashboard' },
        { userId: stranger.id, kind: 'offer_accepted', title: 'theirs', link: '/dashboard' },
      ]);
    const [one] = (await listOwn(owner)).items.filter((item) => item.title === 'one');
    const foreign = await callAs(testApp, stranger, 'POST', `/api/notifications/${one?._id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect((await callAs(testApp, owner, 'POST', '/api/notifications/not-an-id/read')).statusCode).toBe(400);

    const marked = await callAs(testApp, owner, 'POST', `/api/notifications/${one?._id}/read`);
    expect(marked.json()).toEqual({ modifiedCount: 1 });
    expect((await callAs(testApp, owner, 'POST', `/api/notifications/${one?._id}/read`)).json()).toEqual({
      modifiedCount: 0,
    });
    expect((await callAs(testApp, owner, 'GET', '/api/notifications/unread')).json()).toEqual({ unread: 1 });

    expect((await callAs(testApp, owner, 'POST', '/api/notifications/read-all')).json()).toEqual({
      modifiedCount: 1,
    });
    expect((await listOwn(owner)).unread).toBe(0);
    expect((await listOwn(stranger)).unread).toBe(1);
  });
});

describe('email preferences and unsubscribing', () => {
  it('every kind is on by default; switching one off stops its email but not the bell', async () => {
    const seller = await signUpAccount(testApp, { role: 'agent', name: 'Quiet Agent' });
    const sellerRow = await findUserRow(db(), seller.id);
    const defaults = await callAs(testApp, seller, 'GET', '/api/notifications/preferences');
    expect(defaults.json()).toEqual({ email: NOTIFICATION_KINDS.map((kind) => ({ kind, enabled: true })) });

    const saved = await callAs(testApp, seller, 'PUT', '/api/notifications/preferences', {
      email: [{ kind: 'offer_received', enabled: false }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().email).toContainEqual({ kind: 'offer_received', enabled: false });
    expect(saved.json().email).toContainEqual({ kind: 'payment_received', enabled: true });
    const bad = await callAs(testApp, seller, 'PUT', '/api/notifications/preferences', {
      email: [{ kind: 'everything', enabled: false }],
    });
    expect(bad.statusCode).toBe(400);

    const listing = await newListing(sellerRow, { title: 'Quiet Listing' });
    expect((await callAs(testApp, buyer, 'POST', '/api/addOffer', buildOfferBody(listing))).statusCode).toBe(
      201,
    );
    expect((await listOwn(seller)).items[0]).toMatchObject({
      kind: 'offer_received',
      title: 'New offer on Quiet Listing',
    });
    expect(await mailsTo(seller.email)).toEqual([]);
    // Delivered all the same: the bell's live update does not wait on the email switch.
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, seller.id));
    expect(row?.deliveredAt).not.toBeNull();

    await callAs(testApp, seller, 'PUT', '/api/notifications/preferences', {
      email: [{ kind: 'offer_received', enabled: true }],
    });
    const second = await newListing(sellerRow, { title: 'Loud Listing' });
    expect((await callAs(testApp, buyer, 'POST', '/api/addOffer', buildOfferBody(second))).statusCode).toBe(
      201,
    );
    expect((await mailsTo(seller.email)).map((mail) => mail.subject)).toEqual(['New offer on Loud Listing']);
  });

  it('the mailed link unsubscribes without signing in; an altered or forged token is a 400', async () => {
    const person = await signUpAccount(testApp, { name: 'Leaving Mail' });
    const [mail] = await (async () => {
      await db()
        .insert(notifications)
        .values({ userId: person.id, kind: 'enquiry_replied', title: 'A reply', link: '/dashboard' });
      return mailsTo(person.email);
    })();
    const token = unsubscribeTokenOf(mail?.text ?? '');
    const [encodedUser, kind, signature] = token.split('.');

    const forged = [
      `${encodedUser}.offer_received.${signature}`,
      `${Buffer.from(agent.id).toString('base64url')}.${kind}.${signature}`,
      `${encodedUser}.${kind}.${signature?.slice(0, -2)}AA`,
      'not-a-token',
      `${encodedUser}.${kind}`,
    ];
    for (const bad of forged) {
      const refused = await unsubscribe(bad);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().message).toBe(NOTIFICATION_MESSAGES.badUnsubscribeToken);
    }
    expect(
      (await testApp.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode,
    ).toBe(400);

    const done = await unsubscribe(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ kind: 'enquiry_replied', label: 'Replies to my enquiries' });
    const preferences = await callAs(testApp, person, 'GET', '/api/notifications/preferences');
    expect(preferences.json().email).toContainEqual({ kind: 'enquiry_replied', enabled: false });
    // RFC 8058: the mail client's own POST, a form body, works the same (and twice is fine).
    expect(
      (
        await unsubscribe(token, {
          payload: 'List-Unsubscribe=One-Click',
          contentType: 'application/x-www-form-urlencoded',
        })
      ).statusCode,
    ).toBe(200);

    await db()
      .insert(notifications)
      .values({ userId: person.id, kind: 'enquiry_replied', title: 'Another reply', link: '/dashboard' });
    expect((await mailsTo(person.email)).map((m) => m.subject)).toEqual(['A reply']);
  });

  it('a deleted account’s link still answers done', async () => {
    const gone = await createUser(db());
    await db()
      .insert(notifications)
      .values({ userId: gone.id, kind: 'deal_ended', title: 'Bye', link: '/dashboard' });
    const [mail] = await mailsTo(gone.email);
    await db().delete(user).where(eq(user.id, gone.id));
    expect((await unsubscribe(unsubscribeTokenOf(mail?.text ?? ''))).statusCode).toBe(200);
  });
});

describe('notification mail through SMTP', () => {
  it('carries List-Unsubscribe and List-Unsubscribe-Post, and the mail client’s one-click POST works', async () => {
    const smtp = await startFakeSmtpServer();
    const smtpApp = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    // The mail goes out through the job queue, which starts with the app.
    await smtpApp.app.ready();
    try {
      const person = await createUser(smtpApp.app.db, { name: 'Mailed Person' });
      await smtpApp.app.db.insert(notifications).values({
        userId: person.id,
        kind: 'viewing_confirmed',
        title: 'Your viewing is confirmed',
        link: '/dashboard',
      });
      await smtpApp.app.notifications.deliverNow();
      expect(smtp.messages).toHaveLength(1);
      // Headers may be folded over several lines: unfold them to read.
      const message = (smtp.messages[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
      expect(message).toContain(`To: ${person.email}`);
      expect(message).toContain('Subject: Your viewing is confirmed');
      expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const oneClick = /List-Unsubscribe: <([^>]+)>/.exec(message)?.[1]?.replace(/\s+/g, '');
      expect(oneClick).toMatch(
        new RegExp(`^${smtpApp.config.publicUrl}/api/notifications/unsubscribe\\?token=`),
      );
      const url = new URL(oneClick ?? '');
      const done = await smtpApp.app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json().kind).toBe('viewing_confirmed');
      expect(await readOutboxMessages(smtpApp.config.dataDir)).toEqual([]);
    } finally {
      await smtpApp.close();
      smtp.server.close();
    }
  });
});
