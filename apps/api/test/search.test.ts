import { propertyListSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../src/lib/app-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo, type TestProperty } from './helpers/factory';

let testApp: TestApp;
const listings: Record<string, TestProperty> = {};

async function search(query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  return testApp.app.inject({ method: 'GET', url: `/api/getVerifiedProperties?${params}` });
}

async function searchTitles(query: Record<string, string | number>) {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property.propertyTitle);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', name: 'Rahim Agent' });
  const fraud = await createUser(db, { role: 'fraud', name: 'Flagged Agent' });
  listings.lake = await createProperty(db, agent, {
    title: 'Lakeview Apartment in Gulshan',
    minPrice: 60000,
    category: 'Apartment',
    addedAt: minutesAgo(50),
  });
  listings.office = await createProperty(db, agent, {
    title: 'Modern Office Space',
    minPrice: 150000,
    category: 'Office',
    addedAt: minutesAgo(40),
  });
  listings.house = await createProperty(db, agent, {
    title: 'Family House with Garden',
    minPrice: 450000,
    category: 'Single Family House',
    addedAt: minutesAgo(30),
  });
  listings.penthouse = await createProperty(db, agent, {
    title: 'Luxury Penthouse',
    minPrice: 950000,
    maxPrice: 1200000,
    category: 'Condo',
    addedAt: minutesAgo(20),
  });
  listings.studio = await createProperty(db, agent, {
    title: 'Studio 100% ready_to_move',
    minPrice: 100000,
    category: 'Studio',
    addedAt: minutesAgo(10),
  });
  // Never public: awaiting moderation, refused, or listed by a flagged agent.
  await createProperty(db, agent, {
    title: 'Pending Gulshan Flat',
    verificationStatus: 'pending',
    minPrice: 70000,
  });
  await createProperty(db, agent, { title: 'Rejected Gulshan Villa', verificationStatus: 'rejected' });
  await createProperty(db, fraud, {
    title: 'Fraud Gulshan Mansion',
    minPrice: 80000,
    addedAt: minutesAgo(1),
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getVerifiedProperties', () => {
  it('lists only verified listings of non-fraud agents, newest first, with the total in X-Total-Count', async () => {
    const response = await search({});
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
    const titles = propertyListSchema.parse(response.json()).map((property) => property.propertyTitle);
    expect(titles).toEqual([
      'Studio 100% ready_to_move',
      'Luxury Penthouse',
      'Family House with Garden',
      'Modern Office Space',
      'Lakeview Apartment in Gulshan',
    ]);
  });

  it('matches whole words by full text, word forms included', async () => {
    expect(await searchTitles({ search: 'Gulshan' })).toEqual(['Lakeview Apartment in Gulshan']);
    expect(await searchTitles({ search: 'houses' })).toEqual(['Family House with Garden']);
  });

  it('matches part of a title, case-insensitively', async () => {
    expect(await searchTitles({ search: 'gulsh' })).toEqual(['Lakeview Apartment in Gulshan']);
    expect(await searchTitles({ search: 'PENTH' })).toEqual(['Luxury Penthouse']);
  });

  it("treats the placeholder, 'All' and empty values as no filter", async () => {
    const all = await searchTitles({});
    expect(
      await searchTitles({
        search: 'Search By Property Title',
        priceSort: 'All',
        priceRange: 'All',
        category: 'All',
      }),
    ).toEqual(all);
    expect(await searchTitles({ search: '', category: '' })).toEqual(all);
  });

  it('keeps listings whose minimum price lies in the band', async () => {
    expect(await searchTitles({ priceRange: '50000-100000', priceSort: 'asc' })).toEqual([
      'Lakeview Apartment in Gulshan',
      'Studio 100% ready_to_move',
    ]);
    expect(await searchTitles({ priceRange: '400000-600000' })).toEqual(['Family House with Garden']);
  });

  it('accepts both spellings of the open band', async () => {
    expect(await searchTitles({ priceRange: '900000-+' })).toEqual(['Luxury Penthouse']);
    expect(await searchTitles({ priceRange: '900000-Above' })).toEqual(['Luxury Penthouse']);
  });

  it('filters by category', async () => {
    expect(await searchTitles({ category: 'Office' })).toEqual(['Modern Office Space']);
    expect(await searchTitles({ category: 'Shop' })).toEqual([]);
  });

  it('sorts by minimum price both ways', async () => {
    const ascending = await searchTitles({ priceSort: 'asc' });
    expect(ascending).toEqual([
      'Lakeview Apartment in Gulshan',
      'Studio 100% ready_to_move',
      'Modern Office Space',
      'Family House with Garden',
      'Luxury Penthouse',
    ]);
    expect(await searchTitles({ priceSort: 'desc' })).toEqual([...ascending].reverse());
  });

  it('combines every filter', async () => {
    expect(
      await searchTitles({
        search: 'studio',
        category: 'Studio',
        priceRange: '50000-100000',
        priceSort: 'desc',
      }),
    ).toEqual(['Studio 100% ready_to_move']);
    expect(await searchTitles({ search: 'studio', category: 'Office' })).toEqual([]);
  });

  it('pages with page and limit while the total stays the full count', async () => {
    const response = await search({ page: 2, limit: 2 });
    expect(response.headers['x-total-count']).toBe('5');
    expect(propertyListSchema.parse(response.json()).map((p) => p.propertyTitle)).toEqual([
      'Family House with Garden',
      'Modern Office Space',
    ]);
    const beyond = await search({ page: 9, limit: 2 });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it('counts only the matches of the filters', async () => {
    const response = await search({ search: 'gulshan', limit: 1 });
    expect(response.headers['x-total-count']).toBe('1');
  });

  it.each([
    [{ page: 0 }, 'page must be at least 1'],
    [{ page: -1 }, 'page must be at least 1'],
    [{ page: 1e9 }, 'page must be at most 10000'],
    [{ page: 'abc' }, 'page must be a number'],
    [{ page: 1.5 }, 'page must be a whole number'],
    [{ limit: 0 }, 'limit must be at least 1'],
    [{ limit: -1 }, 'limit must be at least 1'],
    [{ limit: 1e9 }, 'limit must be at most 100'],
    [{ limit: 'abc' }, 'limit must be a number'],
    [{ priceSort: 'sideways' }, "priceSort must be 'All', 'asc' or 'desc'"],
    [{ priceRange: '1-2' }, 'priceRange must be one of the price bands'],
    [{ category: 'Castle' }, 'category must be one of the ten categories'],
    [{ search: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
  ])('answers 400 with the schema message for %o', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });

  it('treats injection-looking and wildcard text as plain text', async () => {
    expect(await searchTitles({ search: "' OR 1=1 --" })).toEqual([]);
    expect(await searchTitles({ search: "'; drop table properties; --" })).toEqual([]);
    // No letter or digit: no text filter (decision 063), the whole list.
    expect((await searchTitles({ search: '\\' })).length).toBe(5);
    expect(await searchTitles({ search: '"unclosed' })).toEqual([]);
    // A pasted tab or line break is a space; a real control character is refused, naming the field
    // (decision 044), where NUL was once turned into a space.
    expect(await searchTitles({ search: 'Luxury\t\r\n' })).toEqual(['Luxury Penthouse']);
    for (const character of ['\u0000', '\u001b', '\u007f']) {
      const refused = await search({ search: `Luxury${character}` });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: API_MESSAGES.controlCharactersIn('search'),
      });
    }
    // % and _ alone are no text filter (decision 063); beside letters they are literal, never wildcards.
    expect((await searchTitles({ search: '%' })).length).toBe(5);
    expect((await searchTitles({ search: '_' })).length).toBe(5);
    expect(await searchTitles({ search: 'ready_to' })).toEqual(['Studio 100% ready_to_move']);
    expect(await searchTitles({ search: '100% r' })).toEqual(['Studio 100% ready_to_move']);
    // The table is still there.
    expect((await searchTitles({})).length).toBe(5);
  });
});
