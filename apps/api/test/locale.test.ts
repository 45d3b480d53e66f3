/**
 * A person's language on their account (issue 16, decision 040): PUT /api/me/locale keeps it for
 * the signed-in caller only, refuses anything but 'en' and 'bn' without changing what is kept, and
 * GET /api/getuser answers it. Sign-up cannot set it.
 */
import { localeSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueTestToken, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { findUserRow } from './helpers/factory';

let testApp: TestApp;
let person: TestAccount;

const LOCALE_MESSAGE = localeSchema.safeParse('fr').error?.issues[0]?.message;

function saveLocale(payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/me/locale',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

async function storedLocale(account: TestAccount) {
  return (await findUserRow(testApp.app.db, account.id)).locale;
}

async function profileLocale(account: TestAccount) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/getuser?email=${encodeURIComponent(account.email)}`,
    headers: { cookie: account.cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json().locale;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  person = await signUpAccount(testApp, { name: 'Sadia Islam' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('PUT /api/me/locale', () => {
  it('keeps the caller’s language, by session cookie or bearer token, and getuser answers it', async () => {
    expect(await profileLocale(person)).toBeNull();

    const saved = await saveLocale({ locale: 'bn' }, { cookie: person.cookie });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ locale: 'bn' });
    expect(await storedLocale(person)).toBe('bn');
    expect(await profileLocale(person)).toBe('bn');

    const token = await issueTestToken(testApp, person);
    const back = await saveLocale({ locale: 'en' }, { authorization: `Bearer ${token}` });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toEqual({ locale: 'en' });
    expect(await profileLocale(person)).toBe('en');
  });

  it('refuses a visitor with 401', async () => {
    const response = await saveLocale({ locale: 'bn' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['another language', { locale: 'fr' }],
    ['a language tag', { locale: 'bn-BD' }],
    ['upper case', { locale: 'BN' }],
    ['nothing', {}],
    ['null', { locale: null }],
    ['a number', { locale: 1 }],
  ])('refuses %s with 400 and localeSchema’s message, changing nothing', async (_case, body) => {
    const caller = await signUpAccount(testApp);
    expect((await saveLocale({ locale: 'bn' }, { cookie: caller.cookie })).statusCode).toBe(200);
    const refused = await saveLocale(body, { cookie: caller.cookie });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LOCALE_MESSAGE);
    expect(await storedLocale(caller)).toBe('bn');
  });

  it('refuses a body that is no object with 400', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/me/locale',
      headers: { cookie: person.cookie, 'content-type': 'application/json' },
      payload: '"bn"',
    });
    expect(response.statusCode).toBe(400);
  });

  it('cannot be set at sign-up or through Better Auth’s update-user', async () => {
    const email = `chooser-${Date.now()}@example.test`;
    const signedUp = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: testApp.config.publicUrl },
      payload: { name: 'Early Chooser', email, password: 'Secret@123', locale: 'bn' },
    });
    // Better Auth refuses the field (400) or ignores it: either way nobody starts with it set.
    if (signedUp.statusCode === 200) {
      expect((await findUserRow(testApp.app.db, signedUp.json().user.id)).locale).toBeNull();
    } else {
      expect(signedUp.statusCode).toBe(400);
    }

    const caller = await signUpAccount(testApp);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: testApp.config.publicUrl, cookie: caller.cookie },
      payload: { locale: 'bn' },
    });
    expect(await storedLocale(caller)).toBeNull();
  });
});
