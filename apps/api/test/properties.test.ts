import { propertyListSchema, propertySchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo, type TestProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestUser;
let fraud: TestUser;
let verified: TestProperty;
let pending: TestProperty;
let rejected: TestProperty;
let fraudListing: TestProperty;
const advertisedTitles: string[] = [];

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  agent = await createUser(db, { role: 'agent', name: 'Nusrat Jahan', email: 'nusrat@example.test' });
  fraud = await createUser(db, { role: 'fraud', name: 'Flagged Agent', email: 'flagged@example.test' });
  verified = await createProperty(db, agent, {
    title: 'Dhanmondi Lake Apartment',
    location: 'House 4, Road 8, Dhanmondi',
    minPrice: 200000,
    maxPrice: 260000,
    listedFor: 'For Rent',
    category: 'Condo',
    addedAt: minutesAgo(500),
  });
  pending = await createProperty(db, agent, { verificationStatus: 'pending', advertiseStatus: 'advertise' });
  rejected = await createProperty(db, agent, { verificationStatus: 'rejected' });
  fraudListing = await createProperty(db, fraud, { advertiseStatus: 'advertise', addedAt: minutesAgo(1) });
  // Seven advertised public listings: the strip shows the six newest.
  for (let index = 0; index < 7; index++) {
    const title = `Advertised listing ${index}`;
    await createProperty(db, agent, {
      title,
      advertiseStatus: 'advertise',
      addedAt: minutesAgo(100 - index),
    });
    advertisedTitles.push(title);
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/detailProperty/:id', () => {
  it("answers the listing in the spec's shape, agent fields joined from the agent's user row", async () => {
    const response = await get(`/api/detailProperty/${verified.id}`);
    expect(response.statusCode).toBe(200);
    const property = propertySchema.strict().parse(response.json());
    expect(property).toMatchObject({
      _id: verified.id,
      propertyTitle: 'Dhanmondi Lake Apartment',
      propertyLocation: 'House 4, Road 8, Dhanmondi',
      propertyImage: verified.image,
      minPrice: 200000,
      maxPrice: 260000,
      propertyVerificationStatus: 'verified',
      agentName: 'Nusrat Jahan',
      agentEmail: 'nusrat@example.test',
      agentImage: agent.photo,
      listedFor: 'For Rent',
      category: 'Condo',
      interiorFacilities: ['Gym'],
      estimatedTaxes: 800,
      advertiseStatus: 'disadvertise',
      addedDate: verified.addedAt.toISOString(),
      updatedDate: verified.updatedAt.toISOString(),
    });
    expect(Object.keys(response.json())).not.toContain('searchVector');
  });

  it.each([
    ['pending', () => pending.id],
    ['rejected', () => rejected.id],
    ["a fraud agent's", () => fraudListing.id],
    ['an unknown', () => '00000000-0000-4000-8000-000000000000'],
  ])('answers 404 for %s listing', async (_label, id) => {
    const response = await get(`/api/detailProperty/${id()}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' });
  });

  it.each(['abc', '1%20OR%201=1', '123'])('answers 400 for the malformed id %s', async (id) => {
    const response = await get(`/api/detailProperty/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid id',
    });
  });
});

describe('GET /api/getAdvertiseProperty', () => {
  it('answers at most six advertised public listings, newest first', async () => {
    const response = await get('/api/getAdvertiseProperty');
    expect(response.statusCode).toBe(200);
    const properties = propertyListSchema.parse(response.json());
    expect(properties.map((property) => property.propertyTitle)).toEqual(advertisedTitles.slice(1).reverse());
    expect(properties.every((property) => property.advertiseStatus === 'advertise')).toBe(true);
    const ids = properties.map((property) => property._id);
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(fraudListing.id);
  });
});

describe('GET /api/getAgentProperties/:email', () => {
  it("answers the agent's verified listings, newest first", async () => {
    const response = await get('/api/getAgentProperties/nusrat@example.test');
    expect(response.statusCode).toBe(200);
    const properties = propertyListSchema.parse(response.json());
    expect(properties).toHaveLength(8);
    expect(properties[0]?.propertyTitle).toBe('Advertised listing 6');
    expect(properties.at(-1)?._id).toBe(verified.id);
    expect(properties.every((property) => property.propertyVerificationStatus === 'verified')).toBe(true);
  });

  it('pages the listings (the agent profile shows 12 at a time) and counts them all in X-Total-Count', async () => {
    const all = propertyListSchema.parse((await get('/api/getAgentProperties/nusrat@example.test')).json());
    const response = await get('/api/getAgentProperties/nusrat@example.test?page=3&limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('8');
    const page = propertyListSchema.parse(response.json());
    expect(page.map((property) => property._id)).toEqual(all.slice(6).map((property) => property._id));
    const past = await get('/api/getAgentProperties/nusrat@example.test?page=4&limit=3');
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('8');
  });

  it('answers 400 for a page or limit that is not a whole number in range', async () => {
    for (const query of ['page=0', 'page=x', 'limit=0', 'limit=1000', 'page=1.5']) {
      const response = await get(`/api/getAgentProperties/nusrat@example.test?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code, query).toBe('VALIDATION_ERROR');
    }
  });

  it('finds the agent whatever the case of the email', async () => {
    const response = await get('/api/getAgentProperties/NUSRAT@Example.test');
    expect(response.json()).toHaveLength(8);
  });

  it('answers an empty list for an unknown email and for a fraud agent', async () => {
    expect((await get('/api/getAgentProperties/nobody@example.test')).json()).toEqual([]);
    expect((await get('/api/getAgentProperties/flagged@example.test')).json()).toEqual([]);
  });

  it('answers 400 for a malformed email', async () => {
    const response = await get('/api/getAgentProperties/not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid email address' });
  });
});
