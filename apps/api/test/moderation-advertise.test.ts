/**
 * Advertising: at most six listings at once, even when twenty requests race; only public
 * listings; no switching to the status a listing already has.
 */
import { ADVERTISE_CAP, MESSAGES } from '@nestlane/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { properties, user } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty, type TestUser } from './helpers/factory';
import { snapshotProperties } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let agent: TestUser;
const verified: TestProperty[] = [];

function db() {
  return testApp.app.db;
}

function setAdvertise(id: string, advertiseStatus: 'advertise' | 'disadvertise') {
  return testApp.app.inject({
    method: 'PATCH',
    url: `/api/updateAdvertise/${id}?advertiseStatus=${advertiseStatus}`,
    headers: { cookie: admin.cookie },
  });
}

async function countAdvertised() {
  const [row] = await db()
    .select({ total: count() })
    .from(properties)
    .where(eq(properties.advertiseStatus, 'advertise'));
  return Number(row?.total ?? 0);
}

async function findAdvertiseStatus(id: string) {
  const [row] = await db()
    .select({ advertiseStatus: properties.advertiseStatus })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.advertiseStatus;
}

async function advertiseDirectly(listings: TestProperty[]) {
  await db()
    .update(properties)
    .set({ advertiseStatus: 'advertise' })
    .where(
      inArray(
        properties.id,
        listings.map((listing) => listing.id),
      ),
    );
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  agent = await createUser(testApp.app.db, { role: 'agent' });
  for (let index = 0; index < 20; index++) verified.push(await createProperty(testApp.app.db, agent));
});

beforeEach(async () => {
  // Every test starts with nothing advertised.
  await db().update(properties).set({ advertiseStatus: 'disadvertise' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('PATCH /api/updateAdvertise/:id?advertiseStatus=', () => {
  it('advertises a verified listing and disadvertises it again', async () => {
    const [listing] = verified;
    if (!listing) throw new Error('no listing');
    const advertised = await setAdvertise(listing.id, 'advertise');
    expect(advertised.statusCode).toBe(200);
    expect(advertised.json()).toEqual({ modifiedCount: 1 });
    expect(await findAdvertiseStatus(listing.id)).toBe('advertise');
    const home = await testApp.app.inject({ method: 'GET', url: '/api/getAdvertiseProperty' });
    expect(home.json().map((property: { _id: string }) => property._id)).toEqual([listing.id]);

    const withdrawn = await setAdvertise(listing.id, 'disadvertise');
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ modifiedCount: 1 });
    expect(await findAdvertiseStatus(listing.id)).toBe('disadvertise');
  });

  it("refuses the seventh with the spec's message, keeping six; after one is withdrawn it goes through", async () => {
    const six = verified.slice(0, ADVERTISE_CAP);
    const seventh = verified[ADVERTISE_CAP];
    const [first] = six;
    if (!seventh || !first) throw new Error('not enough listings');
    for (const listing of six) expect((await setAdvertise(listing.id, 'advertise')).statusCode).toBe(200);
    const before = await snapshotProperties(db());

    const refused = await setAdvertise(seventh.id, 'advertise');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: "Can't advertise more than 6 properties",
    });
    expect(refused.json().message).toBe(MESSAGES.advertiseCap);
    expect(await snapshotProperties(db())).toEqual(before);
    expect(await countAdvertised()).toBe(6);

    expect((await setAdvertise(first.id, 'disadvertise')).statusCode).toBe(200);
    expect((await setAdvertise(seventh.id, 'advertise')).statusCode).toBe(200);
    expect(await countAdvertised()).toBe(6);
    expect(await findAdvertiseStatus(seventh.id)).toBe('advertise');
  });

  it('lets exactly six of twenty simultaneous requests through', async () => {
    const answers = await Promise.all(verified.map((listing) => setAdvertise(listing.id, 'advertise')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ADVERTISE_CAP);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20 - ADVERTISE_CAP);
    for (const answer of answers.filter((one) => one.statusCode === 409)) {
      expect(answer.json().message).toBe(MESSAGES.advertiseCap);
    }
    expect(await countAdvertised()).toBe(ADVERTISE_CAP);
    const advertisedIds = answers.flatMap((answer, index) =>
      answer.statusCode === 200 ? [verified[index]?.id] : [],
    );
    const rows = await db()
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.advertiseStatus, 'advertise'));
    expect(rows.map((row) => row.id).sort()).toEqual(advertisedIds.sort());
  });

  it('counts stale advertised rows towards the cap', async () => {
    const hidden = await createProperty(db(), agent, {
      verificationStatus: 'pending',
      advertiseStatus: 'advertise',
    });
    await advertiseDirectly(verified.slice(0, ADVERTISE_CAP - 1));
    const response = await setAdvertise(verified[ADVERTISE_CAP]?.id ?? '', 'advertise');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.advertiseCap);
    await db().delete(properties).where(eq(properties.id, hidden.id));
  });

  it('refuses to switch a listing to the status it already has', async () => {
    const [listing] = verified;
    if (!listing) throw new Error('no listing');
    const before = await snapshotProperties(db());
    const disadvertised = await setAdvertise(listing.id, 'disadvertise');
    expect(disadvertised.statusCode).toBe(409);
    expect(disadvertised.json().message).toBe('This Property Is Already Disadvertised');
    expect(await snapshotProperties(db())).toEqual(before);

    await advertiseDirectly(verified.slice(0, ADVERTISE_CAP));
    const full = await snapshotProperties(db());
    // With six advertised, re-advertising one of them names the real reason, not the cap.
    const advertised = await setAdvertise(listing.id, 'advertise');
    expect(advertised.statusCode).toBe(409);
    expect(advertised.json().message).toBe('This Property Is Already Advertised');
    expect(await snapshotProperties(db())).toEqual(full);
  });

  it.each(['pending', 'rejected'] as const)('refuses to advertise a %s listing with 409', async (status) => {
    const listing = await createProperty(db(), agent, { verificationStatus: status });
    const before = await snapshotProperties(db());
    const response = await setAdvertise(listing.id, 'advertise');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a Verified Property Can Be Advertised');
    expect(await snapshotProperties(db())).toEqual(before);
    await db().delete(properties).where(eq(properties.id, listing.id));
  });

  it("refuses to advertise a fraud agent's verified listing with 409", async () => {
    const flagged = await createUser(db(), { role: 'agent' });
    const listing = await createProperty(db(), flagged);
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, flagged.id));
    const before = await snapshotProperties(db());
    const response = await setAdvertise(listing.id, 'advertise');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a Verified Property Can Be Advertised');
    expect(await snapshotProperties(db())).toEqual(before);
    await db().delete(properties).where(eq(properties.id, listing.id));
  });

  it.each([
    ['an unknown status', '?advertiseStatus=promote'],
    ['no status', ''],
  ])('refuses %s with 400 and changes nothing', async (_case, query) => {
    const before = await snapshotProperties(db());
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/updateAdvertise/${verified[0]?.id}${query}`,
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain("advertiseStatus must be 'advertise' or 'disadvertise'");
    expect(await snapshotProperties(db())).toEqual(before);
  });

  it('answers an unknown id 404 and a malformed one 400', async () => {
    const unknown = await setAdvertise('7d1c7d1e-0000-4000-8000-000000000000', 'advertise');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Property not found');
    const malformed = await setAdvertise('abc', 'advertise');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Invalid id');
  });
});
