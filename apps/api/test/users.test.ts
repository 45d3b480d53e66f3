import { IDENTITY_MESSAGES, PROFILE_MESSAGES, type Role } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { issueTestToken, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { findUserRow } from './helpers/factory';

let testApp: TestApp;
const accounts = {} as Record<Role, TestAccount>;

function getUser(email: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/getuser?email=${encodeURIComponent(email)}`,
    headers,
  });
}

function postUsers(payload: Record<string, unknown>, headers: Record<string, string> = {}, query = '') {
  return testApp.app.inject({ method: 'POST', url: `/api/users${query}`, headers, payload });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  for (const role of ['user', 'agent', 'admin', 'fraud'] as const) {
    accounts[role] = await signUpAccount(testApp, { role, name: `The ${role}` });
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getuser', () => {
  it.each(['user', 'agent', 'admin'] as const)('gives a %s their own profile', async (role) => {
    const account = accounts[role];
    const response = await getUser(account.email, { cookie: account.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      _id: account.id,
      name: `The ${role}`,
      email: account.email,
      photo: '',
      role,
      agentReq: false,
      creationDate: new Date().toDateString(),
      // Issue 12: the numbers buyers reach an agent by, none until set (reach-contact.test.ts).
      phone: null,
      whatsapp: null,
      // Issue 16: the language they chose, none until they choose (locale.test.ts).
      locale: null,
    });
  });

  it('finds your own profile whatever the case of the email, through a bearer token too', async () => {
    const token = await issueTestToken(testApp, accounts.user);
    const response = await getUser(accounts.user.email.toUpperCase(), { authorization: `Bearer ${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()._id).toBe(accounts.user.id);
  });

  it("gives an admin anybody's profile", async () => {
    const response = await getUser(accounts.fraud.email, { cookie: accounts.admin.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: accounts.fraud.id, role: 'fraud' });
  });

  it('answers a fraud, suspended, 403 ACCOUNT_FLAGGED even for their own profile (decision 013)', async () => {
    const response = await getUser(accounts.fraud.email, { cookie: accounts.fraud.cookie });
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'ACCOUNT_FLAGGED',
      message: IDENTITY_MESSAGES.accountSuspended,
    });
  });

  it.each(['user', 'agent'] as const)("refuses a %s somebody else's profile with 403", async (role) => {
    const response = await getUser(accounts.admin.email, { cookie: accounts[role].cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You are not allowed to do this',
    });
  });

  it('refuses a visitor with 401', async () => {
    const response = await getUser(accounts.user.email);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in first');
  });

  it('answers 404 to an admin asking for an unknown email, and 400 for a malformed or missing one', async () => {
    const unknown = await getUser('nobody@example.test', { cookie: accounts.admin.cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');

    const malformed = await getUser('not-an-email', { cookie: accounts.admin.cookie });
    expect(malformed.statusCode).toBe(400);
    const missing = await testApp.app.inject({
      method: 'GET',
      url: '/api/getuser',
      headers: { cookie: accounts.admin.cookie },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_ERROR');
  });
});

describe('POST /api/users', () => {
  it("answers the profile's id and changes nothing when the profile is already as sent", async () => {
    const account = accounts.user;
    const before = await findUserRow(testApp.app.db, account.id);
    const body = {
      email: account.email,
      name: account.name,
      photo: '',
      role: 'user',
      creationDate: 'Mon Jan 01 2024',
    };
    for (const query of ['', `?email=${encodeURIComponent(account.email)}`]) {
      const response = await postUsers(body, { cookie: account.cookie }, query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ insertedId: account.id, modifiedCount: 0 });
    }
    expect(await findUserRow(testApp.app.db, account.id)).toEqual(before);
  });

  it('updates your own name and photo, once: the same call again modifies nothing', async () => {
    const account = await signUpAccount(testApp, { name: 'Old Name' });
    const body = { email: account.email, name: 'Salma Khatun', photo: '/uploads/images/salma.webp' };
    const first = await postUsers(body, { cookie: account.cookie });
    expect(first.json()).toEqual({ insertedId: account.id, modifiedCount: 1 });
    expect(await findUserRow(testApp.app.db, account.id)).toMatchObject({
      name: 'Salma Khatun',
      photo: '/uploads/images/salma.webp',
      role: 'user',
    });
    const again = await postUsers(body, { cookie: account.cookie });
    expect(again.json()).toEqual({ insertedId: account.id, modifiedCount: 0 });

    // Through a bearer token too; an empty photo keeps the one you have.
    const token = await issueTestToken(testApp, account);
    const viaToken = await postUsers(
      { email: account.email, photo: '/uploads/images/salma-2.webp' },
      { authorization: `Bearer ${token}` },
      `?email=${encodeURIComponent(account.email)}`,
    );
    expect(viaToken.json().modifiedCount).toBe(1);
    await postUsers({ email: account.email, photo: '' }, { cookie: account.cookie });
    expect((await findUserRow(testApp.app.db, account.id)).photo).toBe('/uploads/images/salma-2.webp');
  });

  it.each([
    ['user', 'admin'],
    ['user', 'agent'],
    ['agent', 'admin'],
  ] as const)('never lets a %s set their own role to %s, nor their creation date', async (role, wanted) => {
    const account = accounts[role];
    const before = await findUserRow(testApp.app.db, account.id);
    const response = await postUsers(
      {
        email: account.email,
        name: account.name,
        role: wanted,
        creationDate: 'Mon Jan 01 1990',
        agentReq: true,
      },
      { cookie: account.cookie },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ insertedId: account.id, modifiedCount: 0 });
    const after = await findUserRow(testApp.app.db, account.id);
    expect(after).toEqual(before);
    expect(after.role).toBe(role);
  });

  it("refuses to write somebody else's profile with 403, in the body or in ?email=", async () => {
    const target = accounts.agent;
    const before = await findUserRow(testApp.app.db, target.id);
    const inBody = await postUsers(
      { email: target.email, name: 'Hijacked' },
      { cookie: accounts.user.cookie },
    );
    expect(inBody.statusCode).toBe(403);
    expect(inBody.json().message).toBe('You are not allowed to do this');
    const inQuery = await postUsers(
      { email: accounts.user.email, name: 'Hijacked' },
      { cookie: accounts.user.cookie },
      `?email=${encodeURIComponent(target.email)}`,
    );
    expect(inQuery.statusCode).toBe(403);
    // Not even an admin writes another person's profile through this call.
    const byAdmin = await postUsers(
      { email: target.email, name: 'Hijacked' },
      { cookie: accounts.admin.cookie },
    );
    expect(byAdmin.statusCode).toBe(403);
    expect(await findUserRow(testApp.app.db, target.id)).toEqual(before);
    expect((await findUserRow(testApp.app.db, accounts.user.id)).name).toBe('The user');
  });

  it('refuses a visitor with 401 and creates nothing', async () => {
    const response = await postUsers({ email: 'new-person@example.test', name: 'New Person', role: 'admin' });
    expect(response.statusCode).toBe(401);
    const rows = await testApp.app.db.select().from(user).where(eq(user.email, 'new-person@example.test'));
    expect(rows).toEqual([]);
  });

  it.each([
    ['no email', { email: undefined, name: 'No Email' }, 'email'],
    ['a malformed email', { email: 'not-an-email' }, 'email'],
    ['a blank name', { name: '   ' }, PROFILE_MESSAGES.nameRequired],
    ['a name with a control character', { name: 'Bad\u0000Name' }, PROFILE_MESSAGES.nameInvalid],
    ['a name of 101 characters', { name: 'x'.repeat(101) }, PROFILE_MESSAGES.nameTooLong],
    ['a javascript: photo', { photo: 'javascript:alert(1)' }, PROFILE_MESSAGES.photoNotUploaded],
    ['a file path as photo', { photo: '/etc/passwd' }, PROFILE_MESSAGES.photoNotUploaded],
    [
      'a picture on another site',
      { photo: 'https://lh3.googleusercontent.example/a/photo.jpg' },
      PROFILE_MESSAGES.photoNotUploaded,
    ],
    [
      'a 2 KB photo address',
      { photo: `/uploads/images/${'a'.repeat(2100)}.webp/x` },
      PROFILE_MESSAGES.photoNotUploaded,
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, fields, message) => {
    const account = accounts.agent;
    const before = await findUserRow(testApp.app.db, account.id);
    const response = await postUsers({ email: account.email, ...fields }, { cookie: account.cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain(message);
    expect(await findUserRow(testApp.app.db, account.id)).toEqual(before);
  });
});
