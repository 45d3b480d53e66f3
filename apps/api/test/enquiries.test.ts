/**
 * Issue 12, enquiries through HTTP with real sessions: the first message starts the thread and later
 * ones append; only the thread's two people read and write in it; no enquiry on one's own listing,
 * on a listing the public cannot see, or from a fraud account; message bounds; the rate limit; the
 * lists (newest activity first, unread marked); and what each message notifies, to whom.
 */
import { randomUUID } from 'node:crypto';
import { ENQUIRY_MESSAGE_MAX_LENGTH, ENQUIRY_MESSAGES } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiries, enquiryMessages, notifications, properties, user } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { ENQUIRY_RATE_LIMIT } from '../src/modules/enquiries/routes';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let buyer: TestAccount;
let agent: TestAccount;
let stranger: TestAccount;

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function db() {
  return testApp.app.db;
}

function send(caller: TestAccount | undefined, propertyId: string, message: unknown) {
  return callAs(testApp, caller, 'POST', '/api/enquiries', { propertyId, message });
}

function reply(caller: TestAccount | undefined, enquiryId: string, message: unknown) {
  return callAs(testApp, caller, 'POST', `/api/enquiries/${enquiryId}/messages`, { message });
}

async function createListing(owner = agent, fields: Parameters<typeof createProperty>[2] = {}) {
  return createProperty(db(), await findUserRow(db(), owner.id), fields);
}

function countMessages() {
  return db().$count(enquiryMessages);
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

async function clearNotifications() {
  await db().delete(notifications);
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  stranger = await signUpAccount(testApp, { role: 'user', name: 'Rafi Stranger' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('a thread: sent, replied, read', () => {
  let listing: TestProperty;
  let enquiryId: string;

  beforeAll(async () => {
    listing = await createListing(agent, { title: 'Lake View Flat' });
    await clearNotifications();
  });

  it('starts the thread with the first message and tells the agent', async () => {
    const response = await send(buyer, listing.id, '  Is the flat still available?  ');
    expect(response.statusCode).toBe(201);
    enquiryId = response.json().enquiryId;
    const [thread] = await db().select().from(enquiries).where(eq(enquiries.id, enquiryId));
    expect(thread).toMatchObject({
      propertyId: listing.id,
      buyerId: buyer.id,
      agentId: agent.id,
      propertyTitle: 'Lake View Flat',
    });
    const messages = await db()
      .select()
      .from(enquiryMessages)
      .where(eq(enquiryMessages.enquiryId, enquiryId));
    expect(messages.map((message) => [message.senderId, message.body])).toEqual([
      [buyer.id, 'Is the flat still available?'],
    ]);
    expect(await findNotifications(agent.id)).toEqual([
      {
        kind: 'enquiry_received',
        title: 'New enquiry from Uma Buyer about Lake View Flat',
        body: 'Is the flat still available?',
        link: `/dashboard/enquiries/${enquiryId}`,
      },
    ]);
    expect(await findNotifications(buyer.id)).toEqual([]);
  });

  it('appends a second message to the same thread', async () => {
    const response = await send(buyer, listing.id, 'And is parking included?');
    expect(response.statusCode).toBe(201);
    expect(response.json().enquiryId).toBe(enquiryId);
    expect(await db().$count(enquiries, eq(enquiries.propertyId, listing.id))).toBe(1);
    expect(await db().$count(enquiryMessages, eq(enquiryMessages.enquiryId, enquiryId))).toBe(2);
  });

  it('shows the agent the thread as unread, newest activity first, then reading it marks it read', async () => {
    const list = await callAs(testApp, agent, 'GET', '/api/enquiries');
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      _id: enquiryId,
      side: 'agent',
      otherName: 'Uma Buyer',
      propertyTitle: 'Lake View Flat',
      lastMessage: 'And is parking included?',
      isUnread: true,
    });
    const thread = await callAs(testApp, agent, 'GET', `/api/enquiries/${enquiryId}`);
    expect(thread.statusCode).toBe(200);
    expect(thread.json()).toMatchObject({ _id: enquiryId, side: 'agent', isOpen: true });
    expect(
      thread
        .json()
        .messages.map((message: { body: string; isMine: boolean; senderName: string }) => [
          message.senderName,
          message.body,
          message.isMine,
        ]),
    ).toEqual([
      ['Uma Buyer', 'Is the flat still available?', false],
      ['Uma Buyer', 'And is parking included?', false],
    ]);
    const after = await callAs(testApp, agent, 'GET', '/api/enquiries');
    expect(after.json()[0].isUnread).toBe(false);
  });

  it("lets the agent reply, tells the buyer, and the buyer's list shows it unread", async () => {
    await clearNotifications();
    const response = await reply(agent, enquiryId, 'Yes, and parking is included.');
    expect(response.statusCode).toBe(201);
    expect(await findNotifications(buyer.id)).toEqual([
      {
        kind: 'enquiry_replied',
        title: 'Nusrat Agent replied about Lake View Flat',
        body: 'Yes, and parking is included.',
        link: `/dashboard/enquiries/${enquiryId}`,
      },
    ]);
    expect(await findNotifications(agent.id)).toEqual([]);
    const list = await callAs(testApp, buyer, 'GET', '/api/enquiries');
    expect(list.json()).toEqual([
      expect.objectContaining({ _id: enquiryId, side: 'buyer', otherName: 'Nusrat Agent', isUnread: true }),
    ]);
    const thread = await callAs(testApp, buyer, 'GET', `/api/enquiries/${enquiryId}`);
    expect(thread.json().messages.at(-1)).toMatchObject({
      senderName: 'Nusrat Agent',
      body: 'Yes, and parking is included.',
      isMine: false,
    });
  });

  it('lets the buyer write in the thread too, and that tells the agent', async () => {
    await clearNotifications();
    expect((await reply(buyer, enquiryId, 'Thank you!')).statusCode).toBe(201);
    expect(await findNotifications(agent.id)).toEqual([
      expect.objectContaining({ kind: 'enquiry_received', link: `/dashboard/enquiries/${enquiryId}` }),
    ]);
  });

  it('keeps the thread from anybody else: not found to read or to write in, nothing written', async () => {
    const before = await countMessages();
    const read = await callAs(testApp, stranger, 'GET', `/api/enquiries/${enquiryId}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().message).toBe(ENQUIRY_MESSAGES.enquiryNotFound);
    const write = await reply(stranger, enquiryId, 'Let me in');
    expect(write.statusCode).toBe(404);
    expect((await callAs(testApp, stranger, 'GET', '/api/enquiries')).json()).toEqual([]);
    expect(await countMessages()).toBe(before);
  });

  it('refuses a reply once the listing is no longer public', async () => {
    await db()
      .update(properties)
      .set({ verificationStatus: 'rejected' })
      .where(eq(properties.id, listing.id));
    const response = await reply(agent, enquiryId, 'Still here?');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ENQUIRY_MESSAGES.listingGone);
    expect((await callAs(testApp, buyer, 'GET', `/api/enquiries/${enquiryId}`)).json().isOpen).toBe(false);
    await db()
      .update(properties)
      .set({ verificationStatus: 'verified' })
      .where(eq(properties.id, listing.id));
  });
});

describe('who may send', () => {
  let listing: TestProperty;

  beforeAll(async () => {
    listing = await createListing();
  });

  it('refuses a visitor with 401 on every call', async () => {
    const before = await countMessages();
    for (const response of [
      await send(undefined, listing.id, 'Hello there'),
      await reply(undefined, UNKNOWN_ID, 'Hello there'),
      await callAs(testApp, undefined, 'GET', '/api/enquiries'),
      await callAs(testApp, undefined, 'GET', `/api/enquiries/${UNKNOWN_ID}`),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(API_MESSAGES.signInRequired);
    }
    expect(await countMessages()).toBe(before);
  });

  it('refuses an enquiry about one’s own listing with 409', async () => {
    const before = await countMessages();
    const response = await send(agent, listing.id, 'Talking to myself');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ENQUIRY_MESSAGES.ownListing);
    expect(await countMessages()).toBe(before);
  });

  it('lets an agent enquire about another agent’s listing', async () => {
    const otherAgent = await signUpAccount(testApp, { role: 'agent' });
    expect((await send(otherAgent, listing.id, 'A colleague asking')).statusCode).toBe(201);
  });

  it('refuses a fraud account with 403 ACCOUNT_FLAGGED, sending nothing', async () => {
    const fraud = await signUpAccount(testApp, { role: 'user' });
    const first = await send(fraud, listing.id, 'Before the flag');
    expect(first.statusCode).toBe(201);
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, fraud.id));
    const before = await countMessages();
    const response = await send(fraud, listing.id, 'After the flag');
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_FLAGGED');
    expect((await reply(fraud, first.json().enquiryId, 'After the flag')).statusCode).toBe(403);
    expect(await countMessages()).toBe(before);
  });

  it('refuses a listing the public cannot see, or none at all, with 404', async () => {
    const pending = await createListing(agent, { verificationStatus: 'pending' });
    for (const propertyId of [pending.id, UNKNOWN_ID]) {
      const response = await send(buyer, propertyId, 'Hello there');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(API_MESSAGES.propertyNotFound);
    }
    expect(await db().$count(enquiries, eq(enquiries.propertyId, pending.id))).toBe(0);
  });
});

describe('bad input', () => {
  let listing: TestProperty;
  // Refused attempts count against the rate limit too: each test here writes as a new person.
  let writer: TestAccount;

  beforeAll(async () => {
    listing = await createListing();
  });

  beforeEach(async () => {
    writer = await signUpAccount(testApp, { role: 'user' });
  });

  it.each([
    ['missing', undefined, ENQUIRY_MESSAGES.messageRequired],
    ['blank', '    ', ENQUIRY_MESSAGES.messageRequired],
    ['one character', 'a', ENQUIRY_MESSAGES.messageTooShort],
    ['too long', 'a'.repeat(ENQUIRY_MESSAGE_MAX_LENGTH + 1), ENQUIRY_MESSAGES.messageTooLong],
    ['not text', 42, ENQUIRY_MESSAGES.messageRequired],
    ['control characters', 'hello\u0000there', ENQUIRY_MESSAGES.messageInvalid],
    ['an escape', 'hello\u001bthere', ENQUIRY_MESSAGES.messageInvalid],
    ['a DEL', 'hello\u007fthere', ENQUIRY_MESSAGES.messageInvalid],
  ])('refuses a message that is %s with 400 and a clear message', async (_case, message, expected) => {
    const before = await countMessages();
    const response = await send(writer, listing.id, message);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(expected);
    expect(await countMessages()).toBe(before);
  });

  it('accepts a message at the longest bound, keeping its line breaks and tabs', async () => {
    const message = `Line one\r\n\t${'a'.repeat(ENQUIRY_MESSAGE_MAX_LENGTH - 11)}`;
    const response = await send(writer, listing.id, message);
    expect(response.statusCode).toBe(201);
    const [row] = await db()
      .select({ body: enquiryMessages.body })
      .from(enquiryMessages)
      .where(eq(enquiryMessages.id, response.json().insertedId));
    expect(row?.body).toBe(message);
  });

  it('refuses a missing or malformed body with 400, never a 5xx', async () => {
    for (const payload of [undefined, '[]', '"hello"', '{"propertyId":', 'null']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/enquiries',
        headers: { cookie: writer.cookie, 'content-type': 'application/json' },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  it('refuses a property id or thread id that is not one with 400', async () => {
    expect((await send(writer, 'nope', 'Hello there')).statusCode).toBe(400);
    expect((await reply(writer, 'nope', 'Hello there')).statusCode).toBe(400);
    expect((await callAs(testApp, writer, 'GET', '/api/enquiries/nope')).statusCode).toBe(400);
  });
});

describe('the rate limit', () => {
  it(`lets one person send ${ENQUIRY_RATE_LIMIT.max} messages, then answers 429 while others still send`, async () => {
    const chatty = await signUpAccount(testApp, { role: 'user' });
    const listing = await createListing();
    for (let index = 0; index < ENQUIRY_RATE_LIMIT.max; index += 1) {
      expect((await send(chatty, listing.id, `Message ${index}`)).statusCode).toBe(201);
    }
    const before = await countMessages();
    const refused = await send(chatty, listing.id, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(refused.json().message).toMatch(/^Too many attempts\. Please wait .+ and try again\.$/);
    expect(await countMessages()).toBe(before);
    expect((await send(stranger, listing.id, 'Someone else')).statusCode).toBe(201);
    const chattyMessages = await db()
      .select({ id: enquiryMessages.id })
      .from(enquiryMessages)
      .where(and(eq(enquiryMessages.senderId, chatty.id)));
    expect(chattyMessages).toHaveLength(ENQUIRY_RATE_LIMIT.max);
  });
});

describe('the rate limit in Redis (REDIS_URL)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const prefix = `nestlane-test-${randomUUID().slice(0, 8)}:`;
  let redisApp: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(redisUrl);
    redisApp = await buildTestApp({
      AUTH_RATE_LIMIT_MAX: '10000',
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
    });
  });

  afterAll(async () => {
    await redisApp?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("counts a person's messages in Redis, under their id", async () => {
    const writer = await signUpAccount(redisApp, { role: 'user' });
    const owner = await signUpAccount(redisApp, { role: 'agent' });
    const listing = await createProperty(redisApp.app.db, await findUserRow(redisApp.app.db, owner.id));
    const sendHere = () =>
      callAs(redisApp, writer, 'POST', '/api/enquiries', { propertyId: listing.id, message: 'Hello there' });
    for (let index = 0; index < ENQUIRY_RATE_LIMIT.max; index += 1) {
      expect((await sendHere()).statusCode).toBe(201);
    }
    expect((await sendHere()).statusCode).toBe(429);
    const keys = await redis.keys(`${prefix}rate-limit:*`);
    expect(keys.some((key) => key.includes(`user|${writer.id}`))).toBe(true);
  });
});

describe('two first messages at once', () => {
  it('make one thread with both messages', async () => {
    const eager = await signUpAccount(testApp, { role: 'user' });
    const listing = await createListing();
    const answers = await Promise.all([
      send(eager, listing.id, 'First at once'),
      send(eager, listing.id, 'Second at once'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json().enquiryId).toBe(answers[1]?.json().enquiryId);
    expect(await db().$count(enquiries, eq(enquiries.buyerId, eager.id))).toBe(1);
    expect(await db().$count(enquiryMessages, eq(enquiryMessages.senderId, eager.id))).toBe(2);
    expect(await db().$count(notifications, eq(notifications.userId, agent.id))).toBeGreaterThanOrEqual(2);
  });
});
