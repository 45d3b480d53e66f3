/**
 * Issue 11's search filters on GET /api/getVerifiedProperties (decision 022): each alone,
 * combined with each other and with the spec's parameters, every sort, and bad input.
 */
import { propertyListSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser } from './helpers/factory';
import { searchTitles as listTitles, searchProperties } from './helpers/search';

let testApp: TestApp;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * 24 * 60 * 60 * 1000);
}

const search = (query: string) => searchProperties(testApp, query);
const searchTitles = (query: string) => listTitles(testApp, query);

const noFacilities = { interiorFacilities: [], outdoorFacilities: [], otherFacilities: [] };

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent' });
  const fraud = await createUser(db, { role: 'fraud' });
  await createProperty(db, agent, {
    title: 'Dhamrai Studio',
    listedFor: 'For Rent',
    category: 'Studio',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhamrai',
    bedRooms: 1,
    bathRooms: 1,
    propertySize: 600,
    minPrice: 8000,
    maxPrice: 9000,
    ...noFacilities,
    addedAt: daysAgo(1),
  });
  await createProperty(db, agent, {
    title: 'Savar Family Flat',
    listedFor: 'For Rent',
    category: 'Apartment',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    bedRooms: 3,
    bathRooms: 2,
    propertySize: 1900,
    minPrice: 15000,
    maxPrice: 20000,
    ...noFacilities,
    interiorFacilities: ['Gym'],
    otherFacilities: ['WiFi'],
    addedAt: daysAgo(2),
  });
  await createProperty(db, agent, {
    title: 'Hathazari Office Floor',
    listedFor: 'For Rent',
    category: 'Office',
    division: 'Chattogram',
    district: 'Chattogram',
    upozila: 'Hathazari',
    bedRooms: 0,
    bathRooms: 2,
    propertySize: 1800,
    minPrice: 60000,
    maxPrice: 80000,
    ...noFacilities,
    interiorFacilities: ['Laundry'],
    addedAt: daysAgo(5),
  });
  await createProperty(db, agent, {
    title: 'Kaliakair House',
    listedFor: 'For Sale',
    category: 'Single Family House',
    division: 'Dhaka',
    district: 'Gazipur',
    upozila: 'Kaliakair',
    bedRooms: 4,
    bathRooms: 3,
    propertySize: 2400,
    minPrice: 500000,
    maxPrice: 650000,
    ...noFacilities,
    outdoorFacilities: ['Pool', 'Garage Attached'],
    addedAt: daysAgo(20),
  });
  await createProperty(db, agent, {
    title: 'Patiya Condo',
    listedFor: 'For Sale',
    category: 'Condo',
    division: 'Chattogram',
    district: 'Chattogram',
    upozila: 'Patiya',
    bedRooms: 5,
    bathRooms: 4,
    propertySize: 3500,
    minPrice: 900000,
    maxPrice: 1200000,
    ...noFacilities,
    otherFacilities: ['Elevator'],
    addedAt: daysAgo(40),
  });
  // Never public, though they match the broadest filters below.
  const hidden = {
    listedFor: 'For Rent' as const,
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    bedRooms: 6,
    bathRooms: 6,
    propertySize: 1900,
    minPrice: 15000,
    maxPrice: 20000,
    interiorFacilities: ['Gym'],
    addedAt: daysAgo(0),
  };
  await createProperty(db, agent, { ...hidden, title: 'Pending Savar Flat', verificationStatus: 'pending' });
  await createProperty(db, fraud, { ...hidden, title: 'Fraud Savar Flat' });
});

afterAll(async () => {
  await testApp?.close();
});

const NEWEST = [
  'Dhamrai Studio',
  'Savar Family Flat',
  'Hathazari Office Floor',
  'Kaliakair House',
  'Patiya Condo',
];
const CHEAPEST = [
  'Dhamrai Studio',
  'Savar Family Flat',
  'Hathazari Office Floor',
  'Kaliakair House',
  'Patiya Condo',
];
const SMALLEST = [
  'Dhamrai Studio',
  'Hathazari Office Floor',
  'Savar Family Flat',
  'Kaliakair House',
  'Patiya Condo',
];

describe('each filter alone', () => {
  it.each([
    ['listedFor=For%20Rent', ['Dhamrai Studio', 'Savar Family Flat', 'Hathazari Office Floor']],
    ['listedFor=For%20Sale', ['Kaliakair House', 'Patiya Condo']],
    ['listedFor=All', NEWEST],
    ['division=Chattogram', ['Hathazari Office Floor', 'Patiya Condo']],
    ['district=Gazipur', ['Kaliakair House']],
    ['upazila=Savar', ['Savar Family Flat']],
    ['minBedrooms=4', ['Kaliakair House', 'Patiya Condo']],
    ['minBedrooms=0', NEWEST],
    ['minBathrooms=3', ['Kaliakair House', 'Patiya Condo']],
    ['minSize=1800', ['Savar Family Flat', 'Hathazari Office Floor', 'Kaliakair House', 'Patiya Condo']],
    ['maxSize=1200', ['Dhamrai Studio']],
    ['minSize=1000&maxSize=2000', ['Savar Family Flat', 'Hathazari Office Floor']],
    // A budget matches every listing whose price range overlaps it.
    ['minPrice=10000&maxPrice=20000', ['Savar Family Flat']],
    ['minPrice=20000&maxPrice=20000', ['Savar Family Flat']],
    ['maxPrice=9000', ['Dhamrai Studio']],
    ['minPrice=600000', ['Kaliakair House', 'Patiya Condo']],
    // Typed as people say amounts (decision 045): lakh, crore, Bangla digits and words, separators.
    ['minPrice=6%20lakh', ['Kaliakair House', 'Patiya Condo']],
    ['minPrice=6,00,000', ['Kaliakair House', 'Patiya Condo']],
    [`minPrice=${encodeURIComponent('৬ লাখ')}`, ['Kaliakair House', 'Patiya Condo']],
    ['maxPrice=9k', ['Dhamrai Studio']],
    ['categories=Studio,Office', ['Dhamrai Studio', 'Hathazari Office Floor']],
    ['categories=Studio&categories=Condo', ['Dhamrai Studio', 'Patiya Condo']],
    ['amenities=Pool', ['Kaliakair House']],
    ['amenities=Gym', ['Savar Family Flat']],
    ['amenities=Elevator,Laundry', ['Hathazari Office Floor', 'Patiya Condo']],
    ['addedWithinDays=3', ['Dhamrai Studio', 'Savar Family Flat']],
    ['addedWithinDays=7', ['Dhamrai Studio', 'Savar Family Flat', 'Hathazari Office Floor']],
    ['minBedrooms=&minPrice=&sort=', NEWEST],
  ])('%s', async (query, titles) => {
    expect(await searchTitles(query)).toEqual(titles);
  });
});

describe('filters combined', () => {
  it.each([
    ['listedFor=For%20Rent&division=Dhaka&minBedrooms=3&maxPrice=25000', ['Savar Family Flat']],
    ['listedFor=For%20Sale&amenities=Pool,Elevator&sort=size-desc', ['Patiya Condo', 'Kaliakair House']],
    ['listedFor=For%20Sale&amenities=Pool,Elevator&categories=Condo', ['Patiya Condo']],
    ['division=Dhaka&district=Dhaka&upazila=Dhamrai', ['Dhamrai Studio']],
    ['division=Chattogram&district=Gazipur', []],
    [
      'minBathrooms=2&minSize=1000&maxSize=2500&addedWithinDays=30',
      ['Savar Family Flat', 'Hathazari Office Floor', 'Kaliakair House'],
    ],
    // With the spec's own parameters.
    ['category=Office&listedFor=For%20Rent', ['Hathazari Office Floor']],
    ['priceRange=50000-100000&listedFor=For%20Rent', ['Hathazari Office Floor']],
    ['search=Savar&minBedrooms=3', ['Savar Family Flat']],
    ['category=Condo&categories=Studio,Condo', ['Patiya Condo']],
  ])('%s', async (query, titles) => {
    expect(await searchTitles(query)).toEqual(titles);
  });

  it('counts only the filtered matches in X-Total-Count and pages them', async () => {
    const response = await search('listedFor=For%20Rent&limit=2&page=2&sort=price-asc');
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('3');
    expect(propertyListSchema.parse(response.json()).map((p) => p.propertyTitle)).toEqual([
      'Hathazari Office Floor',
    ]);
  });
});

describe('sort', () => {
  it.each([
    ['sort=newest', NEWEST],
    ['sort=price-asc', CHEAPEST],
    ['sort=price-desc', [...CHEAPEST].reverse()],
    ['sort=size-asc', SMALLEST],
    ['sort=size-desc', [...SMALLEST].reverse()],
    // The spec's priceSort works as before; `sort` wins when both are given.
    ['priceSort=desc', [...CHEAPEST].reverse()],
    ['priceSort=asc&sort=size-desc', [...SMALLEST].reverse()],
  ])('%s', async (query, titles) => {
    expect(await searchTitles(query)).toEqual(titles);
  });

  // A later page chooses its ids first and reads only their rows: the same listings in the same order.
  it.each([
    ['sort=newest', NEWEST],
    ['sort=price-asc', CHEAPEST],
    ['sort=size-desc', [...SMALLEST].reverse()],
    ['priceSort=desc', [...CHEAPEST].reverse()],
  ])('pages %s in slices of two', async (query, titles) => {
    const pages: string[][] = [];
    for (let page = 1; page <= Math.ceil(titles.length / 2); page++) {
      pages.push(await searchTitles(`${query}&limit=2&page=${page}`));
    }
    expect(pages.every((page) => page.length > 0)).toBe(true);
    expect(pages.flat()).toEqual(titles);
  });
});

describe('bad filter values', () => {
  const tooMany = Array.from({ length: 21 }, () => 'Condo').join(',');
  it.each([
    ['listedFor=For%20Lease', "listedFor must be 'For Rent' or 'For Sale'"],
    ['division=Atlantis', 'division must be a known division name'],
    ['district=Savar', 'district must be a known district name'],
    ['upazila=Nowhere', 'upazila must be a known upazila name'],
    ['minBedrooms=-1', 'minBedrooms must be a whole number from 0 to 100'],
    ['minBedrooms=abc', 'minBedrooms must be a whole number from 0 to 100'],
    ['minBedrooms=2.5', 'minBedrooms must be a whole number from 0 to 100'],
    ['minBedrooms=1&minBedrooms=2', 'minBedrooms must be a whole number from 0 to 100'],
    ['minBathrooms=101', 'minBathrooms must be a whole number from 0 to 100'],
    ['minSize=1e3', 'minSize must be a whole number from 0 to 10000000'],
    [
      'minPrice=99999999999999999999',
      'minPrice must be an amount in Taka from 0 to 2000000000, such as 8500000, 85 lakh or 1.2 crore',
    ],
    [
      'maxPrice=3000000000',
      'maxPrice must be an amount in Taka from 0 to 2000000000, such as 8500000, 85 lakh or 1.2 crore',
    ],
    [
      'maxPrice=cheap',
      'maxPrice must be an amount in Taka from 0 to 2000000000, such as 8500000, 85 lakh or 1.2 crore',
    ],
    [
      'minPrice=85%20million',
      'minPrice must be an amount in Taka from 0 to 2000000000, such as 8500000, 85 lakh or 1.2 crore',
    ],
    [
      'minPrice=-5',
      'minPrice must be an amount in Taka from 0 to 2000000000, such as 8500000, 85 lakh or 1.2 crore',
    ],
    ['minPrice=5000&maxPrice=2000', 'minPrice must not be above maxPrice'],
    ['minSize=2000&maxSize=1000', 'minSize must not be above maxSize'],
    ['categories=Castle', 'categories must be a list of the ten categories'],
    ['categories=Condo,Castle', 'categories must be a list of the ten categories'],
    [`categories=${tooMany}`, 'categories may hold at most 20 values'],
    ['amenities=Sauna', 'amenities must be a list of the listing facilities'],
    ['addedWithinDays=0', 'addedWithinDays must be a whole number from 1 to 3650'],
    ['addedWithinDays=-7', 'addedWithinDays must be a whole number from 1 to 3650'],
    ['sort=cheapest', 'sort must be one of newest, price-asc, price-desc, size-asc, size-desc'],
  ])('%s answers 400 with a message and changes nothing', async (query, message) => {
    const { db } = testApp.app;
    const before = await db.select({ n: count() }).from(properties);
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(await db.select({ n: count() }).from(properties)).toEqual(before);
  });
});
