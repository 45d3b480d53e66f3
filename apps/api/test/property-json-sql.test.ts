/**
 * The search's JSON is written by PostgreSQL (property-json-sql.ts): byte for byte what Drizzle's row,
 * `toPropertyJson` and zod's serializer write for the same listings, on values a JSON writer can get
 * wrong: quotes, backslashes, every kind of control character, line separators, emoji and Bangla,
 * an array element that reads like SQL's NULL, an empty array, a missing photo, the largest
 * integer, and a timestamp with microseconds (which JavaScript's Date truncates to milliseconds).
 */
import { propertyListSchema } from '@nestlane/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { readPublicProperties, searchProperties } from './helpers/search';

let testApp: TestApp;

const AWKWARD =
  'Zebracrossing "quoted" back\\slash /slash\nnew\tline\rreturn\bbell\fform \u0001\u001f\u007f ' +
  '\u2028\u2029 😀 গুলশান লেক ভিউ </script><!--';

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', name: 'রহিম "Agent" \\ O’Neil', photo: null });
  const odd = await createProperty(db, agent, {
    title: AWKWARD,
    description: '',
    location: 'Road "7"\nBlock C',
    minPrice: 2_147_483_647,
    maxPrice: 2_147_483_647,
    interiorFacilities: [],
    outdoorFacilities: ['NULL', 'a,b', '{braces}', 'say "hi"', 'back\\slash'],
    otherFacilities: ['গ্যারেজ'],
    area: '',
    addedAt: minutesAgo(5),
  });
  await db
    .update(properties)
    .set({ updatedAt: sql`timestamptz '2026-01-31 09:05:59.999999+00'` })
    .where(eq(properties.id, odd.id));
  const photographed = await createUser(db, { role: 'agent', name: 'Karim', photo: '/uploads/k.webp' });
  await createProperty(db, photographed, { title: 'Zebracrossing plain flat', addedAt: minutesAgo(10) });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the search JSON PostgreSQL writes', () => {
  it.each([
    'search=zebracrossing',
    'search=zebracrossing&sort=price-asc',
    'search=zebracrossing&limit=1&page=2',
  ])('is the bytes Drizzle, toPropertyJson and zod write for the same listings (%s)', async (query) => {
    const response = await searchProperties(testApp, query);
    expect(response.statusCode, response.body).toBe(200);
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    expect(ids.length).toBeGreaterThan(0);
    const reference = await readPublicProperties(testApp.app.db, ids);
    expect(response.body).toBe(JSON.stringify(propertyListSchema.encode(reference)));
  });

  it('keeps every awkward character of the title and the microsecond timestamp to the millisecond', async () => {
    const response = await searchProperties(testApp, 'search=zebracrossing&sort=price-desc');
    const [odd] = propertyListSchema.parse(response.json());
    expect(odd?.propertyTitle).toBe(AWKWARD);
    expect(odd?.agentImage).toBe('');
    expect(odd?.interiorFacilities).toEqual([]);
    expect(odd?.outdoorFacilities).toEqual(['NULL', 'a,b', '{braces}', 'say "hi"', 'back\\slash']);
    expect(odd?.updatedDate).toBe('2026-01-31T09:05:59.999Z');
    expect(odd?.minPrice).toBe(2_147_483_647);
  });

  it('answers an empty page as an empty array', async () => {
    const response = await searchProperties(testApp, 'search=nothingmatchesthis');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
    expect(response.headers['x-total-count']).toBe('0');
  });
});
