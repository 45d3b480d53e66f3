/**
 * Issue 10 §3: a person an admin marks as fraud is suspended, and told why. Their sign-in,
 * their old session cookie, their access token and a token renewal all answer 403
 * ACCOUNT_FLAGGED with the suspension message (decision 013); a wrong password still says
 * nothing about the account.
 */
import { IDENTITY_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema';
import {
  callAs,
  issueTestToken,
  requestAccessToken,
  signUpAccount,
  TEST_PASSWORD,
  type TestAccount,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const SUSPENDED = {
  statusCode: 403,
  code: 'ACCOUNT_FLAGGED',
  message: IDENTITY_MESSAGES.accountSuspended,
};

let testApp: TestApp;
let admin: TestAccount;

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin' });
});

afterAll(async () => {
  await testApp?.close();
});

function signIn(email: string, password: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: testApp.config.publicUrl },
    payload: { email, password },
  });
}

/** The admin's own call (spec §7), so the test flags the way the product does. */
async function markFraud(agent: TestAccount) {
  const response = await callAs(
    testApp,
    admin,
    'PATCH',
    `/api/makeFraud/${agent.id}?role=fraud&email=${encodeURIComponent(agent.email)}`,
  );
  expect(response.statusCode).toBe(200);
}

async function countSessions(account: TestAccount) {
  return (await testApp.app.db.select().from(session).where(eq(session.userId, account.id))).length;
}

describe('a fraud-flagged account', () => {
  it('cannot sign in: the right password answers 403 ACCOUNT_FLAGGED and creates no session', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    await markFraud(agent);
    const sessionsBefore = await countSessions(agent);

    const response = await signIn(agent.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: SUSPENDED.code, message: SUSPENDED.message });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countSessions(agent)).toBe(sessionsBefore);
  });

  it('learns nothing from a wrong password: the same 401 as an unknown email', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    await markFraud(agent);
    const wrong = await signIn(agent.email, 'Wrong@123');
    const unknown = await signIn('nobody-here@example.test', 'Wrong@123');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().code).toBe(unknown.json().code);
  });

  it('is told why on the next call of a session opened before the flag, whatever the call', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    const token = await issueTestToken(testApp, agent);
    await markFraud(agent);

    const viaCookie = [
      await callAs(testApp, agent, 'GET', `/api/getuser?email=${encodeURIComponent(agent.email)}`),
      await callAs(testApp, agent, 'GET', `/api/getProperty?email=${encodeURIComponent(agent.email)}`),
      await callAs(testApp, agent, 'GET', `/api/getWishlist?email=${encodeURIComponent(agent.email)}`),
      await requestAccessToken(testApp, agent),
    ];
    expect(viaCookie.map((response) => response.json())).toEqual(viaCookie.map(() => SUSPENDED));

    const viaToken = await testApp.app.inject({
      method: 'GET',
      url: `/api/getuser?email=${encodeURIComponent(agent.email)}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(viaToken.json()).toEqual(SUSPENDED);
  });

  it("cannot change its name or password through Better Auth's own endpoints with an old session", async () => {
    const agent = await signUpAccount(testApp, { role: 'agent', name: 'Before The Flag' });
    await markFraud(agent);
    for (const [url, payload] of [
      ['/api/auth/update-user', { name: 'Renamed While Suspended' }],
      ['/api/auth/change-password', { currentPassword: TEST_PASSWORD, newPassword: 'Other@123' }],
    ] as const) {
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { cookie: agent.cookie, origin: testApp.config.publicUrl },
        payload,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toMatchObject({ code: SUSPENDED.code, message: SUSPENDED.message });
    }
    const [row] = await testApp.app.db.select().from(user).where(eq(user.id, agent.id));
    expect(row?.name).toBe('Before The Flag');
    // The password is unchanged: the old one is still the one refused as suspended, not as wrong.
    expect((await signIn(agent.email, TEST_PASSWORD)).statusCode).toBe(403);
  });

  it('can still sign out, ending the session', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    await testApp.app.db.update(user).set({ role: 'fraud' }).where(eq(user.id, agent.id));
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: agent.cookie, origin: testApp.config.publicUrl },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    expect(await countSessions(agent)).toBe(0);
  });

  it('leaves everybody else alone: an agent in good standing signs in and calls as before', async () => {
    const agent = await signUpAccount(testApp, { role: 'agent' });
    expect((await signIn(agent.email, TEST_PASSWORD)).statusCode).toBe(200);
    const own = await callAs(testApp, agent, 'GET', `/api/getuser?email=${encodeURIComponent(agent.email)}`);
    expect(own.statusCode).toBe(200);
  });
});
