/**
 * Issue 10, finding 1: Better Auth's own endpoints (sign-up, update-user, a provider's profile)
 * keep the same name and photo rules as POST /api/users.
 */
import { randomUUID } from 'node:crypto';
import { PROFILE_MESSAGES, PROFILE_NAME_MAX_LENGTH } from '@nestlane/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema';
import { signUpAccount, TEST_PASSWORD, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { findUserRow } from './helpers/factory';

let testApp: TestApp;
const HUGE_NAME = 'N'.repeat(900 * 1024);
const UPLOADED_PHOTO = '/uploads/images/abcDEF123_-x.webp';

function snapshotUsers() {
  return testApp.app.db.select().from(user).orderBy(asc(user.id));
}

function signUp(payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: testApp.config.publicUrl },
    payload: { email: `fresh-${randomUUID().slice(0, 8)}@example.test`, password: TEST_PASSWORD, ...payload },
  });
}

function updateUser(account: TestAccount, payload: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { origin: testApp.config.publicUrl, cookie: account.cookie },
    payload,
  });
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/auth/sign-up/email', () => {
  it('sign-up refuses a name of 900 kB and stores nothing', async () => {
    const before = await snapshotUsers();
    const response = await signUp({ name: HUGE_NAME });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.nameTooLong);
    expect(await snapshotUsers()).toEqual(before);
  });

  it.each([
    ['an array name', ['Rahim', 'Karim'], PROFILE_MESSAGES.nameRequired],
    ['a null name', null, PROFILE_MESSAGES.nameRequired],
    ['a missing name', undefined, PROFILE_MESSAGES.nameRequired],
    ['a blank name', '   ', PROFILE_MESSAGES.nameRequired],
    ['a name with NUL', 'Ra\u0000him', PROFILE_MESSAGES.nameInvalid],
    ['a name of 101 characters', 'x'.repeat(PROFILE_NAME_MAX_LENGTH + 1), PROFILE_MESSAGES.nameTooLong],
  ])('sign-up refuses %s with 400 (never 500) and stores nothing', async (_label, name, message) => {
    const before = await snapshotUsers();
    const response = await signUp({ name });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await snapshotUsers()).toEqual(before);
  });

  it.each([
    ['a javascript: photo', 'javascript:alert(1)'],
    ['a photo on another site', 'https://img.example.test/me.webp'],
    ['a file path', '/etc/passwd'],
    ['an array photo', [UPLOADED_PHOTO]],
  ])('sign-up refuses %s (only a picture uploaded to Nestlane) and stores nothing', async (_label, image) => {
    const before = await snapshotUsers();
    const response = await signUp({ name: 'Photo Person', image });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(PROFILE_MESSAGES.photoNotUploaded);
    expect(await snapshotUsers()).toEqual(before);
  });

  it('sign-up keeps a clean name, trimmed, and a picture uploaded to Nestlane', async () => {
    const email = `clean-${randomUUID().slice(0, 8)}@example.test`;
    const response = await signUp({ email, name: '  Salma Khatun  ', image: UPLOADED_PHOTO });
    expect(response.statusCode).toBe(200);
    const [row] = await testApp.app.db.select().from(user).where(eq(user.email, email));
    expect(row).toMatchObject({ name: 'Salma Khatun', photo: UPLOADED_PHOTO });
  });
});

describe('POST /api/auth/update-user', () => {
  it.each([
    ['a name of 900 kB', { name: HUGE_NAME }, PROFILE_MESSAGES.nameTooLong],
    ['an array name', { name: ['Rahim'] }, PROFILE_MESSAGES.nameRequired],
    ['a null name', { name: null }, PROFILE_MESSAGES.nameRequired],
    ['a name with NUL', { name: 'Ra\u0000him' }, PROFILE_MESSAGES.nameInvalid],
    ['a javascript: photo', { image: 'javascript:alert(1)' }, PROFILE_MESSAGES.photoNotUploaded],
    [
      'a photo on another site',
      { image: 'https://img.example.test/me.webp' },
      PROFILE_MESSAGES.photoNotUploaded,
    ],
  ])('update-user refuses %s with 400 and changes nothing', async (_label, payload, message) => {
    const account = await signUpAccount(testApp, { name: 'Before Update' });
    const before = await findUserRow(testApp.app.db, account.id);
    const response = await updateUser(account, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await findUserRow(testApp.app.db, account.id)).toEqual(before);
  });

  it('update-user accepts a clean name and an uploaded picture, and removing the picture', async () => {
    const account = await signUpAccount(testApp, { name: 'Before Update' });
    const response = await updateUser(account, { name: ' Nadia Rahman ', image: UPLOADED_PHOTO });
    expect(response.statusCode).toBe(200);
    expect(await findUserRow(testApp.app.db, account.id)).toMatchObject({
      name: 'Nadia Rahman',
      photo: UPLOADED_PHOTO,
    });
    expect((await updateUser(account, { image: null })).statusCode).toBe(200);
    expect((await findUserRow(testApp.app.db, account.id)).photo).toBeNull();
  });
});

describe('any other writer of a user (provider sign-in, account linking)', () => {
  it('cuts a huge name to 100 characters, cleans control characters and leaves out a picture from elsewhere', async () => {
    // Every Better Auth endpoint writes users through its internal adapter: a provider's profile included.
    const context = await testApp.app.auth.$context;
    const email = `provider-${randomUUID().slice(0, 8)}@example.test`;
    const { user: created } = await context.internalAdapter.createOAuthUser(
      {
        name: `  Tah\u0000mid${'H'.repeat(5000)}`,
        email,
        emailVerified: false,
        image: 'https://avatars.example.test/tahmid.png',
      },
      { providerId: 'oidc', accountId: `sub-${randomUUID()}` },
    );
    const row = await findUserRow(testApp.app.db, created.id);
    expect(row.name).toBe(`Tah mid${'H'.repeat(PROFILE_NAME_MAX_LENGTH - 7)}`);
    expect(row.name).toHaveLength(PROFILE_NAME_MAX_LENGTH);
    expect(row.photo).toBeNull();

    await context.internalAdapter.updateUser(created.id, {
      name: `\u0007${'Z'.repeat(3000)}`,
      image: 'javascript:alert(1)',
    });
    const updated = await findUserRow(testApp.app.db, created.id);
    expect(updated.name).toBe('Z'.repeat(PROFILE_NAME_MAX_LENGTH));
    expect(updated.photo).toBeNull();
  });

  it('names a provider account after its email when the provider sends no usable name', async () => {
    const context = await testApp.app.auth.$context;
    const email = `nameless-${randomUUID().slice(0, 8)}@example.test`;
    const { user: created } = await context.internalAdapter.createOAuthUser(
      { name: '\u0000\u0001 ', email, emailVerified: false },
      { providerId: 'oidc', accountId: `sub-${randomUUID()}` },
    );
    expect((await findUserRow(testApp.app.db, created.id)).name).toBe(email.split('@')[0]);
  });
});
