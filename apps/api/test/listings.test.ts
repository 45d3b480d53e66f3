/**
 * An agent's listings through HTTP with real sessions: who may call what, adding a listing
 * (agent from the session whatever the body says, pending until an admin verifies it),
 * every bad input refused with the spec's message, and an agent's own list.
 */
import {
  IDENTITY_MESSAGES,
  LISTING_MESSAGES,
  MESSAGES,
  propertyListSchema,
  propertySchema,
  TOTAL_COUNT_HEADER,
} from '@nestlane/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, user } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  buildPropertyBody,
  createOffer,
  createProperty,
  createWishlistItem,
  minutesAgo,
  type TestProperty,
  type TestUser,
} from './helpers/factory';
import { snapshotListingRows } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let buyer: TestAccount;
let fraud: TestAccount;
let agent: TestAccount;
let otherAgent: TestAccount;
let agentRow: TestUser;
let listing: TestProperty;
const agentPhoto = '/uploads/images/agent-portrait.webp';

function db() {
  return testApp.app.db;
}

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  caller?: TestAccount,
  payload?: Record<string, unknown>,
) {
  return callAs(testApp, caller, method, url, payload);
}

function snapshotListings() {
  return snapshotListingRows(db());
}

async function countProperties() {
  const [row] = await db().select({ total: count() }).from(properties);
  return Number(row?.total ?? 0);
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  buyer = await signUpAccount(testApp, { role: 'user', name: 'Uma Buyer' });
  fraud = await signUpAccount(testApp, { role: 'fraud', name: 'Farid Fraud' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  otherAgent = await signUpAccount(testApp, { role: 'agent', name: 'Omar Agent' });
  const [row] = await db().update(user).set({ photo: agentPhoto }).where(eq(user.id, agent.id)).returning();
  if (!row) throw new Error('agent not found');
  agentRow = row;
  listing = await createProperty(db(), agentRow, { title: 'Existing verified listing' });
  await createOffer(db(), { property: listing, agent: agentRow, buyer, status: 'pending' });
  await createWishlistItem(db(), { property: listing, user: buyer });
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may call the agent calls', () => {
  const calls = () => [
    { method: 'POST' as const, url: '/api/addProperty', payload: buildPropertyBody() },
    { method: 'DELETE' as const, url: `/api/delete-property/${listing.id}` },
    {
      method: 'PATCH' as const,
      url: `/api/updateProperty/${listing.id}`,
      payload: buildPropertyBody({ propertyTitle: 'Taken over' }),
    },
  ];

  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await snapshotListings();
    for (const { method, url, payload } of calls()) {
      const response = await call(method, url, undefined, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().message).toBe('Please sign in first');
    }
    expect(await snapshotListings()).toEqual(before);
  });

  it.each(['user', 'fraud', 'admin'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const caller = { user: buyer, fraud, admin }[role];
    const before = await snapshotListings();
    for (const { method, url, payload } of calls()) {
      const response = await call(method, url, caller, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      // A fraud account is suspended before any role check (decision 013).
      expect(response.json()).toEqual(
        role === 'fraud'
          ? { statusCode: 403, code: 'ACCOUNT_FLAGGED', message: IDENTITY_MESSAGES.accountSuspended }
          : { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' },
      );
    }
    expect(await snapshotListings()).toEqual(before);
  });

  it("answers another agent's listing as not found (404) for delete and update, changing nothing", async () => {
    const before = await snapshotListings();
    const deletion = await call('DELETE', `/api/delete-property/${listing.id}`, otherAgent);
    expect(deletion.statusCode).toBe(404);
    expect(deletion.json().message).toBe('Property not found');
    const update = await call('PATCH', `/api/updateProperty/${listing.id}`, otherAgent, {
      propertyImage: '/uploads/images/other.webp',
      propertyTitle: 'Taken over',
      propertyLocation: 'Elsewhere',
      minPrice: 1,
      maxPrice: 2,
    });
    expect(update.statusCode).toBe(404);
    expect(update.json().message).toBe('Property not found');
    expect(await snapshotListings()).toEqual(before);
  });

  it('refuses a fraud agent even for their own listing', async () => {
    const flagged = await signUpAccount(testApp, { role: 'agent' });
    const own = await createProperty(db(), { ...agentRow, id: flagged.id });
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, flagged.id));
    const before = await snapshotListings();
    expect((await call('DELETE', `/api/delete-property/${own.id}`, flagged)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/getProperty?email=${encodeURIComponent(flagged.email)}`, flagged)).statusCode,
    ).toBe(403);
    expect(await snapshotListings()).toEqual(before);
  });
});

describe('POST /api/addProperty', () => {
  it('stores a pending, not advertised listing of the session agent whatever the body forges', async () => {
    const response = await call(
      'POST',
      '/api/addProperty',
      agent,
      buildPropertyBody({
        propertyTitle: '  Gulshan Lake Flat  ',
        estimatedTaxes: 1234,
        agentEmail: otherAgent.email,
        agentName: 'Someone Else',
        agentImage: '/uploads/images/forged.webp',
        agentId: otherAgent.id,
        propertyVerificationStatus: 'verified',
        verificationStatus: 'verified',
        advertiseStatus: 'advertise',
        _id: '00000000-0000-4000-8000-000000000000',
      }),
    );
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    expect(Object.keys(response.json())).toEqual(['insertedId']);
    const [row] = await db().select().from(properties).where(eq(properties.id, insertedId));
    expect(row).toMatchObject({
      agentId: agent.id,
      title: 'Gulshan Lake Flat',
      image: '/uploads/images/lake-view_1.webp',
      location: 'Road 7, Savar, Dhaka',
      verificationStatus: 'pending',
      advertiseStatus: 'disadvertise',
      estimatedTaxes: 1234,
      minPrice: 120000,
      maxPrice: 150000,
      division: 'Dhaka',
      district: 'Dhaka',
      upozila: 'Savar',
      interiorFacilities: ['Gym'],
    });
    expect(insertedId).not.toBe('00000000-0000-4000-8000-000000000000');

    const own = await call('GET', `/api/getProperty?email=${encodeURIComponent(agent.email)}`, agent);
    const added = propertyListSchema.parse(own.json()).find((property) => property._id === insertedId);
    expect(added).toMatchObject({
      agentEmail: agent.email,
      agentName: 'Nusrat Agent',
      agentImage: agentPhoto,
      propertyVerificationStatus: 'pending',
      advertiseStatus: 'disadvertise',
      estimatedTaxes: 1234,
    });
  });

  it('keeps a new listing out of search and its detail page until an admin verifies it', async () => {
    const response = await call(
      'POST',
      '/api/addProperty',
      agent,
      buildPropertyBody({ propertyTitle: 'Quokka Riverside Cottage' }),
    );
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    const searchTitles = async () => {
      const found = await call('GET', '/api/getVerifiedProperties?search=Quokka');
      expect(found.statusCode).toBe(200);
      return propertyListSchema.parse(found.json()).map((property) => property.propertyTitle);
    };

    expect(await searchTitles()).toEqual([]);
    expect((await call('GET', `/api/detailProperty/${insertedId}`)).statusCode).toBe(404);

    const verify = await call('PATCH', `/api/updateStatus/${insertedId}?status=verified`, admin);
    expect(verify.statusCode).toBe(200);
    expect(await searchTitles()).toEqual(['Quokka Riverside Cottage']);
    const detail = await call('GET', `/api/detailProperty/${insertedId}`);
    expect(detail.statusCode).toBe(200);
    expect(propertySchema.parse(detail.json())).toMatchObject({
      propertyTitle: 'Quokka Riverside Cottage',
      agentEmail: agent.email,
      propertyVerificationStatus: 'verified',
    });
  });

  const missing = (field: string) => buildPropertyBody({ [field]: undefined });
  it.each([
    ['no title', missing('propertyTitle'), MESSAGES.propertyTitleRequired],
    ['a blank title', buildPropertyBody({ propertyTitle: '   ' }), MESSAGES.propertyTitleRequired],
    ['no min price', missing('minPrice'), MESSAGES.addMinPriceRequired],
    ['no max price', missing('maxPrice'), MESSAGES.addMaxPriceRequired],
    ['no address', missing('propertyLocation'), MESSAGES.propertyAddressRequired],
    ['no latitude', missing('latitude'), MESSAGES.latitudeRequired],
    ['no longitude', missing('longitude'), MESSAGES.longitudeRequired],
    ['no size', missing('propertySize'), MESSAGES.propertySizeRequired],
    ['no rooms', missing('rooms'), MESSAGES.roomsRequired],
    ['no bedrooms', missing('bedRooms'), MESSAGES.bedRoomsRequired],
    ['no bathrooms', missing('bathRooms'), MESSAGES.bathRoomsRequired],
    ['no year built', missing('builtYear'), MESSAGES.builtYearRequired],
    ['no yearly tax', missing('yearlyTax'), MESSAGES.yearlyTaxRequired],
    ['no estimated tax', missing('estimatedTaxes'), MESSAGES.estimatedTaxesRequired],
    ['no picture', missing('propertyImage'), LISTING_MESSAGES.pictureRequired],
    ['a price as text', buildPropertyBody({ minPrice: '12' }), 'Min Price Should Be a Whole Number'],
    ['a fractional price', buildPropertyBody({ maxPrice: 150000.5 }), 'Max Price Should Be a Whole Number'],
    ['a negative price', buildPropertyBody({ minPrice: -5 }), 'Min Price Should Be At Least 1'],
    [
      'a 0–0 price range (a $0 deal could be bought)',
      buildPropertyBody({ minPrice: 0, maxPrice: 0 }),
      'Min Price Should Be At Least 1',
    ],
    [
      'reversed prices',
      buildPropertyBody({ minPrice: 200000, maxPrice: 100000 }),
      LISTING_MESSAGES.priceOrder,
    ],
    ['an unknown category', buildPropertyBody({ category: 'Castle' }), LISTING_MESSAGES.categoryInvalid],
    [
      'an unknown listing type',
      buildPropertyBody({ listedFor: 'For Swap' }),
      LISTING_MESSAGES.listedForInvalid,
    ],
    ['an unknown division', buildPropertyBody({ division: 'Atlantis' }), LISTING_MESSAGES.divisionInvalid],
    // Add Property starts with no place chosen (it was Barishal): an empty choice is refused, not listed.
    ['an empty division', buildPropertyBody({ division: '' }), LISTING_MESSAGES.divisionInvalid],
    ['an empty district', buildPropertyBody({ district: '' }), LISTING_MESSAGES.districtInvalid],
    ['an empty upazila', buildPropertyBody({ upozila: '' }), LISTING_MESSAGES.upazilaInvalid],
    [
      'a district of another division',
      buildPropertyBody({ district: 'Sylhet', upozila: 'Sylhet Sadar' }),
      LISTING_MESSAGES.districtInvalid,
    ],
    ['an unknown upazila', buildPropertyBody({ upozila: 'Gotham' }), LISTING_MESSAGES.upazilaInvalid],
    [
      'a latitude outside Bangladesh',
      buildPropertyBody({ latitude: '51.5' }),
      LISTING_MESSAGES.latitudeOutside,
    ],
    [
      'an unknown facility',
      buildPropertyBody({ otherFacilities: ['Helipad'] }),
      LISTING_MESSAGES.facilityUnknown,
    ],
    [
      'a 5001-character description',
      buildPropertyBody({ description: 'x'.repeat(5001) }),
      LISTING_MESSAGES.descriptionTooLong,
    ],
    [
      'a picture hosted elsewhere',
      buildPropertyBody({ propertyImage: 'https://images.example.test/lake.webp' }),
      LISTING_MESSAGES.pictureNotUploaded,
    ],
    [
      'a picture path that climbs out of the uploads',
      buildPropertyBody({ propertyImage: '/uploads/images/../../etc/passwd.webp' }),
      LISTING_MESSAGES.pictureNotUploaded,
    ],
  ])('refuses %s with 400 and the rule message, inserting nothing', async (_case, body, message) => {
    const before = await countProperties();
    const response = await call('POST', '/api/addProperty', agent, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
    expect(response.json().message).toContain(message);
    expect(await countProperties()).toBe(before);
  });

  it('names every missing required field of an empty body', async () => {
    const response = await call('POST', '/api/addProperty', agent, {});
    expect(response.statusCode).toBe(400);
    for (const message of [
      MESSAGES.propertyTitleRequired,
      MESSAGES.addMinPriceRequired,
      MESSAGES.addMaxPriceRequired,
      MESSAGES.propertyAddressRequired,
      MESSAGES.latitudeRequired,
      MESSAGES.longitudeRequired,
      MESSAGES.propertySizeRequired,
      MESSAGES.roomsRequired,
      LISTING_MESSAGES.pictureRequired,
    ]) {
      expect(response.json().message).toContain(message);
    }
  });
});

describe('GET /api/getProperty?email=', () => {
  it("lists the agent's own listings in every status, newest first, and nobody else's", async () => {
    const solo = await signUpAccount(testApp, { role: 'agent', name: 'Sadia Solo' });
    const soloRow = { ...agentRow, id: solo.id };
    const oldest = await createProperty(db(), soloRow, { title: 'Oldest', addedAt: minutesAgo(30) });
    const rejected = await createProperty(db(), soloRow, {
      title: 'Rejected',
      verificationStatus: 'rejected',
      addedAt: minutesAgo(20),
    });
    const pending = await createProperty(db(), soloRow, {
      title: 'Pending',
      verificationStatus: 'pending',
      addedAt: minutesAgo(10),
    });
    await createProperty(db(), agentRow, { title: 'Not hers', addedAt: minutesAgo(5) });

    const response = await call('GET', `/api/getProperty?email=${encodeURIComponent(solo.email)}`, solo);
    expect(response.statusCode).toBe(200);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
    const list = propertyListSchema.parse(response.json());
    expect(list.map((property) => [property._id, property.propertyVerificationStatus])).toEqual([
      [pending.id, 'pending'],
      [rejected.id, 'rejected'],
      [oldest.id, 'verified'],
    ]);
    expect(list.every((property) => property.agentEmail === solo.email)).toBe(true);
  });

  it('accepts the own email in any letter case', async () => {
    const response = await call(
      'GET',
      `/api/getProperty?email=${encodeURIComponent(agent.email.toUpperCase())}`,
      agent,
    );
    expect(response.statusCode).toBe(200);
    expect(propertyListSchema.parse(response.json()).map((property) => property._id)).toContain(listing.id);
  });

  it("answers a visitor that agent's public listings only, as the original client's agent profile reads them", async () => {
    const shown = await signUpAccount(testApp, { role: 'agent', name: 'Shown Agent' });
    const shownRow = { ...agentRow, id: shown.id };
    const older = await createProperty(db(), shownRow, { title: 'Older', addedAt: minutesAgo(30) });
    await createProperty(db(), shownRow, { title: 'Waiting', verificationStatus: 'pending' });
    await createProperty(db(), shownRow, { title: 'Refused', verificationStatus: 'rejected' });
    const newer = await createProperty(db(), shownRow, { title: 'Newer', addedAt: minutesAgo(10) });
    const url = `/api/getProperty?email=${encodeURIComponent(shown.email.toUpperCase())}`;

    const visitor = await call('GET', url);
    expect(visitor.statusCode).toBe(200);
    const list = propertyListSchema.parse(visitor.json());
    expect(list.map((property) => property._id)).toEqual([newer.id, older.id]);
    expect(list.every((property) => property.propertyVerificationStatus === 'verified')).toBe(true);

    // Anybody but that agent sees the same: a buyer, an admin, another agent.
    for (const caller of [buyer, admin, otherAgent]) {
      const response = await call('GET', url, caller);
      expect(response.statusCode).toBe(200);
      expect(propertyListSchema.parse(response.json()).map((property) => property._id)).toEqual([
        newer.id,
        older.id,
      ]);
    }
    // The agent still sees every listing of theirs.
    const own = await call('GET', url, shown);
    expect(propertyListSchema.parse(own.json())).toHaveLength(4);
  });

  it("pages the agent's own listings when asked, newest first, with their number in X-Total-Count", async () => {
    const busy = await signUpAccount(testApp, { role: 'agent', name: 'Busy Agent' });
    const busyRow = { ...agentRow, id: busy.id };
    const ids: string[] = [];
    for (const [index, status] of (
      ['verified', 'pending', 'rejected', 'verified', 'pending'] as const
    ).entries()) {
      const created = await createProperty(db(), busyRow, {
        title: `Busy ${index}`,
        verificationStatus: status,
        addedAt: minutesAgo(50 - index),
      });
      ids.unshift(created.id);
    }
    const url = `/api/getProperty?email=${encodeURIComponent(busy.email)}`;

    const first = await call('GET', `${url}&page=1&limit=2`, busy);
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');
    expect(propertyListSchema.parse(first.json()).map((property) => property._id)).toEqual(ids.slice(0, 2));
    const last = await call('GET', `${url}&page=3&limit=2`, busy);
    expect(propertyListSchema.parse(last.json()).map((property) => property._id)).toEqual(ids.slice(4));
    // A page alone takes the usual twelve; past the end, an empty page and the same number.
    const paged = await call('GET', `${url}&page=1`, busy);
    expect(propertyListSchema.parse(paged.json()).map((property) => property._id)).toEqual(ids);
    const beyond = await call('GET', `${url}&page=9&limit=2`, busy);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('5');

    // Anybody else gets a page of the public ones only, counted the same way.
    const visitor = await call('GET', `${url}&limit=1`);
    expect(visitor.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe('2');
    expect(propertyListSchema.parse(visitor.json()).map((property) => property._id)).toEqual([ids[1]]);
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=two', 'page must be a number'],
    ['limit=1000', 'limit must be at most'],
  ])('refuses a bad page or limit (%s) with 400 and its message', async (query, message) => {
    const response = await call(
      'GET',
      `/api/getProperty?email=${encodeURIComponent(agent.email)}&${query}`,
      agent,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('answers a visitor nothing of a fraud agent, nor of an email that is not an agent', async () => {
    const flagged = await signUpAccount(testApp, { role: 'agent' });
    await createProperty(db(), { ...agentRow, id: flagged.id }, { title: 'Flagged listing' });
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, flagged.id));
    for (const email of [flagged.email, buyer.email, 'nobody@example.test']) {
      const response = await call('GET', `/api/getProperty?email=${encodeURIComponent(email)}`);
      expect(response.statusCode, email).toBe(200);
      expect(response.json(), email).toEqual([]);
    }
  });

  it('still answers a bad access token with 401, not a quiet visitor view', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/getProperty?email=${encodeURIComponent(agent.email)}`,
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['no email', '/api/getProperty'],
    ['a malformed email', '/api/getProperty?email=not-an-email'],
  ])('refuses %s with 400', async (_case, url) => {
    const response = await call('GET', url, agent);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('email');
  });
});
