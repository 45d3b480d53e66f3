/**
 * Issue 10, findings 2b–2d: cookie-authenticated writes check where the page came from, every
 * loopback alias of a local PUBLIC_URL is trusted, and a refusal for the origin says why.
 */
import { randomUUID } from 'node:crypto';
import { IDENTITY_CODES, IDENTITY_MESSAGES } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTrustedOrigins } from '../src/auth/trusted-origins';
import { issueTestToken, signUpAccount, TEST_PASSWORD, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { findUserRow } from './helpers/factory';

const PORT = 3197;
const PUBLIC_URL = `http://localhost:${PORT}`;
const FOREIGN_ORIGIN = 'https://evil.example';
/** What a browser adds to a fetch() from a page of the same origin. */
const SAME_ORIGIN_FETCH = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};

let testApp: TestApp;
let member: TestAccount;

function renameMember(headers: Record<string, string>, name = `Renamed ${randomUUID().slice(0, 4)}`) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users',
    headers,
    payload: { email: member.email, name },
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT_MAX: '1000' });
  member = await signUpAccount(testApp, { name: 'Origin Member' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('trusted origins', () => {
  it('trusts all three loopback aliases of a loopback PUBLIC_URL on its port, in every mode', () => {
    for (const isProduction of [true, false]) {
      for (const publicUrl of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        expect(findTrustedOrigins({ publicUrl, isProduction })).toEqual(
          expect.arrayContaining(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']),
        );
      }
    }
    expect(findTrustedOrigins({ publicUrl: 'http://localhost:3000', isProduction: true })).toHaveLength(3);
    // Another port, or a real host name, is not an alias.
    expect(findTrustedOrigins({ publicUrl: 'http://localhost:3000', isProduction: true })).not.toContain(
      'http://127.0.0.1:3001',
    );
    expect(findTrustedOrigins({ publicUrl: 'https://nestlane.example', isProduction: true })).toEqual([
      'https://nestlane.example',
    ]);
  });

  it.each([`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`, `http://[::1]:${PORT}`])(
    'signs up and signs in from a page opened at %s',
    async (origin) => {
      const email = `loopback-${randomUUID().slice(0, 8)}@example.test`;
      const headers = { origin, ...SAME_ORIGIN_FETCH };
      const signUp = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers,
        payload: { name: 'Loopback Person', email, password: TEST_PASSWORD },
      });
      expect(signUp.statusCode).toBe(200);
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers,
        payload: { email, password: TEST_PASSWORD },
      });
      expect(signIn.statusCode).toBe(200);
    },
  );
});

describe('cookie-authenticated writes check Origin and Sec-Fetch-Site', () => {
  it('refuses a cookie write from a foreign Origin with 403, says why, and changes nothing', async () => {
    const before = await findUserRow(testApp.app.db, member.id);
    const response = await renameMember({
      cookie: member.cookie,
      origin: FOREIGN_ORIGIN,
      ...SAME_ORIGIN_FETCH,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: IDENTITY_CODES.untrustedOrigin,
      message: IDENTITY_MESSAGES.untrustedOrigin(FOREIGN_ORIGIN, PUBLIC_URL),
    });
    expect(response.json().message).toBe(
      `This page was opened at ${FOREIGN_ORIGIN}, which Nestlane does not trust: open it at ${PUBLIC_URL}`,
    );
    expect(await findUserRow(testApp.app.db, member.id)).toEqual(before);
  });

  it('refuses a cookie write marked Sec-Fetch-Site: cross-site, even without an Origin', async () => {
    const before = await findUserRow(testApp.app.db, member.id);
    const response = await renameMember({ cookie: member.cookie, 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe(IDENTITY_CODES.untrustedOrigin);
    expect(await findUserRow(testApp.app.db, member.id)).toEqual(before);
    // PATCH, PUT and DELETE too, before the route looks at anything.
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const refused = await testApp.app.inject({
        method,
        url: `/api/delete-property/${randomUUID()}`,
        headers: { cookie: member.cookie, origin: FOREIGN_ORIGIN },
      });
      expect(refused.statusCode, method).toBe(403);
      expect(refused.json().code, method).toBe(IDENTITY_CODES.untrustedOrigin);
    }
  });

  it("refuses a cookie write whose Origin is 'null' unless the browser says it is same-origin", async () => {
    const refused = await renameMember({ cookie: member.cookie, origin: 'null' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(IDENTITY_CODES.untrustedOrigin);
    const sameOrigin = await renameMember({ cookie: member.cookie, origin: 'null', ...SAME_ORIGIN_FETCH });
    expect(sameOrigin.statusCode).toBe(200);
  });

  it('lets the same write through from every trusted origin, and with neither header (curl)', async () => {
    for (const origin of [PUBLIC_URL, `http://127.0.0.1:${PORT}`]) {
      const response = await renameMember({ cookie: member.cookie, origin, ...SAME_ORIGIN_FETCH });
      expect(response.statusCode, origin).toBe(200);
    }
    const withoutHeaders = await renameMember({ cookie: member.cookie }, 'Curl Person');
    expect(withoutHeaders.statusCode).toBe(200);
    expect((await findUserRow(testApp.app.db, member.id)).name).toBe('Curl Person');
    const token = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/accessToken',
      headers: { cookie: member.cookie, origin: PUBLIC_URL, ...SAME_ORIGIN_FETCH },
      payload: { email: member.email },
    });
    expect(token.statusCode).toBe(200);
  });

  it('judges a bearer-authenticated write by its token, not its origin (the SPA sends both)', async () => {
    const token = await issueTestToken(testApp, member);
    const response = await renameMember(
      { authorization: `Bearer ${token}`, cookie: member.cookie, origin: FOREIGN_ORIGIN },
      'Bearer Person',
    );
    expect(response.statusCode).toBe(200);
  });

  it("leaves reads, and writes that carry no cookie (a visitor, Stripe's webhook), to their own rules", async () => {
    const read = await testApp.app.inject({
      method: 'GET',
      url: `/api/getuser?email=${encodeURIComponent(member.email)}`,
      headers: { cookie: member.cookie, origin: FOREIGN_ORIGIN },
    });
    expect(read.statusCode).toBe(200);
    const visitorWrite = await renameMember({ origin: FOREIGN_ORIGIN, 'sec-fetch-site': 'cross-site' });
    expect(visitorWrite.statusCode).toBe(401);
  });
});

describe("Better Auth's own refusal of an untrusted origin", () => {
  it('says which page was opened and where to open Nestlane instead', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'http://nestlane.lan:3197', ...SAME_ORIGIN_FETCH },
      payload: { email: member.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: IDENTITY_CODES.untrustedOrigin,
      message: IDENTITY_MESSAGES.untrustedOrigin('http://nestlane.lan:3197', PUBLIC_URL),
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('keeps real credential failures as they were', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: PUBLIC_URL, ...SAME_ORIGIN_FETCH },
      payload: { email: member.email, password: 'Wrong@123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
  });
});
