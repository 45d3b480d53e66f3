import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_LIFETIME_SECONDS } from '../src/auth/access-token';
import { BEARER_MESSAGES } from '../src/auth/get-session-user';
import { jwks, session, user } from '../src/db/schema';
import {
  issueTestToken,
  requestAccessToken,
  signUpAccount,
  TEST_PASSWORD,
  type TestAccount,
  toCookieHeader,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;
let member: TestAccount;
let other: TestAccount;

function getOwnProfile(account: TestAccount, headers: Record<string, string>) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getuser?email=${encodeURIComponent(account.email)}`,
    headers,
  });
}

function withBearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

beforeAll(async () => {
  testApp = await buildTestApp();
  member = await signUpAccount(testApp, { name: 'Nadia Islam' });
  other = await signUpAccount(testApp, { name: 'Rafiq Hasan' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/user/accessToken', () => {
  it("issues a short-lived EdDSA token to a session holder in their own email's name", async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await requestAccessToken(testApp, member);
    expect(response.statusCode).toBe(200);
    const { token, expiresIn } = response.json();
    expect(expiresIn).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(ACCESS_TOKEN_LIFETIME_SECONDS).toBe(900);

    const header = decodeProtectedHeader(token);
    expect(header.alg).toBe('EdDSA');
    const claims = decodeJwt(token);
    expect(claims.sub).toBe(member.id);
    expect(claims.email).toBe(member.email);
    expect(claims.iss).toBe(testApp.config.publicUrl);
    expect(claims.aud).toBe(testApp.config.publicUrl);
    // The role is never in the token: every request reads the current one.
    expect(claims).not.toHaveProperty('role');
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(ACCESS_TOKEN_LIFETIME_SECONDS);
    expect(claims.iat).toBeGreaterThanOrEqual(before);

    const [key] = await testApp.app.db
      .select()
      .from(jwks)
      .where(eq(jwks.id, header.kid ?? ''));
    expect(key).toMatchObject({ alg: 'EdDSA', crv: 'Ed25519' });
    // The private key is stored encrypted, not as a plain JWK.
    expect(key?.privateKey).not.toContain('"d"');
  });

  it('matches the email case-insensitively', async () => {
    const response = await requestAccessToken(testApp, member, member.email.toUpperCase());
    expect(response.statusCode).toBe(200);
  });

  it('refuses a visitor with 401', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/accessToken',
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in first',
    });
  });

  it('refuses a token for another email with 403, even an existing one', async () => {
    const response = await requestAccessToken(testApp, member, other.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You are not allowed to do this',
    });
  });

  it('refuses a malformed or missing email with 400', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}]) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/user/accessToken',
        headers: { cookie: member.cookie },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('does not renew a token from a bearer token alone: only a live session gets one', async () => {
    const token = await issueTestToken(testApp, member);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/accessToken',
      headers: withBearer(token),
      payload: { email: member.email },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('a bearer token on a protected call', () => {
  it('authenticates the request without any cookie', async () => {
    const token = await issueTestToken(testApp, member);
    const response = await getOwnProfile(member, withBearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: member.id, email: member.email, role: 'user' });
  });

  it('answers 401 for garbage, a malformed header and a token of another scheme', async () => {
    for (const authorization of [
      'Bearer garbage',
      'Bearer a.b.c',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      'token',
    ]) {
      const response = await getOwnProfile(member, { authorization });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
      expect([BEARER_MESSAGES.invalid, BEARER_MESSAGES.malformed]).toContain(response.json().message);
    }
  });

  it('answers 401 for a bad bearer even when a valid session cookie comes with it', async () => {
    const response = await getOwnProfile(member, { authorization: 'Bearer x.y.z', cookie: member.cookie });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(BEARER_MESSAGES.invalid);
  });

  it('answers 401 for a tampered token (another subject under the same signature)', async () => {
    const token = await issueTestToken(testApp, member);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: other.id, email: other.email })).toString(
      'base64url',
    );
    const response = await getOwnProfile(other, withBearer(`${header}.${forged}.${signature}`));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(BEARER_MESSAGES.invalid);
  });

  it("answers 401 for a token signed with somebody else's key under our key id", async () => {
    const token = await issueTestToken(testApp, member);
    const { kid } = decodeProtectedHeader(token);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forged = await new SignJWT({ ...decodeJwt(token) })
      .setProtectedHeader({ alg: 'EdDSA', kid: kid ?? '' })
      .sign(privateKey);
    const response = await getOwnProfile(member, withBearer(forged));
    expect(response.statusCode).toBe(401);
  });

  it("answers 401 for an unsigned ('none') token and a token of an unknown key id", async () => {
    const token = await issueTestToken(testApp, member);
    const claims = Buffer.from(JSON.stringify(decodeJwt(token))).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${claims}.`;
    expect((await getOwnProfile(member, { authorization: `Bearer ${unsigned}` })).statusCode).toBe(401);

    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    expect(await exportJWK(publicKey)).toHaveProperty('x');
    const unknownKey = await new SignJWT({ ...decodeJwt(token) })
      .setProtectedHeader({ alg: 'EdDSA', kid: 'not-a-key-we-hold' })
      .sign(privateKey);
    expect((await getOwnProfile(member, withBearer(unknownKey))).statusCode).toBe(401);
  });

  it('answers 401 for an expired token signed with our own key', async () => {
    const [row] = await testApp.app.db.select().from(session).where(eq(session.userId, member.id));
    const past = Math.floor(Date.now() / 1000) - 2 * ACCESS_TOKEN_LIFETIME_SECONDS;
    const { token } = await testApp.app.auth.api.signJWT({
      body: {
        payload: { sub: member.id, email: member.email, sid: row?.id, iat: past, exp: past + 60 },
      },
    });
    const response = await getOwnProfile(member, withBearer(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(BEARER_MESSAGES.invalid);

    // The same claims, still within their lifetime, are accepted: the expiry is what failed.
    const now = Math.floor(Date.now() / 1000);
    const fresh = await testApp.app.auth.api.signJWT({
      body: { payload: { sub: member.id, email: member.email, sid: row?.id, iat: now, exp: now + 60 } },
    });
    expect((await getOwnProfile(member, withBearer(fresh.token))).statusCode).toBe(200);
  });

  it('sees a role change on the very next request with the same token', async () => {
    const account = await signUpAccount(testApp, { name: 'Soon Admin' });
    const token = await issueTestToken(testApp, account);
    const othersProfile = () => getOwnProfile(other, withBearer(token));
    expect((await othersProfile()).statusCode).toBe(403);

    await testApp.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));
    const promoted = await othersProfile();
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().email).toBe(other.email);

    await testApp.app.db.update(user).set({ role: 'fraud' }).where(eq(user.id, account.id));
    expect((await othersProfile()).statusCode).toBe(403);
  });

  it('stops working once the user is deleted, and once the session it was issued to ends', async () => {
    const leaving = await signUpAccount(testApp);
    const leavingToken = await issueTestToken(testApp, leaving);
    expect((await getOwnProfile(leaving, withBearer(leavingToken))).statusCode).toBe(200);
    await testApp.app.db.delete(user).where(eq(user.id, leaving.id));
    const afterDelete = await getOwnProfile(leaving, withBearer(leavingToken));
    expect(afterDelete.statusCode).toBe(401);

    const signingOut = await signUpAccount(testApp);
    const signingOutToken = await issueTestToken(testApp, signingOut);
    // Still signed in elsewhere: only the session the token was issued to ends.
    const elsewhere = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: testApp.config.publicUrl },
      payload: { email: signingOut.email, password: TEST_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
    const signOut = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: signingOut.cookie, origin: testApp.config.publicUrl },
    });
    expect(signOut.statusCode).toBe(200);
    expect((await getOwnProfile(signingOut, withBearer(signingOutToken))).statusCode).toBe(401);
    const elsewhereCookie = toCookieHeader(elsewhere.headers['set-cookie']);
    expect((await getOwnProfile(signingOut, { cookie: elsewhereCookie })).statusCode).toBe(200);
  });

  it('leaves the cookie session working as before when no bearer is sent', async () => {
    const response = await getOwnProfile(member, { cookie: member.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(member.id);
  });
});
