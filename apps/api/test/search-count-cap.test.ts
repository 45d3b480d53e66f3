import { MAX_COUNTED_RESULTS, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser } from './helpers/factory';

let testApp: TestApp;
const totalHeader = TOTAL_COUNT_HEADER.toLowerCase();
const cappedHeader = TOTAL_COUNT_CAPPED_HEADER.toLowerCase();
const titlesOf = (response: { json: () => { propertyTitle: string }[] }) =>
  response.json().map((listing) => listing.propertyTitle);

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  // One listing through the factory, then as many copies as it takes to pass the cap.
  const template = await createProperty(db, agent, { title: 'Riverside Flat', category: 'Condo' });
  await db.execute(sql`
    insert into properties (agent_id, image, title, location, description, min_price, max_price,
      verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
      association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
      latitude, longitude)
    select agent_id, image, 'Copy ' || n, location, description, min_price, max_price,
      verification_status, listed_for, 'Apartment', bed_rooms, bath_rooms, rooms, built_year,
      association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
      latitude, longitude
    from properties, generate_series(1, ${MAX_COUNTED_RESULTS + 4}) as n
    where id = ${template.id}`);
  // Newer than every copy, and a match of 'copy' only as a fragment (its whole word is 'copyright').
  await createProperty(db, agent, { title: 'Copyright Villa', category: 'Apartment' });
});

afterAll(async () => {
  await testApp.close();
});

describe('the number of matches', () => {
  it('is counted up to the cap, and the answer says when more match', async () => {
    const response = await testApp.app.inject({ url: '/api/getVerifiedProperties?limit=5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers[totalHeader]).toBe(String(MAX_COUNTED_RESULTS));
    expect(response.headers[cappedHeader]).toBe('true');
    expect(response.json()).toHaveLength(5);
  });

  it('is exact below the cap', async () => {
    const response = await testApp.app.inject({ url: '/api/getVerifiedProperties?category=Condo' });
    expect(response.headers[totalHeader]).toBe('1');
    expect(response.headers[cappedHeader]).toBeUndefined();
  });

  // Decision 073: past the cap on its whole words alone, a text's count stops there, and its page still
  // holds what matches only as a fragment.
  it('caps a text whose whole words pass the cap, and pages its fragment matches too', async () => {
    const response = await testApp.app.inject({ url: '/api/getVerifiedProperties?search=copy&limit=2' });
    expect(response.statusCode, response.body).toBe(200);
    expect(titlesOf(response)[0]).toBe('Copyright Villa');
    expect(response.headers[totalHeader]).toBe(String(MAX_COUNTED_RESULTS));
    expect(response.headers[cappedHeader]).toBe('true');
  });

  it('counts the fragment matches of a text whose whole words are below the cap', async () => {
    // 'opy' is no word of any title, and a fragment of 1 006.
    const response = await testApp.app.inject({ url: '/api/getVerifiedProperties?search=opy&limit=2' });
    expect(titlesOf(response)[0]).toBe('Copyright Villa');
    expect(response.headers[totalHeader]).toBe(String(MAX_COUNTED_RESULTS));
    expect(response.headers[cappedHeader]).toBe('true');
    const few = await testApp.app.inject({ url: '/api/getVerifiedProperties?search=copyr' });
    expect(titlesOf(few)).toEqual(['Copyright Villa']);
    expect(few.headers[totalHeader]).toBe('1');
  });

  // A page that is not full ends the matches, so the number comes from it; a full or empty later page needs a count.
  it.each([
    // 1005 matches: a full last allowed page counts past the cap.
    ['limit=100&page=10', 100, String(MAX_COUNTED_RESULTS), 'true'],
    ['category=Apartment&limit=100&page=10', 100, String(MAX_COUNTED_RESULTS), 'true'],
    // 'Copy 100' and 'Copy 1000' to 'Copy 1004': the second page of four holds the last two.
    ['search=Copy%20100&limit=4&page=2', 2, '6', undefined],
    ['search=Copy%20100&limit=4&page=1', 4, '6', undefined],
    ['search=Copy%20100&limit=4&page=3', 0, '6', undefined],
    ['category=Condo&page=1', 1, '1', undefined],
    ['category=Condo&limit=1&page=1', 1, '1', undefined],
    ['category=Condo&limit=1&page=2', 0, '1', undefined],
    ['search=zzzz', 0, '0', undefined],
  ] as const)('is right whatever the page holds: %s', async (query, rows, total, capped) => {
    const response = await testApp.app.inject({ url: `/api/getVerifiedProperties?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toHaveLength(rows);
    expect(response.headers[totalHeader]).toBe(total);
    expect(response.headers[cappedHeader]).toBe(capped);
  });
});
