/**
 * The admin's moderation calls through HTTP with real sessions: who may call them, and the
 * one-time verification decision, with the database left untouched by every refusal.
 */
import { IDENTITY_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty, type TestUser } from './helpers/factory';
import { snapshotProperties } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let agent: TestAccount;
let fraud: TestAccount;
let agentRow: TestUser;
let pendingListing: TestProperty;
let verifiedListing: TestProperty;

function db() {
  return testApp.app.db;
}

function call(method: 'GET' | 'PATCH', url: string, caller?: TestAccount) {
  return testApp.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {} });
}

async function findProperty(id: string) {
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  return row;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  buyer = await signUpAccount(testApp, { role: 'user' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  fraud = await signUpAccount(testApp, { role: 'fraud' });
  agentRow = await findUserRow(db(), agent.id);
  pendingListing = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
  verifiedListing = await createProperty(db(), agentRow);
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may call the moderation calls', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/getProperties' },
    { method: 'PATCH' as const, url: `/api/updateStatus/${pendingListing.id}?status=verified` },
    { method: 'GET' as const, url: '/api/getVerifiedProperty' },
    { method: 'PATCH' as const, url: `/api/updateAdvertise/${verifiedListing.id}?advertiseStatus=advertise` },
  ];

  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await snapshotProperties(db());
    for (const { method, url } of calls()) {
      const response = await call(method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Please sign in first');
    }
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it.each(['user', 'agent', 'fraud'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const caller = { user: buyer, agent, fraud }[role];
    const before = await snapshotProperties(db());
    for (const { method, url } of calls()) {
      const response = await call(method, url, caller);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      // A fraud account is suspended before any role check (decision 013).
      expect(response.json().message).toBe(
        role === 'fraud' ? IDENTITY_MESSAGES.accountSuspended : 'You are not allowed to do this',
      );
    }
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it('lets an admin list both tables', async () => {
    expect((await call('GET', '/api/getProperties', admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/getVerifiedProperty', admin)).statusCode).toBe(200);
  });
});

describe('PATCH /api/updateStatus/:id?status=', () => {
  it('verifies a pending listing once; a second decision either way is 409', async () => {
    const listing = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    const response = await call('PATCH', `/api/updateStatus/${listing.id}?status=verified`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect((await findProperty(listing.id))?.verificationStatus).toBe('verified');

    const before = await snapshotProperties(db());
    for (const status of ['verified', 'rejected']) {
      const again = await call('PATCH', `/api/updateStatus/${listing.id}?status=${status}`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This Property Is Already verified',
      });
    }
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it('rejects a pending listing once, and a rejected listing gives up any advertise slot', async () => {
    const listing = await createProperty(db(), agentRow, {
      verificationStatus: 'pending',
      advertiseStatus: 'advertise',
    });
    const response = await call('PATCH', `/api/updateStatus/${listing.id}?status=rejected`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1 });
    expect(await findProperty(listing.id)).toMatchObject({
      verificationStatus: 'rejected',
      advertiseStatus: 'disadvertise',
    });

    const before = await snapshotProperties(db());
    const again = await call('PATCH', `/api/updateStatus/${listing.id}?status=verified`, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This Property Is Already rejected');
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it('lets only one of two simultaneous decisions through', async () => {
    const listing = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    const answers = await Promise.all([
      call('PATCH', `/api/updateStatus/${listing.id}?status=verified`, admin),
      call('PATCH', `/api/updateStatus/${listing.id}?status=rejected`, admin),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers[0]?.statusCode === 200 ? 'verified' : 'rejected';
    expect((await findProperty(listing.id))?.verificationStatus).toBe(winner);
  });

  it.each([
    ['an unknown status', `?status=approved`, "status must be 'verified' or 'rejected'"],
    ['pending as a decision', `?status=pending`, "status must be 'verified' or 'rejected'"],
    ['no status', '', "status must be 'verified' or 'rejected'"],
  ])('refuses %s with 400 and changes nothing', async (_case, query, message) => {
    const before = await snapshotProperties(db());
    const response = await call('PATCH', `/api/updateStatus/${pendingListing.id}${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    const unknown = await call(
      'PATCH',
      '/api/updateStatus/7d1c7d1e-0000-4000-8000-000000000000?status=verified',
      admin,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Property not found');
    const malformed = await call('PATCH', '/api/updateStatus/123?status=verified', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid id');
  });
});
