/**
 * The public property routes answer through a serializer compiled from their response schema
 * (response-serializer.ts, decision 023 "Server CPU per request") instead of zod's check and
 * JSON.stringify, or, for the search, with JSON PostgreSQL wrote (property-json-sql.ts): the same
 * bytes as zod's serializer gave for the same data, an unknown field never leaks, a missing one is
 * still an error. Searches of one shape reuse one built statement
 * (db/statement-cache.ts): a second search of that shape with other values finds its own listings.
 */
import {
  propertyListSchema,
  propertySchema,
  searchMapQuerySchema,
  searchMapResponseSchema,
  searchQuerySchema,
} from '@nestlane/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMapPoints } from '../src/modules/properties/map-points';
import { compiledSerializerCompiler } from '../src/modules/properties/response-serializer';
import { searchVerifiedProperties } from '../src/modules/properties/service';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { readPublicProperties, searchProperties } from './helpers/search';

let testApp: TestApp;

/** What fastify-type-provider-zod's serializer wrote for the same data: zod's encode, then JSON. */
const zodJson = (schema: { encode: (data: never) => unknown }, data: unknown) =>
  JSON.stringify(schema.encode(data as never));

const parseQuery = <T>(schema: { parse: (input: unknown) => T }, query: string) =>
  schema.parse(Object.fromEntries(new URLSearchParams(query)));

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', name: 'Rahim "Dhaka" Agent', photo: null });
  await createProperty(db, agent, {
    title: 'Lakeview Flat — "quoted" \\ back\nslash',
    category: 'Apartment',
    minPrice: 1500,
    maxPrice: 1800,
    listedFor: 'For Rent',
    interiorFacilities: ['Gym', 'Fireplace'],
    latitude: '23.7925',
    longitude: '90.4078',
    addedAt: minutesAgo(30),
  });
  await createProperty(db, agent, {
    title: 'Riverside Villa',
    category: 'Condo',
    minPrice: 250000,
    maxPrice: 300000,
    listedFor: 'For Sale',
    latitude: '23.8103',
    longitude: '90.4125',
    addedAt: minutesAgo(20),
  });
  await createProperty(db, agent, {
    title: 'Garden Studio',
    category: 'Studio',
    minPrice: 2000,
    maxPrice: 2000,
    listedFor: 'For Rent',
    latitude: '22.3569',
    longitude: '91.7832',
    addedAt: minutesAgo(10),
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the search answers', () => {
  it.each([
    '',
    'search=lakeview',
    'category=Condo&priceSort=asc',
    'listedFor=For%20Rent&sort=price-desc',
    'limit=1&page=2',
  ])('are the bytes zod wrote for the direct computation (%s)', async (query) => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/getVerifiedProperties?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const { json } = await searchVerifiedProperties(testApp.app.db, parseQuery(searchQuerySchema, query));
    expect(response.body).toBe(json);
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    expect(ids.length).toBeGreaterThan(0);
    const items = await readPublicProperties(testApp.app.db, ids);
    expect(response.body).toBe(zodJson(propertyListSchema, items));
  });

  it('gives the map the bytes zod wrote for the direct computation', async () => {
    const query = 'north=23.9&south=23.7&east=90.5&west=90.3';
    const response = await testApp.app.inject({ method: 'GET', url: `/api/searchMap?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    const direct = await findMapPoints(testApp.app.db, parseQuery(searchMapQuerySchema, query));
    expect(direct.points).toHaveLength(2);
    expect(response.body).toBe(zodJson(searchMapResponseSchema, direct));
  });

  it('answers a bad query in the API error shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/getVerifiedProperties?limit=0' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'statusCode']);
  });

  it('finds each search its own listings when one statement serves a shape', async () => {
    const titles = async (query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/getVerifiedProperties?${query}`,
      });
      return propertyListSchema.parse(response.json()).map((property) => property.propertyTitle);
    };
    expect(await titles('category=Condo')).toEqual(['Riverside Villa']);
    expect(await titles('category=Studio')).toEqual(['Garden Studio']);
    expect(await titles('categories=Studio,Condo')).toEqual(['Garden Studio', 'Riverside Villa']);
    expect(await titles('categories=Apartment,Studio')).toEqual([
      'Garden Studio',
      expect.stringMatching(/^Lakeview/),
    ]);
  });
});

describe('the compiled serializer', () => {
  async function searchIds(query: string) {
    const response = await searchProperties(testApp, query);
    return propertyListSchema.parse(response.json()).map((property) => property._id);
  }

  async function answer(data: unknown) {
    const app = Fastify();
    app.get(
      '/one',
      { serializerCompiler: compiledSerializerCompiler, schema: { response: { 200: propertySchema } } },
      async () => data,
    );
    const response = await app.inject({ method: 'GET', url: '/one' });
    await app.close();
    return response;
  }

  it('leaves out a field the schema does not name', async () => {
    const [property] = await readPublicProperties(testApp.app.db, await searchIds('category=Condo'));
    const response = await answer({ ...property, passwordHash: 'secret', agentId: 'agent-1' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual(property);
  });

  it('refuses an answer without a required field', async () => {
    const [property] = await readPublicProperties(testApp.app.db, await searchIds(''));
    const { agentEmail: _agentEmail, ...withoutEmail } = property as NonNullable<typeof property>;
    const response = await answer(withoutEmail);
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(property?.propertyTitle);
  });
});
