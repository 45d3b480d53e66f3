/**
 * Localities below the city areas (decision 049): a listing filed under one through the agent's
 * call, refused under another area's, changed on update; a search for one finds the listings filed
 * there and those of its city area filed under none whose point is near its centre.
 */
import { LISTING_MESSAGES, propertyListSchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, user } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildPropertyBody, createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchProperties, searchTitles } from './helpers/search';

let testApp: TestApp;
let agent: TestAccount;

const dhakaCity = { division: 'Dhaka', district: 'Dhaka', upozila: 'Dhaka Metropolitan' };
const titles = (query: string) => searchTitles(testApp, query);

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Rafiq Agent' });
  const { db } = testApp.app;
  const other = await createUser(db, { role: 'agent' });
  const mirpur = { ...dhakaCity, area: 'Mirpur' };
  // Filed under Mirpur 10, its point elsewhere in the thana: found by the filing.
  await createProperty(db, other, {
    ...mirpur,
    locality: 'Mirpur 10',
    title: 'Filed Mirpur 10 Flat',
    latitude: '23.7990',
    longitude: '90.3600',
    addedAt: minutesAgo(1),
  });
  // In Mirpur, no locality, 200 m from Mirpur 10's centre: found by the point.
  await createProperty(db, other, {
    ...mirpur,
    title: 'Near Mirpur 10 Roundabout',
    latitude: '23.8080',
    longitude: '90.3700',
    addedAt: minutesAgo(2),
  });
  // In Mirpur, no locality, 2 km away: not found.
  await createProperty(db, other, {
    ...mirpur,
    title: 'Far Mirpur Flat',
    latitude: '23.7900',
    longitude: '90.3550',
    addedAt: minutesAgo(3),
  });
  // Filed under Mirpur 2 though its point is at Mirpur 10: its filing wins, not found.
  await createProperty(db, other, {
    ...mirpur,
    locality: 'Mirpur 2',
    title: 'Filed Mirpur 2 Flat',
    latitude: '23.8069',
    longitude: '90.3687',
    addedAt: minutesAgo(4),
  });
  // Near the centre but in another thana (Kafrul): not found.
  await createProperty(db, other, {
    ...dhakaCity,
    area: 'Kafrul',
    title: 'Kafrul Border Flat',
    latitude: '23.8075',
    longitude: '90.3690',
    addedAt: minutesAgo(5),
  });
  await createProperty(db, other, {
    ...dhakaCity,
    area: 'Dhanmondi',
    locality: 'Dhanmondi Road 16',
    title: 'Dhanmondi 27 Apartment',
    latitude: '23.7553',
    longitude: '90.3722',
    addedAt: minutesAgo(6),
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getVerifiedProperties?locality=', () => {
  it('finds the listings filed there and the unfiled ones of its thana near its centre', async () => {
    expect(await titles('locality=Mirpur%2010')).toEqual([
      'Filed Mirpur 10 Flat',
      'Near Mirpur 10 Roundabout',
    ]);
    expect(await titles('locality=Dhanmondi%20Road%2016')).toEqual(['Dhanmondi 27 Apartment']);
  });

  it('keeps the area search as it was: every listing of the thana, filed under a locality or not', async () => {
    expect(await titles('district=Dhaka&area=Mirpur')).toEqual([
      'Filed Mirpur 10 Flat',
      'Near Mirpur 10 Roundabout',
      'Far Mirpur Flat',
      'Filed Mirpur 2 Flat',
    ]);
  });

  it('answers each listing with its locality', async () => {
    const response = await searchProperties(testApp, 'locality=Mirpur%2010');
    expect(propertyListSchema.parse(response.json()).map((p) => p.locality)).toEqual(['Mirpur 10', '']);
  });

  it('refuses an unknown locality with a 400 naming it', async () => {
    const response = await searchProperties(testApp, 'locality=Mirpur%2099');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('locality');
  });
});

/** A verified Mirpur flat of the agent's, filed under `locality`; its update with `fields`, and its place. */
async function listOwnMirpurFlat(locality: string) {
  const [agentRow] = await testApp.app.db.select().from(user).where(eq(user.id, agent.id));
  if (!agentRow) throw new Error('agent not found');
  const listing = await createProperty(testApp.app.db, agentRow, { ...dhakaCity, area: 'Mirpur', locality });
  const update = (fields: Record<string, string>) =>
    callAs(testApp, agent, 'PATCH', `/api/updateProperty/${listing.id}`, {
      propertyImage: '/uploads/images/lake-view_1.webp',
      propertyTitle: 'Mirpur Flat',
      propertyLocation: 'Road 3, Mirpur 10, Dhaka',
      minPrice: 30000,
      maxPrice: 30000,
      ...fields,
    });
  const readPlace = async () => {
    const [row] = await testApp.app.db.select().from(properties).where(eq(properties.id, listing.id));
    return [row?.area, row?.locality];
  };
  return { listing, update, readPlace };
}

describe('a listing filed under a locality', () => {
  it('is changed, kept, refused and cleared on update as its area is', async () => {
    const { update, readPlace } = await listOwnMirpurFlat('');
    const readLocality = async () => (await readPlace())[1];

    expect((await update({ locality: 'Mirpur 10' })).statusCode).toBe(200);
    expect(await readLocality()).toBe('Mirpur 10');
    expect((await update({})).statusCode).toBe(200);
    expect(await readLocality()).toBe('Mirpur 10');
    const refused = await update({ locality: 'Gulshan 2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LISTING_MESSAGES.localityInvalid);
    expect(await readLocality()).toBe('Mirpur 10');
    // A new area without a locality clears the old area's.
    expect((await update({ area: 'Gulshan' })).statusCode).toBe(200);
    expect(await readLocality()).toBe('');
  });

  it('takes another area and its locality together, as Update Property sends them, and refuses a mismatch whole', async () => {
    const { listing, update, readPlace } = await listOwnMirpurFlat('Mirpur 2');
    const refused = await update({ area: 'Gulshan', locality: 'Mirpur 10' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LISTING_MESSAGES.localityInvalid);
    expect(await readPlace()).toEqual(['Mirpur', 'Mirpur 2']);

    expect((await update({ area: 'Gulshan', locality: 'Gulshan 2' })).statusCode).toBe(200);
    expect(await readPlace()).toEqual(['Gulshan', 'Gulshan 2']);
    // The agent's own list, which the form is prefilled from, answers it.
    const own = await callAs(
      testApp,
      agent,
      'GET',
      `/api/getProperty?email=${encodeURIComponent(agent.email)}`,
    );
    const answered = propertyListSchema.parse(own.json()).find((p) => p._id === listing.id);
    expect([answered?.area, answered?.locality]).toEqual(['Gulshan', 'Gulshan 2']);
  });

  it('is added with a locality of its area, and refused with another area’s, storing nothing', async () => {
    const added = await callAs(
      testApp,
      agent,
      'POST',
      '/api/addProperty',
      buildPropertyBody({
        ...dhakaCity,
        area: 'Gulshan',
        locality: 'Gulshan 2',
        propertyTitle: 'Gulshan 2 Lake Flat',
      }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const refused = await callAs(
      testApp,
      agent,
      'POST',
      '/api/addProperty',
      buildPropertyBody({
        ...dhakaCity,
        area: 'Banani',
        locality: 'Gulshan 2',
        propertyTitle: 'Wrong Place Flat',
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LISTING_MESSAGES.localityInvalid);
    const own = await callAs(
      testApp,
      agent,
      'GET',
      `/api/getProperty?email=${encodeURIComponent(agent.email)}`,
    );
    const mine = propertyListSchema.parse(own.json());
    expect(mine.map((p) => [p.propertyTitle, p.locality])).toContainEqual([
      'Gulshan 2 Lake Flat',
      'Gulshan 2',
    ]);
    expect(mine.map((p) => p.propertyTitle)).not.toContain('Wrong Place Flat');
  });
});
