/**
 * No search text costs seconds (issue 28, decision 063): text with no letter or digit ('_', '%',
 * '..') is no text filter, on the list and the map alike; text of one or two letters or digits
 * matches whole words only (a fragment that short can use no index); LIKE's wildcards typed by a
 * visitor stay literal characters.
 */
import { searchMapResponseSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchProperties, searchTitles } from './helpers/search';

let testApp: TestApp;
const totalHeader = TOTAL_COUNT_HEADER.toLowerCase();

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const titles = [
    'Block C Flat',
    'Cozy Corner Flat',
    'Road 7 House',
    'Sector 17 Loft',
    '50% Off_Sale Villa',
    'OffxSale Duplex',
    '500 Offices',
  ];
  for (const [index, title] of titles.entries()) {
    await createProperty(db, agent, { title, addedAt: minutesAgo(10 * (index + 1)) });
  }
});

afterAll(async () => {
  await testApp?.close();
});

async function searchMapTotal(query: string): Promise<number> {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/searchMap?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return searchMapResponseSchema.parse(response.json()).total;
}

describe('text with no letter or digit', () => {
  it.each(['_', '%', '..', '%%', '__', '\\', '"', '-', '*', '. , ; !', '।'])(
    'search=%s answers as no text filter, list and map',
    async (text) => {
      const everything = await searchProperties(testApp, '');
      const response = await searchProperties(testApp, `search=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(everything.json());
      expect(response.headers[totalHeader]).toBe('7');
      expect(await searchMapTotal(`search=${encodeURIComponent(text)}`)).toBe(7);
    },
  );
});

describe('text of one or two letters or digits', () => {
  it('matches whole words only, not a fragment of a title', async () => {
    // 'c' is a word of 'Block C Flat' and a fragment of 'Cozy Corner Flat'.
    expect(await searchTitles(testApp, 'search=c')).toEqual(['Block C Flat']);
    expect(await searchTitles(testApp, 'search=7')).toEqual(['Road 7 House']);
    expect(await searchTitles(testApp, 'search=17')).toEqual(['Sector 17 Loft']);
    // A fragment of two letters finds nothing, and no typo search runs on it.
    expect(await searchTitles(testApp, 'search=oz')).toEqual([]);
    expect(await searchTitles(testApp, 'search=%25c_')).toEqual(['Block C Flat']);
  });

  it('from three letters or digits, a fragment matches again', async () => {
    expect(await searchTitles(testApp, 'search=coz')).toEqual(['Cozy Corner Flat']);
    expect(await searchTitles(testApp, 'search=ctor%201')).toEqual(['Sector 17 Loft']);
  });
});

describe("LIKE's wildcards typed by a visitor", () => {
  it('are the literal characters', async () => {
    // As wildcards, '_' would also find 'OffxSale' and '%' '500 Offices'.
    expect(await searchTitles(testApp, 'search=f_sal')).toEqual(['50% Off_Sale Villa']);
    expect(await searchTitles(testApp, 'search=50%25%20off')).toEqual(['50% Off_Sale Villa']);
  });
});
