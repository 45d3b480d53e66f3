/**
 * GET /api/searchMap (decision 024): the public matches of a search as map points, newest
 * first, at most MAX_MAP_POINTS, with a capped total; the list's filters and its bad input.
 * A point carries only its id, place and price (decision 027): tests name listings by title, read
 * from the database by id.
 */
import { MAX_MAP_POINTS, type MapPoint, searchMapResponseSchema } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';

let testApp: TestApp;

/** The titles of the listings the points stand for, in the points' order. */
async function titlesOf(app: TestApp, points: MapPoint[]) {
  const rows = await app.app.db.select({ id: properties.id, title: properties.title }).from(properties);
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return points.map((point) => titles.get(point.id));
}

async function searchMap(query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/searchMap?${query}` });
}

async function mapTitles(query = '') {
  const response = await searchMap(query);
  expect(response.statusCode, response.body).toBe(200);
  return titlesOf(testApp, searchMapResponseSchema.parse(response.json()).points);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const fraud = await createUser(db, { role: 'fraud' });
  await createProperty(db, agent, {
    title: 'Gulshan 3-Bed Flat',
    image: '/uploads/gulshan.webp',
    location: 'House 4, Road 90, Gulshan 2, Dhaka',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    area: 'Gulshan',
    listedFor: 'For Rent',
    category: 'Apartment',
    bedRooms: 3,
    bathRooms: 2,
    propertySize: 1650,
    minPrice: 2400,
    maxPrice: 2600,
    latitude: '23.7925',
    longitude: '90.4150',
    addedAt: minutesAgo(1),
  });
  await createProperty(db, agent, {
    title: 'Sylhet Villa',
    division: 'Sylhet',
    district: 'Sylhet',
    upozila: 'Sylhet Sadar',
    listedFor: 'For Sale',
    bedRooms: 5,
    latitude: '24.8949',
    longitude: '91.8687',
    addedAt: minutesAgo(2),
  });
  await createProperty(db, agent, {
    title: 'Listing Without Numeric Coordinates',
    latitude: 'unknown',
    longitude: 'unknown',
    addedAt: minutesAgo(3),
  });
  await createProperty(db, agent, { title: 'Pending Flat', verificationStatus: 'pending' });
  await createProperty(db, agent, { title: 'Rejected Flat', verificationStatus: 'rejected' });
  await createProperty(db, fraud, { title: 'Fraud Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/searchMap', () => {
  it('answers public listings as points, newest first, with what a marker shows and nothing more', async () => {
    const response = await searchMap();
    expect(response.statusCode).toBe(200);
    const body = searchMapResponseSchema.parse(response.json());
    expect(await titlesOf(testApp, body.points)).toEqual(['Gulshan 3-Bed Flat', 'Sylhet Villa']);
    expect(body.total).toBe(2);
    expect(body.isCapped).toBe(false);
    expect(response.json().points[0]).toEqual({
      id: expect.any(String),
      lat: 23.7925,
      lng: 90.415,
      minPrice: 2400,
      listedFor: 'For Rent',
    });
    expect(response.json().points[1]).toMatchObject({ lat: 24.8949, lng: 91.8687, listedFor: 'For Sale' });
  });

  it("leaves out pending and rejected listings and the fraud agent's", async () => {
    const titles = await mapTitles();
    for (const hidden of ['Pending Flat', 'Rejected Flat', 'Fraud Flat'])
      expect(titles).not.toContain(hidden);
  });

  it.each([
    ['listedFor=For%20Rent&area=Gulshan&minBedrooms=3&maxPrice=3000', ['Gulshan 3-Bed Flat']],
    ['listedFor=For%20Sale', ['Sylhet Villa']],
    ['division=Sylhet', ['Sylhet Villa']],
    ['minBedrooms=4', ['Sylhet Villa']],
    ['north=24&south=23&east=91&west=90', ['Gulshan 3-Bed Flat']],
    ['north=23.7925&south=23.7925&east=90.415&west=90.415', ['Gulshan 3-Bed Flat']],
    ['north=21&south=20.5&east=89&west=88.5', []],
    ['search=Villa', ['Sylhet Villa']],
    ['search=zzzz', []],
    // The list's paging and sorts are not the map's business: read by nobody, refused for nobody.
    ['page=500&limit=100&sort=price-desc&priceSort=asc', ['Gulshan 3-Bed Flat', 'Sylhet Villa']],
  ])('applies the search filters: %s', async (query, expected) => {
    const response = await searchMap(query);
    const body = searchMapResponseSchema.parse(response.json());
    expect(await titlesOf(testApp, body.points)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it.each([
    ['north=23.8', 'north, south, east and west must be given together'],
    ['north=23&south=24&east=91&west=90', 'south must not be above north'],
    ['north=24&south=23&east=91&west=190', 'west must be a longitude from -180 to 180'],
    ['area=Narnia', 'area must be a known area name'],
    ['minBedrooms=-1', 'minBedrooms must be a whole number from 0 to 100'],
    ['sort=cheapest', 'sort must be one of newest, price-asc, price-desc, size-asc, size-desc'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await searchMap(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });
});

describe('GET /api/searchMap with more matches than points', () => {
  let capped: TestApp;

  beforeAll(async () => {
    capped = await buildTestApp();
    const { db } = capped.app;
    const agent = await createUser(db, { role: 'agent' });
    const template = await createProperty(db, agent, {
      title: 'Copy 0',
      latitude: '23.7',
      longitude: '90.4',
    });
    // Newer copies have bigger numbers, so "newest first" starts at the last one.
    await db.execute(sql`
      insert into properties (agent_id, image, title, location, description, min_price, max_price,
        verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
        association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
        latitude, longitude, created_at)
      select agent_id, image, 'Copy ' || n, location, description, min_price, max_price,
        verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
        association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
        (23.7 + n / 100000.0)::text, longitude, created_at + make_interval(secs => n)
      from properties, generate_series(1, ${MAX_MAP_POINTS + 4}) as n
      where id = ${template.id}`);
  }, 60_000);

  afterAll(async () => {
    await capped?.close();
  });

  it('answers the newest MAX_MAP_POINTS points, the capped total and isCapped', async () => {
    const response = await capped.app.inject({ method: 'GET', url: '/api/searchMap' });
    const body = searchMapResponseSchema.parse(response.json());
    expect(body.points).toHaveLength(MAX_MAP_POINTS);
    expect(body.total).toBe(1000);
    expect(body.isCapped).toBe(true);
    const titles = await titlesOf(capped, body.points);
    expect(titles[0]).toBe(`Copy ${MAX_MAP_POINTS + 4}`);
    expect(titles.at(-1)).toBe('Copy 5');
  });

  it('counts exactly when a filter leaves fewer than the cap', async () => {
    const response = await capped.app.inject({
      method: 'GET',
      url: '/api/searchMap?north=23.70005&south=23.69&east=91&west=90',
    });
    const body = searchMapResponseSchema.parse(response.json());
    expect(await titlesOf(capped, body.points)).toEqual([
      'Copy 5',
      'Copy 4',
      'Copy 3',
      'Copy 2',
      'Copy 1',
      'Copy 0',
    ]);
    expect(body.total).toBe(6);
    expect(body.isCapped).toBe(false);
  });
});
