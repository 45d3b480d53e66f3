/**
 * Real accounts for tests of signed-in calls: signed up through Better Auth (so they have a
 * session cookie), then given the role the test needs straight in the database.
 */
import { randomUUID } from 'node:crypto';
import type { Role } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { user } from '../../src/db/schema';
import type { TestApp } from './build-test-app';

export const TEST_PASSWORD = 'Secret@123';

export type TestAccount = { id: string; email: string; name: string; cookie: string };

export function toCookieHeader(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export async function signUpAccount(
  testApp: TestApp,
  fields: { role?: Role; name?: string; email?: string } = {},
): Promise<TestAccount> {
  const email = fields.email ?? `member-${randomUUID().slice(0, 8)}@example.test`;
  const name = fields.name ?? 'Test Member';
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testApp.config.publicUrl },
    payload: { name, email, password: TEST_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const id: string = response.json().user.id;
  if (fields.role && fields.role !== 'user') {
    await testApp.app.db.update(user).set({ role: fields.role }).where(eq(user.id, id));
  }
  return { id, email: email.toLowerCase(), name, cookie: toCookieHeader(response.headers['set-cookie']) };
}

/** Signs up through a server running in a process of its own (at `origin`), as a browser would. */
export async function signUpOverHttp(
  origin: string,
  fields: { name: string; email: string },
): Promise<TestAccount> {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...fields, password: TEST_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${await response.text()}`);
  const { user: created } = (await response.json()) as { user: { id: string } };
  return { id: created.id, ...fields, cookie: toCookieHeader(response.headers.getSetCookie()) };
}

/** POST /api/user/accessToken with the account's session cookie. */
export async function requestAccessToken(testApp: TestApp, account: TestAccount, email = account.email) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/user/accessToken',
    headers: { cookie: account.cookie, origin: testApp.config.publicUrl },
    payload: { email },
  });
}

export async function issueTestToken(testApp: TestApp, account: TestAccount): Promise<string> {
  const response = await requestAccessToken(testApp, account);
  if (response.statusCode !== 200) throw new Error(`access token refused: ${response.body}`);
  return response.json().token;
}

/** One API call with `caller`'s session cookie, or as a visitor when there is no caller. */
export function callAs(
  testApp: TestApp,
  caller: { cookie: string } | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return testApp.app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });
}
