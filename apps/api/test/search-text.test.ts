/**
 * The typed-text search reads `title_lower` (decision 025): it must keep meaning exactly what
 * `title ilike '%…%'` or the full-text match meant, follow a changed title, and count through
 * the cap like any other filter.
 */
import {
  MAX_COUNTED_RESULTS,
  propertyListSchema,
  TOTAL_COUNT_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { insertCopies } from './helpers/copies';
import { createProperty, createUser, minutesAgo, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let renamed: TestProperty;
const totalHeader = TOTAL_COUNT_HEADER.toLowerCase();
const cappedHeader = TOTAL_COUNT_CAPPED_HEADER.toLowerCase();

function search(query: Record<string, string>) {
  return testApp.app.inject({ url: `/api/getVerifiedProperties?${new URLSearchParams(query)}` });
}

async function searchTitles(text: string) {
  const response = await search({ search: text });
  expect(response.statusCode).toBe(200);
  return propertyListSchema.parse(response.json()).map((property) => property.propertyTitle);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  await createProperty(db, agent, { title: 'ÉLITE Tower in Ñuñoa', addedAt: minutesAgo(30) });
  await createProperty(db, agent, { title: 'গুলশান Lake Flat', addedAt: minutesAgo(20) });
  renamed = await createProperty(db, agent, { title: 'Old Harbour Loft', addedAt: minutesAgo(10) });
  // Past the count's cap, all matching one word and one fragment.
  const template = await createProperty(db, agent, { title: 'Skyline Copy', addedAt: minutesAgo(60) });
  await insertCopies(db, template.id, MAX_COUNTED_RESULTS + 4, 'Skyline Copy');
});

afterAll(async () => {
  await testApp.close();
});

describe('the typed-text search', () => {
  it('matches a fragment whatever the case, beyond ASCII too, as ILIKE did', async () => {
    expect(await searchTitles('élite')).toEqual(['ÉLITE Tower in Ñuñoa']);
    expect(await searchTitles('ñuñ')).toEqual(['ÉLITE Tower in Ñuñoa']);
    expect(await searchTitles('TOWER IN ÑUÑOA')).toEqual(['ÉLITE Tower in Ñuñoa']);
    expect(await searchTitles('ÉLIT')).toEqual(['ÉLITE Tower in Ñuñoa']);
    expect(await searchTitles('WER IN ÑUÑ')).toEqual(['ÉLITE Tower in Ñuñoa']);
    expect(await searchTitles('গুলশা')).toEqual(['গুলশান Lake Flat']);
  });

  it('matches the words of a title in any order and word forms', async () => {
    expect(await searchTitles('flats lake')).toEqual(['গুলশান Lake Flat']);
    expect(await searchTitles('lake flat zzzz')).toEqual([]);
  });

  it('follows a title that changed', async () => {
    await testApp.app.db
      .update(properties)
      .set({ title: 'New Garden Loft' })
      .where(eq(properties.id, renamed.id));
    expect(await searchTitles('harbou')).toEqual([]);
    expect(await searchTitles('garde')).toEqual(['New Garden Loft']);
  });

  it('counts a common word and a common fragment up to the cap, and pages within it', async () => {
    for (const text of ['skyline', 'KYLIN']) {
      const response = await search({ search: text, limit: '5' });
      expect(response.statusCode).toBe(200);
      expect(response.headers[totalHeader]).toBe(String(MAX_COUNTED_RESULTS));
      expect(response.headers[cappedHeader]).toBe('true');
      expect(propertyListSchema.parse(response.json()).map((p) => p.propertyTitle)).toEqual([
        'Skyline Copy',
        'Skyline Copy 1',
        'Skyline Copy 2',
        'Skyline Copy 3',
        'Skyline Copy 4',
      ]);
    }
    const last = await search({ search: 'skyline', page: '10', limit: '100' });
    expect(last.statusCode).toBe(200);
    expect(propertyListSchema.parse(last.json()).at(-1)?.propertyTitle).toBe('Skyline Copy 999');
  });

  it('counts exactly below the cap', async () => {
    const response = await search({ search: 'loft' });
    expect(response.headers[totalHeader]).toBe('1');
    expect(response.headers[cappedHeader]).toBeUndefined();
  });
});
