/**
 * Issue 12, viewings through HTTP with real sessions: asked at 1–3 distinct future times, confirmed
 * at one of them or declined by the listing's agent only, cancelled with a reason by either of its
 * two people only, each change once (racing changes: one wins); and what each event notifies, to
 * whom. Bad input is a 400 with a clear message and changes nothing.
 */
import { VIEWING_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications, properties, user, viewings } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { VIEWING_RATE_LIMIT } from '../src/modules/viewings/routes';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let buyer: TestAccount;
let agent: TestAccount;
let stranger: TestAccount;
let listing: TestProperty;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const HOUR = 3_600_000;

function db() {
  return testApp.app.db;
}

/** An ISO time `hours` from now. */
function inHours(hours: number): string {
  return new Date(Date.now() + hours * HOUR).toISOString();
}

function ask(caller: TestAccount | undefined, body: Record<string, unknown>) {
  return callAs(testApp, caller, 'POST', '/api/viewings', { propertyId: listing.id, ...body });
}

function change(
  caller: TestAccount | undefined,
  id: string,
  action: 'confirm' | 'decline' | 'cancel',
  body?: Record<string, unknown>,
) {
  return callAs(testApp, caller, 'PATCH', `/api/viewings/${id}/${action}`, body);
}

async function findViewing(id: string) {
  const [row] = await db().select().from(viewings).where(eq(viewings.id, id));
  return row;
}

function findNotifications(userId: string) {
  return db()
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

/** A requested viewing of the buyer's, at two times, and a clean notifications table. */
async function askViewing(times = [inHours(48), inHours(72)]): Promise<string> {
  const response = await ask(buyer, { proposedTimes: times, message: 'After office hours please' });
  if (response.statusCode !== 201) throw new Error(response.body);
  await db().delete(notifications);
  return response.json().insertedId;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  stranger = await signUpAccount(testApp, { role: 'user', name: 'Rafi Stranger' });
  listing = await createProperty(db(), await findUserRow(db(), agent.id), { title: 'Lake View Flat' });
});

// Viewing requests are rate-limited per person: each test asks as a fresh buyer.
beforeEach(async () => {
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  await db().delete(notifications);
});

afterAll(async () => {
  await testApp?.close();
});

describe('asking to visit', () => {
  it('records the request, times earliest first, and tells the agent', async () => {
    const later = inHours(72);
    const sooner = inHours(48);
    const response = await ask(buyer, {
      proposedTimes: [later, sooner],
      message: 'After office hours please',
    });
    expect(response.statusCode).toBe(201);
    const row = await findViewing(response.json().insertedId);
    expect(row).toMatchObject({
      propertyId: listing.id,
      buyerId: buyer.id,
      agentId: agent.id,
      propertyTitle: 'Lake View Flat',
      status: 'requested',
      message: 'After office hours please',
      confirmedTime: null,
    });
    expect(row?.proposedTimes.map((time) => time.toISOString())).toEqual([sooner, later]);
    const [notification] = await findNotifications(agent.id);
    expect(notification).toMatchObject({
      kind: 'viewing_requested',
      title: 'Uma Buyer asks to visit Lake View Flat',
      link: '/dashboard/viewings',
    });
    expect(notification?.body).toMatch(/^Proposed: .+; .+$/);
    expect(await findNotifications(buyer.id)).toEqual([]);
  });

  it('shows the request in both dashboards, each from their side', async () => {
    const id = await askViewing();
    const mine = (await callAs(testApp, buyer, 'GET', '/api/viewings')).json();
    expect(mine).toEqual([
      expect.objectContaining({ _id: id, side: 'buyer', otherName: 'Nusrat Agent', status: 'requested' }),
    ]);
    const agents = (await callAs(testApp, agent, 'GET', '/api/viewings')).json();
    expect(agents[0]).toMatchObject({ _id: id, side: 'agent', otherName: 'Uma Buyer', status: 'requested' });
    expect((await callAs(testApp, stranger, 'GET', '/api/viewings')).json()).toEqual([]);
  });

  it.each([
    ['no times', [], VIEWING_MESSAGES.timeRequired],
    ['four times', [inHours(24), inHours(25), inHours(26), inHours(27)], VIEWING_MESSAGES.tooManyTimes],
    ['a past time', [inHours(24), inHours(-1)], VIEWING_MESSAGES.pastTime],
    ['the same time twice', [inHours(24), inHours(24)], VIEWING_MESSAGES.sameTime],
    ['a time that is not one', ['next Tuesday'], VIEWING_MESSAGES.invalidTime],
    ['a time without its zone', ['2031-05-01T10:00:00'], VIEWING_MESSAGES.invalidTime],
    ['no times array', 'tomorrow', VIEWING_MESSAGES.timeRequired],
  ])('refuses %s with 400 and a clear message, recording nothing', async (_case, proposedTimes, message) => {
    const before = await db().$count(viewings);
    const response = await ask(buyer, { proposedTimes });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await db().$count(viewings)).toBe(before);
  });

  it.each([
    ['numbers for times', { proposedTimes: [Date.now() + 86_400_000] }],
    ['a message that is not text', { proposedTimes: [inHours(24)], message: 42 }],
    ['no property', { propertyId: undefined, proposedTimes: [inHours(24)] }],
    ['a property id that is not one', { propertyId: 'nope', proposedTimes: [inHours(24)] }],
  ])('refuses %s with 400, recording nothing', async (_case, body) => {
    const before = await db().$count(viewings);
    const response = await ask(buyer, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
    expect(await db().$count(viewings)).toBe(before);
  });

  it('refuses a cancel or confirm without a body with 400', async () => {
    const id = await askViewing();
    for (const action of ['cancel', 'confirm'] as const) {
      const response = await testApp.app.inject({
        method: 'PATCH',
        url: `/api/viewings/${id}/${action}`,
        headers: { cookie: agent.cookie },
      });
      expect(response.statusCode, action).toBe(400);
    }
    expect((await findViewing(id))?.status).toBe('requested');
  });

  it('refuses a message that is too long with 400', async () => {
    const response = await ask(buyer, { proposedTimes: [inHours(24)], message: 'a'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(VIEWING_MESSAGES.messageTooLong);
  });

  it('refuses the agent’s own listing with 409, an unseen listing with 404, a visitor with 401, fraud with 403', async () => {
    const before = await db().$count(viewings);
    const own = await ask(agent, { proposedTimes: [inHours(24)] });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(VIEWING_MESSAGES.ownListing);
    const missing = await ask(buyer, { propertyId: UNKNOWN_ID, proposedTimes: [inHours(24)] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(API_MESSAGES.propertyNotFound);
    const visitor = await ask(undefined, { proposedTimes: [inHours(24)] });
    expect(visitor.statusCode).toBe(401);
    const fraud = await signUpAccount(testApp, { role: 'fraud' });
    const flagged = await ask(fraud, { proposedTimes: [inHours(24)] });
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json().code).toBe('ACCOUNT_FLAGGED');
    expect(await db().$count(viewings)).toBe(before);
  });

  it(`answers 429 after ${VIEWING_RATE_LIMIT.max} requests from one person`, async () => {
    for (let index = 0; index < VIEWING_RATE_LIMIT.max; index += 1) {
      expect((await ask(buyer, { proposedTimes: [inHours(24 + index)] })).statusCode).toBe(201);
    }
    const refused = await ask(buyer, { proposedTimes: [inHours(50)] });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await db().$count(viewings, eq(viewings.buyerId, buyer.id))).toBe(VIEWING_RATE_LIMIT.max);
  });
});

describe('the agent confirms or declines', () => {
  it('confirms one of the proposed times and tells the buyer', async () => {
    const sooner = inHours(48);
    const id = await askViewing([sooner, inHours(72)]);
    const response = await change(agent, id, 'confirm', { time: sooner });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    const row = await findViewing(id);
    expect(row?.status).toBe('confirmed');
    expect(row?.confirmedTime?.toISOString()).toBe(sooner);
    expect(await findNotifications(buyer.id)).toEqual([
      expect.objectContaining({
        kind: 'viewing_confirmed',
        title: 'Your visit to Lake View Flat is confirmed',
        link: '/dashboard/viewings',
      }),
    ]);
    expect(await findNotifications(agent.id)).toEqual([]);
  });

  it('accepts the proposed time written in another zone', async () => {
    const time = inHours(48);
    const id = await askViewing([time]);
    const dhaka = new Date(Date.parse(time) + 6 * HOUR).toISOString().replace('Z', '+06:00');
    expect((await change(agent, id, 'confirm', { time: dhaka })).statusCode).toBe(200);
  });

  it('refuses a time the buyer did not propose with 400', async () => {
    const id = await askViewing();
    const response = await change(agent, id, 'confirm', { time: inHours(100) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VIEWING_MESSAGES.notProposed);
    expect((await findViewing(id))?.status).toBe('requested');
    expect((await change(agent, id, 'confirm', {})).statusCode).toBe(400);
  });

  it('refuses to confirm a visit to a listing no longer public, which can still be declined', async () => {
    const property = await createProperty(db(), await findUserRow(db(), agent.id), { title: 'Soon Gone' });
    const response = await ask(buyer, { propertyId: property.id, proposedTimes: [inHours(30)] });
    const id: string = response.json().insertedId;
    await db()
      .update(properties)
      .set({ verificationStatus: 'rejected' })
      .where(eq(properties.id, property.id));
    await db().delete(notifications);
    const refused = await change(agent, id, 'confirm', {
      time: (await findViewing(id))?.proposedTimes[0]?.toISOString(),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(VIEWING_MESSAGES.listingGone);
    expect((await findViewing(id))?.status).toBe('requested');
    expect(await db().$count(notifications)).toBe(0);
    expect((await change(agent, id, 'decline')).statusCode).toBe(200);
  });

  it('declines a requested viewing and tells the buyer', async () => {
    const id = await askViewing();
    expect((await change(agent, id, 'decline')).statusCode).toBe(200);
    expect((await findViewing(id))?.status).toBe('declined');
    expect(await findNotifications(buyer.id)).toEqual([
      expect.objectContaining({
        kind: 'viewing_declined',
        title: 'Your visit to Lake View Flat was declined',
      }),
    ]);
  });

  it('lets only the agent decide: the buyer is refused with 403, anybody else finds nothing', async () => {
    const id = await askViewing();
    const time = (await findViewing(id))?.proposedTimes[0]?.toISOString();
    for (const response of [
      await change(buyer, id, 'confirm', { time }),
      await change(buyer, id, 'decline'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(VIEWING_MESSAGES.onlyAgentDecides);
    }
    const otherAgent = await signUpAccount(testApp, { role: 'agent' });
    for (const response of [
      await change(otherAgent, id, 'confirm', { time }),
      await change(stranger, id, 'decline'),
      await change(stranger, id, 'cancel', { reason: 'Not mine to cancel' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(VIEWING_MESSAGES.viewingNotFound);
    }
    expect((await findViewing(id))?.status).toBe('requested');
    expect(await db().$count(notifications)).toBe(0);
  });

  it('decides once: a decided viewing answers 409 naming its status', async () => {
    const id = await askViewing();
    await change(agent, id, 'decline');
    const time = (await findViewing(id))?.proposedTimes[0]?.toISOString();
    const again = await change(agent, id, 'confirm', { time });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VIEWING_MESSAGES.notRequested('declined'));
    expect((await change(agent, id, 'decline')).statusCode).toBe(409);
  });

  it('lets exactly one of a racing confirm and decline win', async () => {
    const id = await askViewing();
    const time = (await findViewing(id))?.proposedTimes[0]?.toISOString();
    const answers = await Promise.all([change(agent, id, 'confirm', { time }), change(agent, id, 'decline')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const row = await findViewing(id);
    expect(['confirmed', 'declined']).toContain(row?.status);
    expect(await db().$count(notifications, eq(notifications.userId, buyer.id))).toBe(1);
  });
});

describe('cancelling', () => {
  async function confirmedViewing() {
    const id = await askViewing();
    const time = (await findViewing(id))?.proposedTimes[0]?.toISOString();
    await change(agent, id, 'confirm', { time });
    await db().delete(notifications);
    return id;
  }

  it('lets the buyer cancel a confirmed visit with a reason, telling the agent', async () => {
    const id = await confirmedViewing();
    const response = await change(buyer, id, 'cancel', { reason: '  I found another flat  ' });
    expect(response.statusCode).toBe(200);
    expect(await findViewing(id)).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'buyer',
      cancelReason: 'I found another flat',
    });
    expect(await findNotifications(agent.id)).toEqual([
      {
        kind: 'viewing_cancelled',
        title: 'Uma Buyer cancelled the visit to Lake View Flat',
        body: 'Reason: I found another flat',
        link: '/dashboard/viewings',
      },
    ]);
    expect(await findNotifications(buyer.id)).toEqual([]);
  });

  it('lets the agent cancel, telling the buyer', async () => {
    const id = await confirmedViewing();
    expect((await change(agent, id, 'cancel', { reason: 'The flat was sold' })).statusCode).toBe(200);
    expect((await findViewing(id))?.cancelledBy).toBe('agent');
    expect(await findNotifications(buyer.id)).toEqual([
      expect.objectContaining({ kind: 'viewing_cancelled', body: 'Reason: The flat was sold' }),
    ]);
  });

  it('lets the buyer withdraw a request not yet decided', async () => {
    const id = await askViewing();
    expect((await change(buyer, id, 'cancel', { reason: 'Changed my plans' })).statusCode).toBe(200);
    expect((await findViewing(id))?.status).toBe('cancelled');
  });

  it.each([
    ['missing', undefined, VIEWING_MESSAGES.reasonRequired],
    ['blank', '   ', VIEWING_MESSAGES.reasonRequired],
    ['too short', 'no', VIEWING_MESSAGES.reasonTooShort],
    ['too long', 'a'.repeat(501), VIEWING_MESSAGES.reasonTooLong],
  ])('requires a reason: %s is a 400', async (_case, reason, message) => {
    const id = await confirmedViewing();
    const response = await change(buyer, id, 'cancel', reason === undefined ? {} : { reason });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await findViewing(id))?.status).toBe('confirmed');
  });

  it('refuses to cancel a declined or cancelled viewing with 409', async () => {
    const declined = await askViewing();
    await change(agent, declined, 'decline');
    const response = await change(buyer, declined, 'cancel', { reason: 'Too late now' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(VIEWING_MESSAGES.notCancellable('declined'));
    const cancelled = await confirmedViewing();
    await change(agent, cancelled, 'cancel', { reason: 'The flat was sold' });
    const twice = await change(buyer, cancelled, 'cancel', { reason: 'Me too' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(VIEWING_MESSAGES.notCancellable('cancelled'));
    expect((await findViewing(cancelled))?.cancelledBy).toBe('agent');
  });

  it('refuses a visitor with 401 and a fraud account with 403', async () => {
    const id = await confirmedViewing();
    expect((await change(undefined, id, 'cancel', { reason: 'Anonymous' })).statusCode).toBe(401);
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, buyer.id));
    const flagged = await change(buyer, id, 'cancel', { reason: 'Flagged now' });
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json().code).toBe('ACCOUNT_FLAGGED');
    expect((await findViewing(id))?.status).toBe('confirmed');
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await change(agent, 'nope', 'decline')).statusCode).toBe(400);
  });
});
