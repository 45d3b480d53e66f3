/**
 * City areas, map bounds and bounded paging on GET /api/getVerifiedProperties (decision 024):
 * each alone, with the other filters (the Gulshan journey), their edges and bad input.
 */
import { DEEP_PAGE_MESSAGE, propertyListSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchTitles as listTitles, searchProperties } from './helpers/search';

let testApp: TestApp;

const search = (query: string) => searchProperties(testApp, query);
const searchTitles = (query: string) => listTitles(testApp, query);

const gulshan = { division: 'Dhaka', district: 'Dhaka', upozila: 'Dhaka Metropolitan', area: 'Gulshan' };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const fraud = await createUser(db, { role: 'fraud' });
  await createProperty(db, agent, {
    ...gulshan,
    title: 'Gulshan 3-Bed Flat',
    listedFor: 'For Rent',
    category: 'Apartment',
    bedRooms: 3,
    minPrice: 2400,
    maxPrice: 2600,
    latitude: '23.7925',
    longitude: '90.4150',
    addedAt: minutesAgo(1),
  });
  await createProperty(db, agent, {
    ...gulshan,
    title: 'Gulshan 2-Bed Flat',
    listedFor: 'For Rent',
    bedRooms: 2,
    minPrice: 1800,
    maxPrice: 2000,
    latitude: '23.7900',
    longitude: '90.4100',
    addedAt: minutesAgo(2),
  });
  await createProperty(db, agent, {
    ...gulshan,
    title: 'Gulshan 4-Bed Penthouse',
    listedFor: 'For Rent',
    bedRooms: 4,
    minPrice: 6500,
    maxPrice: 7000,
    latitude: '23.7950',
    longitude: '90.4200',
    addedAt: minutesAgo(3),
  });
  await createProperty(db, agent, {
    ...gulshan,
    title: 'Gulshan Flat For Sale',
    listedFor: 'For Sale',
    bedRooms: 3,
    minPrice: 420000,
    maxPrice: 450000,
    latitude: '23.7800',
    longitude: '90.4000',
    addedAt: minutesAgo(4),
  });
  await createProperty(db, agent, {
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    area: 'Banani',
    title: 'Banani 3-Bed Flat',
    listedFor: 'For Rent',
    bedRooms: 3,
    minPrice: 2500,
    maxPrice: 2700,
    latitude: '23.7940',
    longitude: '90.4040',
    addedAt: minutesAgo(5),
  });
  await createProperty(db, agent, {
    division: 'Chattogram',
    district: 'Chattogram',
    upozila: 'Chattogram Metropolitan',
    area: 'Kotwali',
    title: 'Chattogram Kotwali Shop',
    listedFor: 'For Rent',
    category: 'Shop',
    bedRooms: 0,
    latitude: '22.3350',
    longitude: '91.8350',
    addedAt: minutesAgo(6),
  });
  await createProperty(db, agent, {
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    title: 'Savar House',
    latitude: '23.8583',
    longitude: '90.2667',
    addedAt: minutesAgo(7),
  });
  // Text that no form writes today must still be stored, and simply has no place on the map.
  await createProperty(db, agent, {
    title: 'Listing Without Numeric Coordinates',
    latitude: 'north of the lake',
    longitude: '',
    addedAt: minutesAgo(8),
  });
  // Never public, though inside every Gulshan filter below.
  const hidden = { ...gulshan, listedFor: 'For Rent' as const, bedRooms: 3, minPrice: 2000, maxPrice: 2200 };
  await createProperty(db, agent, {
    ...hidden,
    title: 'Pending Gulshan Flat',
    verificationStatus: 'pending',
  });
  await createProperty(db, fraud, { ...hidden, title: 'Fraud Gulshan Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('area filter', () => {
  it.each([
    [
      'area=Gulshan',
      ['Gulshan 3-Bed Flat', 'Gulshan 2-Bed Flat', 'Gulshan 4-Bed Penthouse', 'Gulshan Flat For Sale'],
    ],
    ['area=Banani', ['Banani 3-Bed Flat']],
    // Kotwali is a thana of both cities: the district tells them apart.
    ['area=Kotwali', ['Chattogram Kotwali Shop']],
    ['area=Kotwali&district=Dhaka', []],
    ['area=Uttara%20East', []],
    [
      'area=&listedFor=For%20Sale',
      ['Gulshan Flat For Sale', 'Savar House', 'Listing Without Numeric Coordinates'],
    ],
    ['area=All&area=', undefined],
  ])('%s', async (query, expected) => {
    if (expected === undefined) {
      expect((await search(query)).statusCode).toBe(400);
      return;
    }
    expect(await searchTitles(query)).toEqual(expected);
  });

  it('finds a 3-bedroom flat for rent in Gulshan under a budget, and only that', async () => {
    const response = await search('listedFor=For%20Rent&area=Gulshan&minBedrooms=3&maxPrice=3000');
    expect(response.statusCode).toBe(200);
    expect(propertyListSchema.parse(response.json()).map((p) => p.propertyTitle)).toEqual([
      'Gulshan 3-Bed Flat',
    ]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('1');
    const [flat] = propertyListSchema.parse(response.json());
    expect(flat?.area).toBe('Gulshan');
  });

  it('answers every property with its area, empty for none', async () => {
    const response = await search('search=Savar%20House');
    expect(propertyListSchema.parse(response.json())[0]?.area).toBe('');
  });

  it.each(['Gulsh', 'gulshan', 'Savar', 'Dhaka'])('refuses area=%s with 400', async (area) => {
    const response = await search(`area=${encodeURIComponent(area)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('area must be a known area name');
  });

  it('refuses an area name longer than any place name', async () => {
    const response = await search(`area=${'x'.repeat(101)}`);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'area must be a place name',
    });
  });
});

describe('map bounds', () => {
  const box = (
    north: number | string,
    south: number | string,
    east: number | string,
    west: number | string,
  ) => `north=${north}&south=${south}&east=${east}&west=${west}`;

  it('finds the listings inside a box and none outside it', async () => {
    expect(await searchTitles(box(23.8, 23.785, 90.418, 90.405))).toEqual([
      'Gulshan 3-Bed Flat',
      'Gulshan 2-Bed Flat',
    ]);
    expect(await searchTitles(box(22.4, 22.3, 91.9, 91.8))).toEqual(['Chattogram Kotwali Shop']);
    expect(await searchTitles(box(21, 20.5, 89, 88.5))).toEqual([]);
  });

  it('includes a listing exactly on an edge or a corner, and not one a millionth of a degree outside', async () => {
    expect(await searchTitles(box(23.7925, 23.7925, 90.415, 90.415))).toEqual(['Gulshan 3-Bed Flat']);
    expect(await searchTitles(box(23.7925, 23.79, 90.415, 90.41))).toEqual([
      'Gulshan 3-Bed Flat',
      'Gulshan 2-Bed Flat',
    ]);
    expect(await searchTitles(box(23.792499, 23.7901, 90.4149, 90.4101))).toEqual([]);
    expect(await searchTitles(box(23.7925, 23.7925, 90.415001, 90.4150005))).toEqual([]);
  });

  it('combines with the other filters and the count', async () => {
    const response = await search(`${box(23.8, 23.78, 90.42, 90.4)}&listedFor=For%20Rent&minBedrooms=3`);
    expect(propertyListSchema.parse(response.json()).map((p) => p.propertyTitle)).toEqual([
      'Gulshan 3-Bed Flat',
      'Gulshan 4-Bed Penthouse',
      'Banani 3-Bed Flat',
    ]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
  });

  it('takes the whole world, and empty bounds as no bounds', async () => {
    expect(await searchTitles(box(90, -90, 180, -180))).toHaveLength(7);
    expect(await searchTitles('north=&south=&east=&west=')).toHaveLength(8);
  });

  it.each([
    ['north=23.8', 'north, south, east and west must be given together'],
    ['north=23.8&south=23.7&east=90.5', 'north, south, east and west must be given together'],
    ['west=90.3', 'north, south, east and west must be given together'],
    [box(23.7, 23.8, 90.5, 90.3), 'south must not be above north'],
    [box(23.8, 23.7, 90.3, 90.5), 'west must not be above east'],
    [box(91, 23.7, 90.5, 90.3), 'north must be a latitude from -90 to 90'],
    [box(23.8, -90.5, 90.5, 90.3), 'south must be a latitude from -90 to 90'],
    [box(23.8, 23.7, 180.01, 90.3), 'east must be a longitude from -180 to 180'],
    [box(23.8, 23.7, 90.5, -181), 'west must be a longitude from -180 to 180'],
    [box('abc', 23.7, 90.5, 90.3), 'north must be a latitude from -90 to 90'],
    [box('1e1', 23.7, 90.5, 90.3), 'north must be a latitude from -90 to 90'],
    [box(23.8, 23.7, 'NaN', 90.3), 'east must be a longitude from -180 to 180'],
    [box(23.8, 23.7, 'Infinity', 90.3), 'east must be a longitude from -180 to 180'],
    [box('0x10', 23.7, 90.5, 90.3), 'north must be a latitude from -90 to 90'],
    [`${box(23.8, 23.7, 90.5, 90.3)}&north=23.9`, 'north must be a latitude from -90 to 90'],
  ])('refuses %s with 400', async (query, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });
});

describe('bounded paging', () => {
  it.each([
    ['page=84&limit=12', 200],
    ['page=10&limit=100', 200],
    ['page=1000&limit=1', 200],
    ['page=85&limit=12', 400],
    ['page=11&limit=100', 400],
    ['page=1001&limit=1', 400],
    ['page=10000&limit=100', 400],
  ])('%s answers %i', async (query, status) => {
    const response = await search(query);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(propertyListSchema.parse(response.json())).toEqual([]);
    else expect(response.json().message).toBe(DEEP_PAGE_MESSAGE);
  });

  it('says so in words', () => {
    expect(DEEP_PAGE_MESSAGE).toBe('Only the first 1000 matches can be paged through; narrow the search');
  });
});
