/**
 * Issue 12, reaching the agent: the profile's phone and WhatsApp (Bangladesh mobile numbers,
 * normalised; a clear 400 otherwise) and who may read them through a listing
 * (GET /api/propertyContact/{id}): signed-in people only, public listings only, the agent
 * application's WhatsApp when the profile has none.
 */
import { CONTACT_MESSAGES } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentRequests, user } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let buyer: TestAccount;
let agent: TestAccount;
let listing: TestProperty;

function db() {
  return testApp.app.db;
}

function saveProfile(caller: TestAccount | undefined, fields: Record<string, unknown>) {
  return callAs(testApp, caller, 'POST', '/api/users', {
    email: caller?.email ?? 'x@example.test',
    ...fields,
  });
}

async function findNumbers(id: string) {
  const [row] = await db()
    .select({ phone: user.phone, whatsapp: user.whatsapp })
    .from(user)
    .where(eq(user.id, id));
  return row;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  listing = await createProperty(db(), await findUserRow(db(), agent.id), { title: 'Lake View Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('phone and WhatsApp on the profile (POST /api/users)', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['01912 345 678', '+8801912345678'],
    ['008801312345678', '+8801312345678'],
  ])('stores %s as %s', async (typed, stored) => {
    const response = await saveProfile(agent, { phone: typed, whatsapp: typed });
    expect(response.statusCode).toBe(200);
    expect(await findNumbers(agent.id)).toEqual({ phone: stored, whatsapp: stored });
  });

  it('answers the numbers in the own profile (GET /api/getuser)', async () => {
    await saveProfile(agent, { phone: '01712345678', whatsapp: '01812345678' });
    const response = await callAs(
      testApp,
      agent,
      'GET',
      `/api/getuser?email=${encodeURIComponent(agent.email)}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ phone: '+8801712345678', whatsapp: '+8801812345678' });
  });

  it('keeps a number the body leaves out, and removes one sent empty or null', async () => {
    await saveProfile(agent, { phone: '01712345678', whatsapp: '01812345678' });
    expect((await saveProfile(agent, { phone: '01712345678' })).json().modifiedCount).toBe(0);
    expect(await findNumbers(agent.id)).toEqual({ phone: '+8801712345678', whatsapp: '+8801812345678' });
    expect((await saveProfile(agent, { whatsapp: '' })).json().modifiedCount).toBe(1);
    expect((await saveProfile(agent, { phone: null })).json().modifiedCount).toBe(1);
    expect(await findNumbers(agent.id)).toEqual({ phone: null, whatsapp: null });
  });

  it.each([
    ['phone', '12345', CONTACT_MESSAGES.invalidPhone],
    ['phone', '01212345678', CONTACT_MESSAGES.invalidPhone],
    ['phone', '0171234567', CONTACT_MESSAGES.invalidPhone],
    ['phone', '+447700900123', CONTACT_MESSAGES.invalidPhone],
    ['phone', 'call me', CONTACT_MESSAGES.invalidPhone],
    ['whatsapp', '017123456789', CONTACT_MESSAGES.invalidWhatsapp],
    ['whatsapp', 42, CONTACT_MESSAGES.invalidWhatsapp],
  ])('refuses %s %j with 400 and a clear message, changing nothing', async (field, value, message) => {
    await saveProfile(agent, { phone: '01712345678', whatsapp: '01812345678' });
    const response = await saveProfile(agent, { [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await findNumbers(agent.id)).toEqual({ phone: '+8801712345678', whatsapp: '+8801812345678' });
  });

  it("cannot set somebody else's numbers", async () => {
    const response = await callAs(testApp, buyer, 'POST', '/api/users', {
      email: agent.email,
      phone: '01512345678',
    });
    expect(response.statusCode).toBe(403);
    expect((await findNumbers(agent.id))?.phone).not.toBe('+8801512345678');
  });
});

describe("a listing's contact (GET /api/propertyContact/{id})", () => {
  const url = () => `/api/propertyContact/${listing.id}`;

  beforeAll(async () => {
    await saveProfile(agent, { phone: '01712345678', whatsapp: '01812345678' });
  });

  it('refuses a visitor with 401: numbers are for signed-in people', async () => {
    const response = await callAs(testApp, undefined, 'GET', url());
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(API_MESSAGES.signInRequired);
    expect(response.body).not.toContain('345678');
  });

  it("answers a signed-in buyer the agent's name and numbers", async () => {
    const response = await callAs(testApp, buyer, 'GET', url());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      propertyId: listing.id,
      propertyTitle: 'Lake View Flat',
      agentName: 'Nusrat Agent',
      phone: '+8801712345678',
      whatsapp: '+8801812345678',
      isOwnListing: false,
    });
  });

  it('tells the agent the listing is their own', async () => {
    const response = await callAs(testApp, agent, 'GET', url());
    expect(response.json().isOwnListing).toBe(true);
  });

  it("falls back to the agent application's WhatsApp, and answers null where unknown", async () => {
    const other = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
    const property = await createProperty(db(), await findUserRow(db(), other.id));
    const path = `/api/propertyContact/${property.id}`;
    expect((await callAs(testApp, buyer, 'GET', path)).json()).toMatchObject({ phone: null, whatsapp: null });
    await db()
      .insert(agentRequests)
      .values({ userId: other.id, twitter: 't', facebook: 'f', linkedin: 'l', whatsapp: '8801612345678' });
    expect((await callAs(testApp, buyer, 'GET', path)).json()).toMatchObject({
      phone: null,
      whatsapp: '+8801612345678',
    });
    await db().update(user).set({ whatsapp: '+8801912345678' }).where(eq(user.id, other.id));
    expect((await callAs(testApp, buyer, 'GET', path)).json().whatsapp).toBe('+8801912345678');
  });

  it('is not found for a listing the public cannot see (unverified, or its agent flagged as fraud)', async () => {
    const agentRow = await findUserRow(db(), agent.id);
    const pending = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    const response = await callAs(testApp, buyer, 'GET', `/api/propertyContact/${pending.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(API_MESSAGES.propertyNotFound);

    const flagged = await signUpAccount(testApp, { role: 'agent' });
    const flaggedListing = await createProperty(db(), await findUserRow(db(), flagged.id));
    await db().update(user).set({ role: 'fraud', phone: '+8801712000000' }).where(eq(user.id, flagged.id));
    const hidden = await callAs(testApp, buyer, 'GET', `/api/propertyContact/${flaggedListing.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain('1712000000');
  });

  it('refuses a fraud caller with 403 ACCOUNT_FLAGGED', async () => {
    const fraud = await signUpAccount(testApp, { role: 'fraud' });
    const response = await callAs(testApp, fraud, 'GET', url());
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_FLAGGED');
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await callAs(testApp, buyer, 'GET', '/api/propertyContact/not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Invalid id');
  });
});
