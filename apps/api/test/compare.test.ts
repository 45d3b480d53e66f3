/**
 * GET /api/compareProperties (decision 038): up to 4 public listings in one call, in the order
 * asked, for visitors too; ids that are not public are named in missingIds; bad input is a 400.
 */
import { COMPARE_MESSAGES, compareResponseSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty, type TestUser } from './helpers/factory';
import { readPublicProperties } from './helpers/search';

let testApp: TestApp;
let agent: TestUser;
let listings: TestProperty[];

const UNKNOWN_ID = '7d1c7d1e-0000-4000-8000-000000000000';

function compare(query: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/compareProperties?${query}` });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  agent = await createUser(db, { role: 'agent' });
  listings = [];
  for (let index = 0; index < 5; index += 1) listings.push(await createProperty(db, agent));
});

afterAll(async () => {
  await testApp?.close();
});

function idOf(index: number): string {
  const listing = listings[index];
  if (!listing) throw new Error(`no listing ${index}`);
  return listing.id;
}

describe('GET /api/compareProperties', () => {
  it('answers a visitor the listings in the order asked, as every public call writes them', async () => {
    const ids = [idOf(2), idOf(0), idOf(1)];
    const response = await compare(`ids=${ids.join(',')}`);

    expect(response.statusCode, response.body).toBe(200);
    const body = compareResponseSchema.parse(response.json());
    expect(body.missingIds).toEqual([]);
    expect(body.properties).toEqual(await readPublicProperties(testApp.app.db, ids));
  });

  it('takes the parameter repeated too, and the same id twice once', async () => {
    const response = await compare(`ids=${idOf(0)}&ids=${idOf(1)},${idOf(0)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(compareResponseSchema.parse(response.json()).properties.map((p) => p._id)).toEqual([
      idOf(0),
      idOf(1),
    ]);
  });

  it('names the ids that are not public (pending, a fraud agent’s, unknown) and answers the rest', async () => {
    const { db } = testApp.app;
    const pending = await createProperty(db, agent, { verificationStatus: 'pending' });
    const fraud = await createUser(db, { role: 'fraud' });
    const fraudListing = await createProperty(db, fraud);

    const response = await compare(`ids=${[pending.id, idOf(3), fraudListing.id, UNKNOWN_ID].join(',')}`);

    expect(response.statusCode, response.body).toBe(200);
    const body = compareResponseSchema.parse(response.json());
    expect(body.properties.map((property) => property._id)).toEqual([idOf(3)]);
    expect(body.missingIds).toEqual([pending.id, fraudListing.id, UNKNOWN_ID]);
  });

  it.each([
    [
      'more than four listings',
      () => `ids=${listings.map((listing) => listing.id).join(',')}`,
      COMPARE_MESSAGES.tooMany,
    ],
    ['an id that is not a listing id', () => `ids=${idOf(0)},12345`, COMPARE_MESSAGES.badIds],
    ['an empty list', () => 'ids=,', COMPARE_MESSAGES.noIds],
    ['no ids at all', () => '', COMPARE_MESSAGES.noIds],
  ])('refuses %s with a 400 and a clear message', async (_case, query, message) => {
    const response = await compare(query());
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
