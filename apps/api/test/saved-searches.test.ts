/**
 * Saved searches (issue 15, decision 037): saving a search page's filters under a name, checked
 * as the search checks them; the per-person limit; rename, alert choice and delete; another
 * person's saved search is "not found" on every route; a visitor must sign in.
 */
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../src/db/schema-saved-searches';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;
let buyer: TestAccount;
let other: TestAccount;

function save(account: TestAccount | undefined, body: Record<string, unknown>) {
  return callAs(testApp, account, 'POST', '/api/savedSearches', body);
}

async function saveOk(account: TestAccount, body: Record<string, unknown>): Promise<SavedSearch> {
  const response = await save(account, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listOwn(account: TestAccount): Promise<SavedSearch[]> {
  const response = await callAs(testApp, account, 'GET', '/api/savedSearches');
  expect(response.statusCode).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  other = await signUpAccount(testApp, { name: 'Karim Buyer' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/savedSearches', () => {
  it('keeps the filters that filter, by the API names, and fills the match columns', async () => {
    const saved = await saveOk(buyer, {
      name: '  Gulshan flats to rent  ',
      query: {
        listedFor: 'For Rent',
        division: 'Dhaka',
        district: 'Dhaka',
        upazila: 'Dhaka Metropolitan',
        area: 'Gulshan',
        amenities: ['Gym', 'WiFi'],
        minBedrooms: '2',
        priceRange: 'All',
        search: '',
        page: '3',
        north: '23.8',
        south: '23.7',
        east: '90.5',
        west: '90.4',
      },
    });
    expect(saved).toMatchObject({ name: 'Gulshan flats to rent', alert: 'instant' });
    expect(saved.query).toEqual({
      listedFor: 'For Rent',
      division: 'Dhaka',
      district: 'Dhaka',
      upazila: 'Dhaka Metropolitan',
      area: 'Gulshan',
      amenities: ['Gym', 'WiFi'],
      minBedrooms: '2',
      north: '23.8',
      south: '23.7',
      east: '90.5',
      west: '90.4',
    });
    const [row] = await testApp.app.db.select().from(savedSearches).where(eq(savedSearches.id, saved._id));
    expect(row).toMatchObject({
      userId: buyer.id,
      listedForKey: 'For Rent',
      placeKey: 'area:Gulshan',
      minBedrooms: 2,
      amenities: ['Gym', 'WiFi'],
      north: 23.8,
      priceBandMin: null,
      search: null,
    });
    expect(await listOwn(buyer)).toContainEqual(saved);
  });

  it('keeps a locality as the search reads it, narrowed to its city area, the locality in the query (decisions 049, 066)', async () => {
    const saved = await saveOk(buyer, { name: 'Mirpur 10 flats', query: { locality: 'Mirpur 10' } });
    expect(saved.query).toEqual({ locality: 'Mirpur 10' });
    const [row] = await testApp.app.db.select().from(savedSearches).where(eq(savedSearches.id, saved._id));
    expect(row).toMatchObject({
      placeKey: 'area:Mirpur',
      district: null,
      area: null,
      locality: 'Mirpur 10',
      localityDistrict: 'Dhaka',
      localityArea: 'Mirpur',
    });
    expect(row?.localitySouth).toBeLessThan(23.8069);
    expect(row?.localityNorth).toBeGreaterThan(23.8069);
  });

  it.each([
    [{ name: 'x', query: { minBedrooms: 'two' } }, 'minBedrooms must be a whole number from 0 to 100'],
    [{ name: 'x', query: { division: 'Atlantis' } }, 'division must be a known division name'],
    [{ name: 'x', query: { north: '23.8' } }, 'north, south, east and west must be given together'],
    [{ name: 'x', query: { minPrice: '900', maxPrice: '100' } }, 'minPrice must not be above maxPrice'],
    [{ name: '   ', query: {} }, SAVED_SEARCH_MESSAGES.nameRequired],
    [{ name: 'n'.repeat(81), query: {} }, SAVED_SEARCH_MESSAGES.nameTooLong],
    [{ name: 'x', query: {}, alert: 'weekly' }, SAVED_SEARCH_MESSAGES.alertChoice],
  ])('refuses %j with a 400 and saves nothing', async (body, message) => {
    const before = (await listOwn(other)).length;
    const response = await save(other, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await listOwn(other)).toHaveLength(before);
  });

  it('asks a visitor to sign in', async () => {
    expect((await save(undefined, { name: 'x', query: {} })).statusCode).toBe(401);
    expect((await callAs(testApp, undefined, 'GET', '/api/savedSearches')).statusCode).toBe(401);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} per person: the next is a 409 with a clear message`, async () => {
    const person = await signUpAccount(testApp);
    const values = Array.from({ length: MAX_SAVED_SEARCHES - 1 }, (_, index) => ({
      userId: person.id,
      name: `Search ${index}`,
      query: {},
    }));
    await testApp.app.db.insert(savedSearches).values(values);
    // Two at once for the last place: one gets it.
    const [first, second] = await Promise.all([
      save(person, { name: 'Last one', query: {} }),
      save(person, { name: 'One too many', query: {} }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
    const refused = first?.statusCode === 409 ? first : second;
    expect(refused?.json().message).toBe(SAVED_SEARCH_MESSAGES.limitReached);
    expect(await listOwn(person)).toHaveLength(MAX_SAVED_SEARCHES);
  });
});

describe('rename, alert choice, delete: own saved searches only', () => {
  it('renames and changes the alert', async () => {
    const saved = await saveOk(buyer, { name: 'Savar', query: { upazila: 'Savar' } });
    const renamed = await callAs(testApp, buyer, 'PATCH', `/api/savedSearches/${saved._id}`, {
      name: 'Savar homes',
    });
    expect(renamed.json()).toMatchObject({ name: 'Savar homes', alert: 'instant' });
    const daily = await callAs(testApp, buyer, 'PATCH', `/api/savedSearches/${saved._id}`, {
      alert: 'daily',
    });
    expect(daily.json()).toMatchObject({ name: 'Savar homes', alert: 'daily' });
    const nothing = await callAs(testApp, buyer, 'PATCH', `/api/savedSearches/${saved._id}`, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toContain(SAVED_SEARCH_MESSAGES.nothingToChange);
    const opened = await callAs(testApp, buyer, 'GET', `/api/savedSearches/${saved._id}`);
    expect(opened.json()).toMatchObject({ name: 'Savar homes', alert: 'daily', query: { upazila: 'Savar' } });
  });

  it("answers 404 for another person's saved search on every route, and changes nothing", async () => {
    const saved = await saveOk(buyer, { name: 'Mine', query: {} });
    const url = `/api/savedSearches/${saved._id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await callAs(testApp, other, method, url, payload);
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe(SAVED_SEARCH_MESSAGES.notFound);
    }
    expect(await listOwn(other)).not.toContainEqual(expect.objectContaining({ _id: saved._id }));
    expect((await callAs(testApp, buyer, 'GET', url)).json()).toMatchObject({ name: 'Mine' });
  });

  it('deletes, then the id is not found', async () => {
    const saved = await saveOk(buyer, { name: 'Gone soon', query: {} });
    const url = `/api/savedSearches/${saved._id}`;
    expect((await callAs(testApp, buyer, 'DELETE', url)).json()).toEqual({ deletedCount: 1 });
    expect((await callAs(testApp, buyer, 'DELETE', url)).statusCode).toBe(404);
    expect((await callAs(testApp, buyer, 'GET', url)).statusCode).toBe(404);
    expect((await callAs(testApp, buyer, 'GET', '/api/savedSearches/not-an-id')).statusCode).toBe(400);
  });
});
