/**
 * A listing's city area (decision 024) through the agent's calls: added with a thana of its
 * district in the district's metropolitan upazila, refused with another district's, an unknown
 * one or a rural upazila, changed and cleared on update, and answered as `area` by the dashboard
 * and the public calls.
 */
import { LISTING_MESSAGES, propertyListSchema, propertySchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, user } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildPropertyBody, createProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestAccount;
let agentRow: TestUser;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return callAs(testApp, agent, method, url, payload);
}

async function readArea(id: string) {
  const [row] = await testApp.app.db
    .select({ area: properties.area })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.area;
}

const inDhakaCity = { upozila: 'Dhaka Metropolitan' };

const updateBody = {
  propertyImage: '/uploads/images/lake-view_1.webp',
  propertyTitle: 'Gulshan Lake Flat',
  propertyLocation: 'Road 90, Gulshan 2, Dhaka',
  minPrice: 2400,
  maxPrice: 2600,
};

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  const [row] = await testApp.app.db.select().from(user).where(eq(user.id, agent.id));
  if (!row) throw new Error('agent not found');
  agentRow = row;
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/addProperty with a city area', () => {
  it('stores a thana of the chosen district and answers it as area', async () => {
    const response = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({ ...inDhakaCity, area: ' Gulshan ' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json();
    expect(await readArea(insertedId)).toBe('Gulshan');
    const own = await call('GET', `/api/getProperty?email=${encodeURIComponent(agent.email)}`);
    const added = propertyListSchema.parse(own.json()).find((property) => property._id === insertedId);
    expect(added?.area).toBe('Gulshan');
  });

  it('stores no area when none or an empty one is given', async () => {
    const bodies = [buildPropertyBody(), buildPropertyBody({ area: '' }), buildPropertyBody(inDhakaCity)];
    for (const body of bodies) {
      const response = await call('POST', '/api/addProperty', body);
      expect(response.statusCode).toBe(201);
      expect(await readArea(response.json().insertedId)).toBe('');
    }
  });

  it('takes a Chattogram thana in Chattogram', async () => {
    const response = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({
        division: 'Chattogram',
        district: 'Chattogram',
        upozila: 'Chattogram Metropolitan',
        area: 'Khulshi',
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(await readArea(response.json().insertedId)).toBe('Khulshi');
  });

  it.each([
    ['a thana of another district', { ...inDhakaCity, area: 'Khulshi' }],
    ['an unknown area', { ...inDhakaCity, area: 'Narnia' }],
    ['a thana in lower case', { ...inDhakaCity, area: 'gulshan' }],
    ['an area slug instead of its name', { ...inDhakaCity, area: 'dhaka-gulshan' }],
    ['an area in a district without areas', { district: 'Gazipur', upozila: 'Kaliakair', area: 'Gulshan' }],
    ['a number', { area: 7 }],
    ['a very long name', { area: 'G'.repeat(101) }],
  ])('refuses %s with 400 and stores nothing', async (_case, fields) => {
    const before = await testApp.app.db.select({ id: properties.id }).from(properties);
    const response = await call('POST', '/api/addProperty', buildPropertyBody(fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: LISTING_MESSAGES.areaInvalid,
    });
    expect(await testApp.app.db.select({ id: properties.id }).from(properties)).toHaveLength(before.length);
  });

  it.each([
    ['Dhaka', 'Savar', 'Gulshan', 'Dhaka Metropolitan'],
    ['Dhaka', 'Keraniganj', 'Dhanmondi', 'Dhaka Metropolitan'],
    ['Chattogram', 'Hathazari', 'Khulshi', 'Chattogram Metropolitan'],
  ])(
    'refuses a %s area in the rural upazila %s with 400 and stores nothing',
    async (city, upozila, area, metro) => {
      const before = await testApp.app.db.select({ id: properties.id }).from(properties);
      const body = buildPropertyBody({ division: city, district: city, upozila, area });
      const response = await call('POST', '/api/addProperty', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: `A City Area Goes With ${metro}`,
      });
      expect(await testApp.app.db.select({ id: properties.id }).from(properties)).toHaveLength(before.length);
    },
  );
});

describe('PATCH /api/updateProperty/:id with a city area', () => {
  it('sets, keeps and clears the area of a verified listing', async () => {
    const listing = await createProperty(testApp.app.db, agentRow, inDhakaCity);
    const url = `/api/updateProperty/${listing.id}`;

    expect((await call('PATCH', url, { ...updateBody, area: 'Banani' })).json()).toEqual({
      modifiedCount: 1,
    });
    expect(await readArea(listing.id)).toBe('Banani');
    const detail = await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${listing.id}` });
    expect(propertySchema.parse(detail.json()).area).toBe('Banani');

    // The spec's five fields alone leave the area as it is.
    expect((await call('PATCH', url, updateBody)).statusCode).toBe(200);
    expect(await readArea(listing.id)).toBe('Banani');

    expect((await call('PATCH', url, { ...updateBody, area: '' })).statusCode).toBe(200);
    expect(await readArea(listing.id)).toBe('');
  });

  it.each([
    ['a thana of another district', 'Panchlaish'],
    ['an unknown area', 'Narnia'],
  ])('refuses %s with 400 and changes nothing', async (_case, area) => {
    const listing = await createProperty(testApp.app.db, agentRow, {
      ...inDhakaCity,
      title: 'Untouched',
      area: 'Gulshan',
    });
    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, { ...updateBody, area });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: LISTING_MESSAGES.areaInvalid,
    });
    const [row] = await testApp.app.db.select().from(properties).where(eq(properties.id, listing.id));
    expect(row).toMatchObject({ title: 'Untouched', area: 'Gulshan' });
  });
});

describe('PATCH /api/updateProperty/:id of a listing outside the metropolitan upazila', () => {
  it('refuses a city area with 400, but keeps or clears the one stored before the rule', async () => {
    // Stored before the rule (the demo named Savar for Gulshan): the update checks the listing's own upazila.
    const listing = await createProperty(testApp.app.db, agentRow, {
      upozila: 'Savar',
      title: 'Old Gulshan Flat',
      area: 'Gulshan',
    });
    const url = `/api/updateProperty/${listing.id}`;
    const response = await call('PATCH', url, { ...updateBody, area: 'Banani' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'A City Area Goes With Dhaka Metropolitan',
    });
    expect(await readArea(listing.id)).toBe('Gulshan');

    expect((await call('PATCH', url, updateBody)).statusCode).toBe(200);
    expect(await readArea(listing.id)).toBe('Gulshan');
    expect((await call('PATCH', url, { ...updateBody, area: '' })).statusCode).toBe(200);
    expect(await readArea(listing.id)).toBe('');
  });
});
