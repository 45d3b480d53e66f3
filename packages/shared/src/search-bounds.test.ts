import { describe, expect, it } from 'vitest';
import { DEEP_PAGE_MESSAGE, MAX_COUNTED_RESULTS, MAX_MAP_POINTS } from './constants';
import { addPropertyBodySchema, LISTING_MESSAGES, updatePropertyBodySchema } from './listing';
import { mapPointSchema, searchMapResponseSchema } from './map';
import { readMapBounds, searchMapQuerySchema, searchQuerySchema } from './search';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('area filter', () => {
  it('keeps a known city area of either city, and treats empty and All as no filter', () => {
    expect(searchQuerySchema.parse({ area: ' Gulshan ' }).area).toBe('Gulshan');
    expect(searchQuerySchema.parse({ area: 'Panchlaish' }).area).toBe('Panchlaish');
    expect(searchQuerySchema.parse({ area: '' }).area).toBeUndefined();
    expect(searchQuerySchema.parse({ area: 'All' }).area).toBeUndefined();
  });

  it.each(['Gulsh', 'dhaka-gulshan', 'Savar', 'Bashundhara R/A'])('refuses %s', (area) => {
    expect(messagesOf(searchQuerySchema.safeParse({ area }))).toEqual(['area must be a known area name']);
  });
});

describe('map bounds', () => {
  it('reads four decimal degrees, and none', () => {
    const query = searchQuerySchema.parse({ north: '23.9', south: '23.7', east: '+90.5', west: ' 90.3 ' });
    expect(readMapBounds(query)).toEqual({ north: 23.9, south: 23.7, east: 90.5, west: 90.3 });
    expect(readMapBounds(searchQuerySchema.parse({}))).toBeUndefined();
    expect(
      readMapBounds(searchQuerySchema.parse({ north: '', south: '', east: '', west: '' })),
    ).toBeUndefined();
  });

  it.each([
    [{ north: '23.9' }, 'north, south, east and west must be given together'],
    [{ north: '23.7', south: '23.9', east: '90.5', west: '90.3' }, 'south must not be above north'],
    [{ north: '23.9', south: '23.7', east: '90.3', west: '90.5' }, 'west must not be above east'],
    [{ north: '90.1', south: '23.7', east: '90.5', west: '90.3' }, 'north must be a latitude from -90 to 90'],
    [
      { north: '23.9', south: '23.7', east: '90.5', west: '-180.5' },
      'west must be a longitude from -180 to 180',
    ],
    [{ north: '2e1', south: '23.7', east: '90.5', west: '90.3' }, 'north must be a latitude from -90 to 90'],
    [
      { north: ['23.9', '24'], south: '23.7', east: '90.5', west: '90.3' },
      'north must be a latitude from -90 to 90',
    ],
  ])('refuses %j', (input, message) => {
    expect(messagesOf(searchQuerySchema.safeParse(input))).toEqual([message]);
    expect(messagesOf(searchMapQuerySchema.safeParse(input))).toEqual([message]);
  });
});

describe('bounded paging', () => {
  it('allows pages that start within the first matches only', () => {
    expect(searchQuerySchema.parse({ page: '84', limit: '12' }).page).toBe(84);
    expect(searchQuerySchema.parse({ page: '10', limit: '100' }).page).toBe(10);
    expect(messagesOf(searchQuerySchema.safeParse({ page: '85', limit: '12' }))).toEqual([DEEP_PAGE_MESSAGE]);
    expect(messagesOf(searchQuerySchema.safeParse({ page: '11', limit: '100' }))).toEqual([
      DEEP_PAGE_MESSAGE,
    ]);
    expect(DEEP_PAGE_MESSAGE).toContain(String(MAX_COUNTED_RESULTS));
  });

  it('gives a page out of its own range its own message only', () => {
    expect(messagesOf(searchQuerySchema.safeParse({ page: '10001' }))).toEqual([
      'page must be at most 10000',
    ]);
  });

  it('does not page the map: page, limit and sorts are dropped', () => {
    expect(searchMapQuerySchema.parse({ page: '500', limit: '100', area: 'Gulshan' })).not.toHaveProperty(
      'page',
    );
  });
});

describe('map schemas', () => {
  it('describe a point and the answer', () => {
    const point = { id: 'a', lat: 23.79, lng: 90.41, minPrice: 2400, listedFor: 'For Rent' };
    expect(mapPointSchema.parse(point)).toEqual(point);
    expect(searchMapResponseSchema.parse({ points: [point], total: 1, isCapped: false }).points).toHaveLength(
      1,
    );
    expect(mapPointSchema.safeParse({ ...point, lat: '23.79' }).success).toBe(false);
    // A point is what a marker draws: a card's fields are not part of it (decision 027).
    expect(mapPointSchema.parse({ ...point, title: 'Flat', image: '/uploads/a.webp' })).toEqual(point);
    expect(MAX_MAP_POINTS).toBe(MAX_COUNTED_RESULTS);
  });
});

describe('listing bodies with a city area', () => {
  const body = {
    propertyImage: '/uploads/images/a.webp',
    propertyTitle: 'Flat',
    // A rental has one rent (decision 047).
    minPrice: 2400,
    maxPrice: 2400,
    yearlyTax: 0,
    category: 'Apartment',
    listedFor: 'For Rent',
    propertyLocation: 'Road 90, Gulshan',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    latitude: '23.7925',
    longitude: '90.4150',
    propertySize: 1650,
    rooms: 6,
    bedRooms: 3,
    bathRooms: 2,
    builtYear: 2015,
    estimatedTaxes: 0,
  };

  it('takes an area of the chosen district, and none', () => {
    expect(addPropertyBodySchema.parse({ ...body, area: 'Gulshan' }).area).toBe('Gulshan');
    expect(addPropertyBodySchema.parse(body).area).toBe('');
  });

  it('refuses an area of another district', () => {
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...body, area: 'Khulshi' }))).toEqual([
      LISTING_MESSAGES.areaInvalid,
    ]);
  });

  it("takes a city area only with its district's metropolitan upazila, which also goes without one", () => {
    for (const upozila of ['Savar', 'Keraniganj']) {
      expect(messagesOf(addPropertyBodySchema.safeParse({ ...body, upozila, area: 'Gulshan' }))).toEqual([
        'A City Area Goes With Dhaka Metropolitan',
      ]);
    }
    const chattogram = { ...body, division: 'Chattogram', district: 'Chattogram', upozila: 'Hathazari' };
    expect(messagesOf(addPropertyBodySchema.safeParse({ ...chattogram, area: 'Khulshi' }))).toEqual([
      'A City Area Goes With Chattogram Metropolitan',
    ]);
    const city = { ...chattogram, upozila: 'Chattogram Metropolitan' };
    expect(addPropertyBodySchema.parse({ ...city, area: 'Khulshi' }).area).toBe('Khulshi');
    expect(addPropertyBodySchema.parse(city).area).toBe('');
    expect(addPropertyBodySchema.parse({ ...body, upozila: 'Savar', area: '' }).upozila).toBe('Savar');
  });

  it('leaves the update body without an area unless one is sent', () => {
    const update = {
      propertyImage: '/uploads/images/a.webp',
      propertyTitle: 'Flat',
      propertyLocation: 'Road 90',
      minPrice: 1,
      maxPrice: 2,
    };
    expect(updatePropertyBodySchema.parse(update)).not.toHaveProperty('area');
    expect(updatePropertyBodySchema.parse({ ...update, area: '' }).area).toBe('');
  });
});
