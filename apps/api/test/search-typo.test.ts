/**
 * A title search with one typo (decision 049): typed text that no title holds is tried once more
 * with pg_trgm's word similarity, on the list and the map, on PGlite and PostgreSQL alike; text that
 * some title holds finds only those, as before.
 */
import { searchMapResponseSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchTitles } from './helpers/search';

let testApp: TestApp;
const titles = (query: string) => searchTitles(testApp, query);

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const place = { latitude: '23.7925', longitude: '90.4150', listedFor: 'For Rent' as const };
  await createProperty(db, agent, {
    ...place,
    title: 'Gulshan Lake Flat',
    minPrice: 50000,
    maxPrice: 50000,
    addedAt: minutesAgo(1),
  });
  await createProperty(db, agent, { ...place, title: 'Lakeside Family Home', addedAt: minutesAgo(2) });
  await createProperty(db, agent, { ...place, title: 'Dhanmondi Duplex', addedAt: minutesAgo(3) });
  await createProperty(db, agent, { ...place, title: 'Pentouse Studio', addedAt: minutesAgo(5) });
  await createProperty(db, agent, {
    ...place,
    title: 'Gulshan Penthouse',
    listedFor: 'For Sale',
    minPrice: 900000,
    maxPrice: 900000,
    addedAt: minutesAgo(4),
  });
});

afterAll(async () => {
  await testApp.close();
});

describe('a title search with one typo', () => {
  it.each([
    ['gulshn', ['Gulshan Lake Flat', 'Gulshan Penthouse']],
    ['Gulsan', ['Gulshan Lake Flat', 'Gulshan Penthouse']],
    ['Dhanmondy', ['Dhanmondi Duplex']],
    ['dhanmondi duplx', ['Dhanmondi Duplex']],
  ])('finds "%s"', async (text, expected) => {
    expect(await titles(`search=${encodeURIComponent(text)}`)).toEqual(expected);
  });

  it('finds a word one letter short, beside titles with a like word', async () => {
    // "lake" in 'Gulshan Lake Flat' is like "lakesde" too (word similarity 0.5).
    expect(await titles('search=lakesde')).toContain('Lakeside Family Home');
  });

  it('keeps the other filters on the second try', async () => {
    expect(await titles('search=gulshn&listedFor=For%20Sale')).toEqual(['Gulshan Penthouse']);
  });

  it('finds only the exact matches when there are some', async () => {
    // "lake" is in two titles as typed; "Lakeside" alone is not added by similarity.
    expect(await titles('search=gulshan')).toEqual(['Gulshan Lake Flat', 'Gulshan Penthouse']);
    expect(await titles('search=Lakeside')).toEqual(['Lakeside Family Home']);
  });

  it('sorts a few matches of typed text by the order asked (their page is sorted from them)', async () => {
    expect(await titles('search=gulshan&sort=price-desc')).toEqual([
      'Gulshan Penthouse',
      'Gulshan Lake Flat',
    ]);
    expect(await titles('search=gulshan&sort=price-asc')).toEqual(['Gulshan Lake Flat', 'Gulshan Penthouse']);
    expect(await titles('search=gulshan&sort=price-desc&limit=1')).toEqual(['Gulshan Penthouse']);
    expect(await titles('search=gulshan&sort=price-asc&limit=1')).toEqual(['Gulshan Lake Flat']);
    expect(await titles('search=gulshan&priceSort=desc&limit=1&page=2')).toEqual(['Gulshan Lake Flat']);
  });

  it('tries no typo for text a title holds, when the other filters leave nothing', async () => {
    // 'Gulshan Penthouse' is for sale: no rental holds "penthouse", and none is searched one typo off.
    expect(await titles('search=penthouse&listedFor=For%20Rent')).toEqual([]);
    // Without the word in any title, the typo search finds the misspelt rental.
    expect(await titles('search=pentouses&listedFor=For%20Rent')).toEqual(['Pentouse Studio']);
  });

  it('finds nothing for text like no title', async () => {
    expect(await titles('search=zzzz')).toEqual([]);
    expect(await titles('search=warehouse')).toEqual([]);
  });

  it('finds the same on the map', async () => {
    const response = await testApp.app.inject({ url: '/api/searchMap?search=gulshn' });
    expect(response.statusCode).toBe(200);
    expect(searchMapResponseSchema.parse(response.json()).total).toBe(2);
  });
});
