/**
 * GET /api/similarProperties/:id (issue 27, decision 060): a listing's similar listings, the same mode and
 * price band, from the nearest place that has any, on the market, never the listing itself.
 */
import { propertyListSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo, type TestProperty, type TestUser } from './helpers/factory';
import { readPublicProperties } from './helpers/search';

let testApp: TestApp;
let agent: TestUser;

const UNKNOWN_ID = '7d1c7d1e-0000-4000-8000-000000000000';

beforeAll(async () => {
  testApp = await buildTestApp();
  agent = await createUser(testApp.app.db, { role: 'agent' });
});

afterAll(async () => {
  await testApp?.close();
});

/** Each test lists in a district of its own, so no other test's listing is similar. */
function placeIn(district: string, upozila = 'Upazila A', area = '', locality = '') {
  return { division: 'Dhaka', district, upozila, area, locality };
}

function list(fields: Partial<TestProperty>, owner: TestUser = agent) {
  return createProperty(testApp.app.db, owner, fields);
}

async function similarIds(id: string): Promise<string[]> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/similarProperties/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property._id);
}

describe('GET /api/similarProperties/:id', () => {
  it('answers the same mode and band, the nearest place first, as every public call writes listings', async () => {
    const rent = (minPrice: number) => ({ listedFor: 'For Rent' as const, minPrice, maxPrice: minPrice });
    const here = placeIn('Similar One', 'Upazila A', 'Area A', 'Locality A');
    const listing = await list({ ...here, ...rent(25_000) });
    const sameLocality = await list({ ...here, ...rent(34_999), addedAt: minutesAgo(40) });
    const sameArea = await list({
      ...placeIn('Similar One', 'Upazila A', 'Area A', 'Locality B'),
      ...rent(20_000),
    });
    const sameUpazila = await list({ ...placeIn('Similar One', 'Upazila A', 'Area B'), ...rent(30_000) });
    const sameDistrict = await list({ ...placeIn('Similar One', 'Upazila B'), ...rent(22_000) });
    const fraud = await createUser(testApp.app.db, { role: 'fraud' });
    // None of these: another mode, the next band up or down, off the market, not verified, a fraud's, elsewhere.
    await list({ ...here, listedFor: 'For Sale', minPrice: 25_000, maxPrice: 25_000 });
    await list({ ...here, ...rent(35_000) });
    await list({ ...here, ...rent(19_999) });
    await list({ ...here, ...rent(25_000), marketState: 'rented' });
    await list({ ...here, ...rent(25_000), verificationStatus: 'pending' });
    await list({ ...here, ...rent(25_000) }, fraud);
    await list({ ...placeIn('Similar Elsewhere', 'Upazila A', 'Area A', 'Locality A'), ...rent(25_000) });

    const response = await testApp.app.inject({ method: 'GET', url: `/api/similarProperties/${listing.id}` });

    expect(response.statusCode, response.body).toBe(200);
    const ids = [sameLocality.id, sameArea.id, sameUpazila.id, sameDistrict.id];
    expect(propertyListSchema.parse(response.json())).toEqual(
      await readPublicProperties(testApp.app.db, ids),
    );
  });

  it('fills its four from the nearest place alone when that place has them, newest first', async () => {
    const here = placeIn('Similar Two', 'Upazila A', 'Area A', 'Locality A');
    const sale = { listedFor: 'For Sale' as const, minPrice: 45 * 100_000, maxPrice: 50 * 100_000 };
    const listing = await list({ ...here, ...sale });
    const neighbours: TestProperty[] = [];
    for (let index = 0; index < 6; index += 1) {
      neighbours.push(await list({ ...here, ...sale, addedAt: minutesAgo(10 + index) }));
    }
    // Newer, but a street away.
    await list({ ...placeIn('Similar Two', 'Upazila A', 'Area A', 'Locality B'), ...sale });

    expect(await similarIds(listing.id)).toEqual(neighbours.slice(0, 4).map((neighbour) => neighbour.id));
  });

  it('skips the city area and the locality a listing does not name, and answers none when nothing is alike', async () => {
    const rural = placeIn('Similar Three', 'Upazila A');
    const sale = { listedFor: 'For Sale' as const, minPrice: 2 * 10_000_000, maxPrice: 2 * 10_000_000 };
    const listing = await list({ ...rural, ...sale });
    const sameUpazila = await list({
      ...placeIn('Similar Three', 'Upazila A', 'Area A', 'Locality A'),
      ...sale,
    });
    const sameDistrict = await list({
      ...placeIn('Similar Three', 'Upazila B'),
      ...sale,
      addedAt: minutesAgo(5),
    });
    expect(await similarIds(listing.id)).toEqual([sameUpazila.id, sameDistrict.id]);

    const alone = await list({ ...placeIn('Similar Four'), ...sale });
    expect(await similarIds(alone.id)).toEqual([]);
  });

  it('answers for a sold or rented listing, whose page stays public, but not for a listing that is not', async () => {
    const here = placeIn('Similar Five');
    const sold = await list({ ...here, marketState: 'sold' });
    const available = await list({ ...here });
    expect(await similarIds(sold.id)).toEqual([available.id]);

    const pending = await list({ ...here, verificationStatus: 'pending' });
    const fraudListing = await list({ ...here }, await createUser(testApp.app.db, { role: 'fraud' }));
    for (const id of [pending.id, fraudListing.id, UNKNOWN_ID]) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/similarProperties/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Property not found' });
    }
    const malformed = await testApp.app.inject({ method: 'GET', url: '/api/similarProperties/not-an-id' });
    expect(malformed.statusCode).toBe(400);
  });

  it('is in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    const route = response.json().paths['/api/similarProperties/{id}'].get;
    expect(Object.keys(route.responses)).toEqual(expect.arrayContaining(['200', '400', '404']));
  });
});
