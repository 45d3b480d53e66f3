import { verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUser } from '../src/auth/get-session-user';
import { findTrustedOrigins } from '../src/auth/trusted-origins';
import { account, user } from '../src/db/schema';
import { toCookieHeader } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;
const password = 'Secret@123';

async function signUp(body: Record<string, unknown>) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', payload: body });
}

beforeAll(async () => {
  // Better Auth's own password hashing, what production runs (other files hash at a test's cost).
  testApp = await buildTestApp({}, { passwordHashing: undefined });
  testApp.app.get('/api/test/me', async (request) => {
    const sessionUser = await getSessionUser(request);
    return sessionUser ? { email: sessionUser.email, role: sessionUser.role } : { email: null, role: null };
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('Better Auth at /api/auth', () => {
  it("signs up by email as a 'user' with today's creation date, whatever role the body claims", async () => {
    const response = await signUp({
      name: 'Tanvir Ahmed',
      email: 'Tanvir@Example.test',
      password,
      image: '/uploads/images/tanvir.webp',
      role: 'admin',
      agentReq: true,
      creationDate: 'Mon Jan 01 1990',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ email: 'tanvir@example.test', role: 'user' });

    const [row] = await testApp.app.db.select().from(user).where(eq(user.email, 'tanvir@example.test'));
    expect(row).toMatchObject({
      name: 'Tanvir Ahmed',
      role: 'user',
      agentReq: false,
      photo: '/uploads/images/tanvir.webp',
      creationDate: new Date().toDateString(),
    });

    const [credentials] = await testApp.app.db
      .select()
      .from(account)
      .where(eq(account.userId, row?.id ?? ''));
    expect(credentials?.providerId).toBe('credential');
    expect(credentials?.password).toEqual(expect.any(String));
    expect(credentials?.password).not.toContain(password);
    expect(credentials?.password?.length).toBeGreaterThan(40);
    // Better Auth's scrypt: a 16-byte salt and a 64-byte key, which its own check accepts.
    expect(credentials?.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: credentials?.password ?? '', password })).toBe(true);
  });

  it.each(['secret@123', 'Secret123'])(
    "refuses the password %s without an uppercase letter and a special character, with the spec's message",
    async (weak) => {
      const response = await signUp({ name: 'Weak', email: 'weak@example.test', password: weak });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Password Should Contain atleast one Uppercase And One Special Character',
      );
      const rows = await testApp.app.db.select().from(user).where(eq(user.email, 'weak@example.test'));
      expect(rows).toEqual([]);
    },
  );

  it('refuses a password shorter than 6 or longer than 20 characters', async () => {
    expect((await signUp({ name: 'Short', email: 'short@example.test', password: 'A@1' })).statusCode).toBe(
      400,
    );
    const long = await signUp({ name: 'Long', email: 'long@example.test', password: `A@${'x'.repeat(19)}` });
    expect(long.statusCode).toBe(400);
  });

  it('refuses a second sign-up with the same email', async () => {
    const response = await signUp({ name: 'Again', email: 'tanvir@example.test', password });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('signs in, sets each cookie separately, and the session names the user and role', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'tanvir@example.test', password },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = response.headers['set-cookie'];
    expect(setCookie).toBeDefined();
    expect(toCookieHeader(setCookie)).toContain('better-auth.session_token=');

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/test/me',
      headers: { cookie: toCookieHeader(setCookie) },
    });
    expect(me.json()).toEqual({ email: 'tanvir@example.test', role: 'user' });
    const session = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: toCookieHeader(setCookie) },
    });
    expect(session.json().user).toMatchObject({ email: 'tanvir@example.test', role: 'user' });
  });

  it('refuses a wrong password and reads a visitor as nobody', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: 'tanvir@example.test', password: 'Wrong@123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['set-cookie']).toBeUndefined();
    const me = await testApp.app.inject({ method: 'GET', url: '/api/test/me' });
    expect(me.json()).toEqual({ email: null, role: null });
  });
});

describe('trusted origins', () => {
  it('trusts the public URL, plus the Vite dev server outside production', () => {
    expect(findTrustedOrigins({ publicUrl: 'https://nestlane.example/app', isProduction: true })).toEqual([
      'https://nestlane.example',
    ]);
    expect(findTrustedOrigins({ publicUrl: 'http://localhost:3000', isProduction: false })).toContain(
      'http://localhost:5173',
    );
  });

  it('refuses a sign-out posted from a foreign origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', cookie: 'better-auth.session_token=abc' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the same request from the public origin', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: testApp.config.publicUrl, cookie: 'better-auth.session_token=abc' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
  });
});
