/**
 * Matching a listing against saved searches in SQL (decision 037): one test per filter kind.
 * Each saves a search, then the admin verifies a listing that fits and one that does not; after
 * the alert job only the fitting one is recorded, exactly as the search itself answers with the
 * same filters (the search is the reference).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, findUserRow, type TestProperty, type TestUser } from './helpers/factory';
import { matchedListingIds, runAlertJobs, saveSearch, verifyListing } from './helpers/saved-search-alerts';
import { searchTitles } from './helpers/search';

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let agent: TestUser;
let number = 0;

type ListingFields = Parameters<typeof createProperty>[2];

const noFacilities = { interiorFacilities: [], outdoorFacilities: [], otherFacilities: [] };

/** A pending listing (a plain Savar flat for sale unless told otherwise), with a unique title. */
function pendingListing(fields: ListingFields = {}): Promise<TestProperty> {
  number += 1;
  return createProperty(testApp.app.db, agent, {
    title: `Match case ${number} ${fields?.title ?? 'home'}`,
    verificationStatus: 'pending',
    listedFor: 'For Sale',
    category: 'Apartment',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Savar',
    latitude: '23.8583',
    longitude: '90.2667',
    bedRooms: 2,
    bathRooms: 1,
    propertySize: 1000,
    minPrice: 100_000,
    maxPrice: 120_000,
    ...noFacilities,
    ...fields,
  });
}

/** Saves `query`, verifies both listings, runs the jobs: only `fits` is matched, as the search says. */
async function expectOnlyFit(
  query: Record<string, string | string[]>,
  fits: ListingFields,
  misfits: ListingFields,
) {
  const saved = await saveSearch(testApp, buyer, query);
  const fit = await pendingListing(fits);
  const misfit = await pendingListing(misfits);
  await verifyListing(testApp, admin, fit.id);
  await verifyListing(testApp, admin, misfit.id);
  await runAlertJobs(testApp);
  expect(await matchedListingIds(testApp, saved._id)).toEqual([fit.id]);
  // The reference: the search page with the same filters.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  params.set('limit', '100');
  const titles = await searchTitles(testApp, params.toString());
  expect(titles).toContain(fit.title);
  expect(titles).not.toContain(misfit.title);
}

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await signUpAccount(testApp, { role: 'admin' });
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  agent = await createUser(testApp.app.db, { role: 'agent' });
});

afterAll(async () => {
  await testApp?.close();
});

describe('one filter at a time', () => {
  it('rent or buy', () =>
    expectOnlyFit({ listedFor: 'For Rent' }, { listedFor: 'For Rent' }, { listedFor: 'For Sale' }));

  it('division', () =>
    expectOnlyFit(
      { division: 'Chattogram' },
      { division: 'Chattogram', district: 'Chattogram', upozila: 'Hathazari' },
      {},
    ));

  it('district', () =>
    expectOnlyFit(
      { district: 'Gazipur' },
      { district: 'Gazipur', upozila: 'Kaliakair' },
      { upozila: 'Dhamrai' },
    ));

  it('upazila', () => expectOnlyFit({ upazila: 'Dhamrai' }, { upozila: 'Dhamrai' }, { upozila: 'Savar' }));

  it('city area', () =>
    expectOnlyFit(
      { area: 'Gulshan' },
      { upozila: 'Dhaka Metropolitan', area: 'Gulshan' },
      { upozila: 'Dhaka Metropolitan', area: 'Banani' },
    ));

  it('map box, edges included; a listing without coordinates is outside', async () => {
    const box = { north: '23.9', south: '23.8', east: '90.3', west: '90.2' };
    await expectOnlyFit(
      box,
      { latitude: '23.9', longitude: '90.2' },
      { latitude: '23.95', longitude: '90.25' },
    );
    await expectOnlyFit(
      box,
      { latitude: '23.85', longitude: '90.25' },
      { latitude: 'near the lake', longitude: '' },
    );
  });

  it('price band of the spec', () =>
    expectOnlyFit(
      { priceRange: '50000-100000' },
      { minPrice: 60_000, maxPrice: 70_000 },
      { minPrice: 150_000, maxPrice: 160_000 },
    ));

  it('budget: a listing whose range overlaps it', async () => {
    await expectOnlyFit(
      { minPrice: '110000', maxPrice: '130000' },
      { minPrice: 90_000, maxPrice: 115_000 },
      { minPrice: 131_000, maxPrice: 140_000 },
    );
    await expectOnlyFit(
      { minPrice: '110000' },
      { minPrice: 90_000, maxPrice: 115_000 },
      { minPrice: 90_000, maxPrice: 100_000 },
    );
  });

  it('bedrooms and bathrooms', async () => {
    await expectOnlyFit({ minBedrooms: '3' }, { bedRooms: 3 }, { bedRooms: 2 });
    await expectOnlyFit({ minBathrooms: '2' }, { bathRooms: 4 }, { bathRooms: 1 });
  });

  it('size', () =>
    expectOnlyFit({ minSize: '900', maxSize: '1200' }, { propertySize: 1200 }, { propertySize: 1300 }));

  it('category, one or several', async () => {
    await expectOnlyFit({ category: 'Condo' }, { category: 'Condo' }, { category: 'Apartment' });
    await expectOnlyFit({ categories: ['Studio', 'Office'] }, { category: 'Office' }, { category: 'Condo' });
  });

  it('facilities: any of them', () =>
    expectOnlyFit(
      { amenities: ['Gym', 'Pool'] },
      { outdoorFacilities: ['Pool'] },
      { otherFacilities: ['WiFi'] },
    ));

  it('typed text: words (stemmed) and part of a word', async () => {
    await expectOnlyFit(
      { search: 'lakeside flats' },
      { title: 'Lakeside Flat' },
      { title: 'Hillside House' },
    );
    await expectOnlyFit({ search: 'penthou' }, { title: 'Sky Penthouse' }, { title: 'Garden Cottage' });
  });

  it('listed within days, for a price cut on an older listing', async () => {
    const saved = await saveSearch(testApp, buyer, { addedWithinDays: '7' });
    const recent = await pendingListing({ addedAt: new Date(Date.now() - 2 * 86_400_000) });
    const old = await pendingListing({ addedAt: new Date(Date.now() - 30 * 86_400_000) });
    await verifyListing(testApp, admin, recent.id);
    await verifyListing(testApp, admin, old.id);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, saved._id)).toEqual([recent.id]);
  });

  it('several filters together must all hold', () =>
    expectOnlyFit(
      { listedFor: 'For Rent', upazila: 'Savar', minBedrooms: '2', amenities: ['Gym'] },
      { listedFor: 'For Rent', bedRooms: 2, interiorFacilities: ['Gym'] },
      { listedFor: 'For Rent', bedRooms: 2, interiorFacilities: ['Gym'], upozila: 'Dhamrai' },
    ));
});

/** A rental in Dhaka's Mirpur, at Mirpur 10's centre unless told otherwise (decision 049's localities). */
const mirpurRental = {
  listedFor: 'For Rent',
  upozila: 'Dhaka Metropolitan',
  area: 'Mirpur',
  latitude: '23.8069',
  longitude: '90.3687',
} as const;

/** Facts that fit every fact filter of `ALL_FACTS` (decision 047). */
const fittingFacts = {
  tenantType: 'family',
  furnishing: 'semi',
  gas: 'piped',
  hasLift: true,
  parkingSpaces: 1,
  availableFrom: '2027-01',
} as const;
const ALL_FACTS = {
  tenantType: 'family',
  furnishing: 'semi',
  gas: 'piped',
  hasLift: 'true',
  minParking: '1',
  availableBy: '2027-03',
};

describe('listing facts and localities, as the search reads them (decision 066)', () => {
  it('each fact filter on its own', async () => {
    // A listing open to anyone takes a family; one for bachelors does not.
    await expectOnlyFit({ tenantType: 'family' }, { tenantType: 'any' }, { tenantType: 'bachelor_men' });
    await expectOnlyFit({ furnishing: 'full' }, { furnishing: 'full' }, { furnishing: 'semi' });
    await expectOnlyFit({ gas: 'cylinder' }, { gas: 'cylinder' }, { gas: 'piped' });
    await expectOnlyFit({ hasLift: 'true' }, { hasLift: true }, { hasLift: false });
    await expectOnlyFit({ minParking: '2' }, { parkingSpaces: 2 }, { parkingSpaces: 1 });
    // A listing that names no month is available now.
    await expectOnlyFit({ availableBy: '2027-03' }, { availableFrom: null }, { availableFrom: '2027-04' });
  });

  it('every fact filter at once: a listing differing in one fact is not sent', async () => {
    const differing = [
      { tenantType: 'bachelor_women' },
      { furnishing: 'unfurnished' },
      { gas: 'none' },
      { hasLift: null },
      { parkingSpaces: 0 },
      { availableFrom: '2027-06' },
    ] as const;
    for (const difference of differing) {
      await expectOnlyFit(ALL_FACTS, fittingFacts, { ...fittingFacts, ...difference });
    }
  });

  it('a locality: filed under it, or unfiled near its centre; not another locality or further off', async () => {
    const query = { locality: 'Mirpur 10' };
    await expectOnlyFit(
      query,
      { ...mirpurRental, locality: 'Mirpur 10', latitude: '23.7990', longitude: '90.3600' },
      { ...mirpurRental, locality: 'Mirpur 2' },
    );
    await expectOnlyFit(
      query,
      { ...mirpurRental, latitude: '23.8080', longitude: '90.3700' },
      { ...mirpurRental, latitude: '23.7900', longitude: '90.3550' },
    );
  });

  it('a locality with the facts and the search’s other filters: one difference and it is not sent', async () => {
    const query = { ...ALL_FACTS, listedFor: 'For Rent', locality: 'Mirpur 10', minBedrooms: '2' };
    const fits = { ...mirpurRental, ...fittingFacts, locality: 'Mirpur 10' };
    await expectOnlyFit(query, fits, { ...fits, locality: 'Mirpur 2' });
    await expectOnlyFit(query, fits, { ...fits, gas: 'cylinder' });
    await expectOnlyFit(query, fits, { ...fits, tenantType: 'sublet' });
  });
});

describe('who never hears', () => {
  it("the listing's own agent, a search with alerts off, and nobody for a flagged agent's listing", async () => {
    const agentAccount = await signUpAccount(testApp, { role: 'agent' });
    const agentRow = await findUserRow(testApp.app.db, agentAccount.id);
    const own = await saveSearch(testApp, agentAccount, { upazila: 'Tangail Sadar' });
    const off = await saveSearch(testApp, buyer, { upazila: 'Tangail Sadar' }, { alert: 'off' });
    const on = await saveSearch(testApp, buyer, { upazila: 'Tangail Sadar' });
    const listing = await createProperty(testApp.app.db, agentRow, {
      verificationStatus: 'pending',
      district: 'Tangail',
      upozila: 'Tangail Sadar',
    });
    const fraud = await createUser(testApp.app.db, { role: 'fraud' });
    const flagged = await createProperty(testApp.app.db, fraud, {
      verificationStatus: 'pending',
      district: 'Tangail',
      upozila: 'Tangail Sadar',
    });
    await verifyListing(testApp, admin, listing.id);
    await verifyListing(testApp, admin, flagged.id);
    await runAlertJobs(testApp);
    expect(await matchedListingIds(testApp, own._id)).toEqual([]);
    expect(await matchedListingIds(testApp, off._id)).toEqual([]);
    expect(await matchedListingIds(testApp, on._id)).toEqual([listing.id]);
  });
});
