/**
 * The search's filters on the listing facts (decision 047) on GET /api/getVerifiedProperties and the map:
 * who may rent ('any' takes each), furnishing, lift, gas, parking and "available by" a month (a rental
 * naming no month is available now), combined with each other and with the spec's parameters; bad values
 * are a 400 naming the parameter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser } from './helpers/factory';
import { searchTitles as listTitles, searchProperties } from './helpers/search';

let testApp: TestApp;
const searchTitles = async (query: string) => (await listTitles(testApp, query)).sort();

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const rental = { listedFor: 'For Rent' as const, minPrice: 30000, maxPrice: 30000 };
  await createProperty(db, agent, {
    ...rental,
    title: 'Family flat',
    tenantType: 'family',
    furnishing: 'semi',
    hasLift: true,
    gas: 'piped',
    parkingSpaces: 1,
    availableFrom: '2027-02',
  });
  await createProperty(db, agent, {
    ...rental,
    title: 'Open flat',
    tenantType: 'any',
    furnishing: 'full',
    hasLift: false,
    gas: 'cylinder',
    parkingSpaces: 2,
    availableFrom: '2027-06',
  });
  await createProperty(db, agent, { ...rental, title: 'Bachelor mess', tenantType: 'bachelor_men' });
  await createProperty(db, agent, { ...rental, title: 'Unsaid flat' });
  await createProperty(db, agent, { title: 'Sale flat', hasLift: true, gas: 'piped', parkingSpaces: 3 });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the facts filters', () => {
  it('finds who may rent: the type named, or a listing open to anyone', async () => {
    expect(await searchTitles('tenantType=family')).toEqual(['Family flat', 'Open flat']);
    expect(await searchTitles('tenantType=bachelor_men')).toEqual(['Bachelor mess', 'Open flat']);
    expect(await searchTitles('tenantType=bachelor_women')).toEqual(['Open flat']);
  });

  it('filters furnishing, lift, gas and parking, alone and together', async () => {
    expect(await searchTitles('furnishing=full')).toEqual(['Open flat']);
    expect(await searchTitles('hasLift=true')).toEqual(['Family flat', 'Sale flat']);
    expect(await searchTitles('gas=piped')).toEqual(['Family flat', 'Sale flat']);
    expect(await searchTitles('minParking=2')).toEqual(['Open flat', 'Sale flat']);
    expect(await searchTitles('hasLift=true&gas=piped&listedFor=For%20Rent')).toEqual(['Family flat']);
    expect(await searchTitles('hasLift=&gas=&tenantType=&minParking=&availableBy=')).toHaveLength(5);
  });

  it('finds rentals available by a month; one naming no month is available now', async () => {
    expect(await searchTitles('listedFor=For%20Rent&availableBy=2027-03')).toEqual([
      'Bachelor mess',
      'Family flat',
      'Unsaid flat',
    ]);
    expect(await searchTitles('listedFor=For%20Rent&availableBy=2027-06')).toHaveLength(4);
  });

  it('applies to the map too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/searchMap?tenantType=family' });
    expect(response.statusCode, response.body).toBe(200);
    expect(JSON.stringify(response.json())).not.toContain('Bachelor');
  });

  it.each([
    ['tenantType=students', 'tenantType must be one of family, bachelor_men, bachelor_women, sublet'],
    ['furnishing=half', 'furnishing must be one of unfurnished, semi, full'],
    ['gas=none', 'gas must be one of piped, cylinder'],
    ['hasLift=yes', "hasLift must be 'true'"],
    ['minParking=-1', 'minParking must be a whole number from 0 to 500'],
    ['availableBy=2027-13', 'availableBy must be a month such as 2027-06'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const response = await searchProperties(testApp, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
