/**
 * A live notification stream ends with its session (decision 063): sign-out, a password reset, a
 * fraud flag and a deletion each end the person's open streams, while a stream of another of their
 * sessions stays and still hears them; a person past the cap of open streams is refused with 429.
 * The app here checks sessions only at word that they ended (its periodic check is off), so each test
 * fails if its way of ending sends no word; the periodic check has a test of its own.
 */
import { NOTIFICATION_MESSAGES } from '@nestlane/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session, verification } from '../src/db/schema';
import { notify } from '../src/modules/notifications/notify';
import { STREAMS_PER_PERSON } from '../src/modules/notifications/open-streams';
import {
  callAs,
  issueTestToken,
  signUpAccount,
  TEST_PASSWORD,
  type TestAccount,
  toCookieHeader,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { listen, type OpenedStream, openStream } from './helpers/notification-stream';

let testApp: TestApp;
let baseUrl: string;
let admin: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({}, { streamSessionCheckMs: 0 });
  baseUrl = await listen(testApp.app);
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Stream Admin' });
});

afterAll(async () => {
  await testApp?.close();
});

function post(url: string, payload: Record<string, unknown>, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    headers: { origin: testApp.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

/** A second session of the same person (another browser): its cookie. */
async function signInAgain(account: TestAccount): Promise<TestAccount> {
  const response = await post('/api/auth/sign-in/email', { email: account.email, password: TEST_PASSWORD });
  expect(response.statusCode).toBe(200);
  return { ...account, cookie: toCookieHeader(response.headers['set-cookie']) };
}

/** A stream of `account`'s session, once it listens. */
async function openReadyStream(account: TestAccount): Promise<OpenedStream> {
  const stream = await openStream(baseUrl, { token: await issueTestToken(testApp, account) });
  expect(stream.response.status).toBe(200);
  await stream.next('ready');
  return stream;
}

/** A notification for `account`, delivered to open streams now. */
async function notifyNow(account: TestAccount, title: string) {
  await testApp.app.db.transaction((tx) =>
    notify(tx, { userId: account.id, kind: 'offer_rejected', title, link: '/dashboard' }),
  );
  await testApp.app.notifications.deliverNow();
}

describe('a stream ends with its session', () => {
  it('on sign-out; a stream of the same person’s other session stays and still hears them', async () => {
    const member = await signUpAccount(testApp, { name: 'Signing Out' });
    const otherBrowser = await signInAgain(member);
    const signedOut = await openReadyStream(member);
    const staying = await openReadyStream(otherBrowser);
    try {
      expect((await post('/api/auth/sign-out', {}, member.cookie)).statusCode).toBe(200);
      await signedOut.ended();
      // The same session cannot open another.
      const reopened = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: { cookie: member.cookie },
      });
      expect(reopened.status).toBe(401);

      await notifyNow(member, 'After one sign-out');
      expect((await staying.next('notification')).data).toMatchObject({
        notification: { title: 'After one sign-out' },
      });
    } finally {
      signedOut.close();
      staying.close();
    }
  });

  it('on sign-out, for a stream opened with the session cookie too', async () => {
    const member = await signUpAccount(testApp, { name: 'Cookie Stream' });
    const stream = await openStream(baseUrl, { cookie: member.cookie });
    try {
      await stream.next('ready');
      expect((await post('/api/auth/sign-out', {}, member.cookie)).statusCode).toBe(200);
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  it('on a password reset, which signs out every session', async () => {
    const member = await signUpAccount(testApp, { name: 'Resetting' });
    const otherBrowser = await signInAgain(member);
    const streams = [await openReadyStream(member), await openReadyStream(otherBrowser)];
    try {
      expect((await post('/api/auth/request-password-reset', { email: member.email })).statusCode).toBe(200);
      // Better Auth keeps the mailed token as `reset-password:<token>`, its value the person's id.
      const [row] = await testApp.app.db
        .select({ identifier: verification.identifier })
        .from(verification)
        .where(and(like(verification.identifier, 'reset-password:%'), eq(verification.value, member.id)));
      const token = row?.identifier.slice('reset-password:'.length);
      const reset = await post('/api/auth/reset-password', { token, newPassword: 'Brand#New9' });
      expect(reset.statusCode).toBe(200);
      await Promise.all(streams.map((stream) => stream.ended()));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('when an admin flags the person as fraud', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent', name: 'Flagged Agent' });
    const stream = await openReadyStream(agent);
    try {
      const flagged = await callAs(
        testApp,
        admin,
        'PATCH',
        `/api/makeFraud/${agent.id}?role=fraud&email=${encodeURIComponent(agent.email)}`,
      );
      expect(flagged.statusCode).toBe(200);
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  it('when an admin deletes the person', async () => {
    const member = await signUpAccount(testApp, { name: 'Deleted Member' });
    const stream = await openReadyStream(member);
    try {
      expect((await callAs(testApp, admin, 'DELETE', `/api/delete-User/${member.id}`)).statusCode).toBe(200);
      await stream.ended();
    } finally {
      stream.close();
    }
  });

  it('not when a refused flag changes nothing', async () => {
    const member = await signUpAccount(testApp, { name: 'Not An Agent' });
    const stream = await openReadyStream(member);
    try {
      const refused = await callAs(
        testApp,
        admin,
        'PATCH',
        `/api/makeFraud/${member.id}?role=fraud&email=${encodeURIComponent(member.email)}`,
      );
      expect(refused.statusCode).toBe(409);
      await notifyNow(member, 'Still here');
      expect((await stream.next('notification')).data).toMatchObject({
        notification: { title: 'Still here' },
      });
    } finally {
      stream.close();
    }
  });
});

describe('streams per person', () => {
  it(`are capped at ${STREAMS_PER_PERSON}: the next is 429 with a message, another person is not held back, a closed one frees a place`, async () => {
    const member = await signUpAccount(testApp, { name: 'Many Tabs' });
    const token = await issueTestToken(testApp, member);
    const streams: OpenedStream[] = [];
    try {
      for (let opened = 0; opened < STREAMS_PER_PERSON; opened += 1) {
        const stream = await openStream(baseUrl, { token });
        streams.push(stream);
        await stream.next('ready');
      }
      const refused = await fetch(`${baseUrl}/api/notifications/stream`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: NOTIFICATION_MESSAGES.tooManyStreams,
      });

      const someoneElse = await openReadyStream(await signUpAccount(testApp, { name: 'One Tab' }));
      someoneElse.close();

      streams.shift()?.close();
      // The server forgets the stream once it sees the connection close.
      await vi.waitFor(
        () => expect(testApp.app.notifications.streams.countOf(member.id)).toBe(STREAMS_PER_PERSON - 1),
        {
          timeout: 10_000,
          interval: 20,
        },
      );
      const again = await openStream(baseUrl, { token });
      streams.push(again);
      expect(again.response.status).toBe(200);
      await again.next('ready');
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});

describe('the periodic check', () => {
  let checkingApp: TestApp;

  beforeAll(async () => {
    checkingApp = await buildTestApp({}, { streamSessionCheckMs: 50 });
  });

  afterAll(async () => {
    await checkingApp?.close();
  });

  it('ends a stream whose session went without a word (expired, or removed behind the app’s back)', async () => {
    const checkingUrl = await listen(checkingApp.app);
    const member = await signUpAccount(checkingApp, { name: 'Quietly Expired' });
    const stream = await openStream(checkingUrl, { token: await issueTestToken(checkingApp, member) });
    try {
      await stream.next('ready');
      await checkingApp.app.db
        .update(session)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(session.userId, member.id));
      await stream.ended();
    } finally {
      stream.close();
    }
  });
});
