/**
 * The facts a Bangladeshi asks first (issue 26, decision 047) through the agent's calls: stored on add
 * and answered beside the spec's fields; left null when not given (the spec's body still works); each
 * rule (floor above the total, a past handover, a long advance, a rent range, rental facts on a sale,
 * land size without its unit) a 400 naming the field with nothing stored; an update merges its facts
 * with the stored ones and is checked on the result.
 */
import { FACT_MESSAGES, MAX_ADVANCE_MONTHS, propertySchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, user } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildPropertyBody, createProperty, type TestUser } from './helpers/factory';

let testApp: TestApp;
let agent: TestAccount;
let agentRow: TestUser;

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return callAs(testApp, agent, method, url, payload);
}

async function countListings() {
  return (await testApp.app.db.select({ id: properties.id }).from(properties)).length;
}

async function readRow(id: string) {
  const [row] = await testApp.app.db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

/** A month `offset` months from this one in Dhaka, 'YYYY-MM'. */
function monthFromNow(offset: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 15));
  return date.toISOString().slice(0, 7);
}

const rentalFacts = {
  listedFor: 'For Rent',
  minPrice: 45000,
  maxPrice: 45000,
  floor: 5,
  totalFloors: 9,
  facing: 'south_east',
  hasLift: true,
  gas: 'piped',
  powerBackup: 'generator',
  parkingSpaces: 1,
  balconies: 2,
  furnishing: 'semi',
  construction: 'ready',
  advanceMonths: 2,
  serviceCharge: 3000,
  availableFrom: '2027-01',
  tenantType: 'family',
};

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Facts Agent' });
  const [row] = await testApp.app.db.select().from(user).where(eq(user.id, agent.id));
  if (!row) throw new Error('agent not found');
  agentRow = row;
});

afterAll(async () => {
  await testApp?.close();
});

describe('POST /api/addProperty with the facts', () => {
  it('stores a rental with its facts and answers them beside the spec fields', async () => {
    const response = await call('POST', '/api/addProperty', buildPropertyBody(rentalFacts));
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = response.json();
    const row = await readRow(insertedId);
    expect(row).toMatchObject({ ...rentalFacts, handoverMonth: null, landSize: null, landUnit: null });
    await testApp.app.db
      .update(properties)
      .set({ verificationStatus: 'verified' })
      .where(eq(properties.id, insertedId));
    const detail = await call('GET', `/api/detailProperty/${insertedId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const answer = propertySchema.parse(detail.json());
    expect(answer).toMatchObject({ ...rentalFacts, handoverMonth: null, landSize: null });
    const search = await call('GET', '/api/getVerifiedProperties?search=Lake%20View&listedFor=For%20Rent');
    const found = search.json().find((property: { _id: string }) => property._id === insertedId);
    expect(found).toMatchObject({ floor: 5, totalFloors: 9, tenantType: 'family', landUnit: null });
  });

  it("keeps taking the spec's body alone, with every fact left null", async () => {
    const response = await call('POST', '/api/addProperty', buildPropertyBody());
    expect(response.statusCode, response.body).toBe(201);
    const row = await readRow(response.json().insertedId);
    expect(row).toMatchObject({ floor: null, hasLift: null, gas: null, tenantType: null, landSize: null });
    expect(row.minPrice).toBe(120000);
    expect(row.maxPrice).toBe(150000);
  });

  it('stores a plot in katha and an under-construction home with a handover month ahead', async () => {
    const plot = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({ category: 'Other', landSize: 3.5, landUnit: 'katha' }),
    );
    expect(plot.statusCode, plot.body).toBe(201);
    expect(await readRow(plot.json().insertedId)).toMatchObject({ landSize: 3.5, landUnit: 'katha' });
    const thisMonth = monthFromNow(1);
    const building = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({ construction: 'under_construction', handoverMonth: thisMonth }),
    );
    expect(building.statusCode, building.body).toBe(201);
    expect(await readRow(building.json().insertedId)).toMatchObject({ handoverMonth: thisMonth });
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['a floor above the total', { floor: 10, totalFloors: 9 }, FACT_MESSAGES.floorAboveTotal],
    [
      'a handover in the past for a home under construction',
      { construction: 'under_construction', handoverMonth: '2020-01' },
      FACT_MESSAGES.handoverPast,
    ],
    [
      'a handover month for a ready home',
      { construction: 'ready', handoverMonth: monthFromNow(3) },
      FACT_MESSAGES.handoverNotUnderConstruction,
    ],
    [
      'an advance of 30 months',
      { ...rentalFacts, advanceMonths: 30 },
      FACT_MESSAGES.between('Advance', 0, MAX_ADVANCE_MONTHS),
    ],
    ['a rent as a range', { ...rentalFacts, minPrice: 40000, maxPrice: 45000 }, FACT_MESSAGES.oneRent],
    ['a tenant type on a sale', { tenantType: 'family' }, FACT_MESSAGES.rentalOnly('Tenant Type')],
    ['an advance on a sale', { advanceMonths: 2 }, FACT_MESSAGES.rentalOnly('Advance')],
    ['a land size without its unit', { landSize: 3 }, FACT_MESSAGES.landSizeNeedsUnit],
    ['a land size with three decimals', { landSize: 3.125, landUnit: 'katha' }, FACT_MESSAGES.landSizeFormat],
    ['an unknown facing', { facing: 'up' }, FACT_MESSAGES.choose('Facing')],
    [
      'a month that is not one',
      { ...rentalFacts, availableFrom: '2027-13' },
      FACT_MESSAGES.month('Available From'),
    ],
    ['a fractional floor', { floor: 2.5 }, FACT_MESSAGES.wholeNumber('Floor')],
  ];
  for (const [name, fields, message] of refusals) {
    it(`refuses ${name} with a 400 naming the field, storing nothing`, async () => {
      const before = await countListings();
      const response = await call('POST', '/api/addProperty', buildPropertyBody(fields));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await countListings()).toBe(before);
    });
  }
});

describe('PATCH /api/updateProperty/{id} with the facts', () => {
  const updateBody = {
    propertyImage: '/uploads/images/lake-view_1.webp',
    propertyTitle: 'Banani Flat',
    propertyLocation: 'Road 11, Banani, Dhaka',
    minPrice: 50000,
    maxPrice: 50000,
  };

  it('merges the facts it is given with the stored ones; null clears one', async () => {
    const listing = await createProperty(testApp.app.db, agentRow, {
      listedFor: 'For Rent',
      minPrice: 48000,
      maxPrice: 48000,
      floor: 3,
      totalFloors: 6,
      gas: 'cylinder',
    });
    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, {
      ...updateBody,
      gas: 'piped',
      floor: null,
      tenantType: 'bachelor_women',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readRow(listing.id)).toMatchObject({
      floor: null,
      totalFloors: 6,
      gas: 'piped',
      tenantType: 'bachelor_women',
      minPrice: 50000,
    });
  });

  it("takes the spec's five fields alone and keeps the facts", async () => {
    const listing = await createProperty(testApp.app.db, agentRow, {
      floor: 2,
      totalFloors: 4,
      hasLift: false,
    });
    const response = await call('PATCH', `/api/updateProperty/${listing.id}`, {
      ...updateBody,
      minPrice: 9000000,
      maxPrice: 9500000,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await readRow(listing.id)).toMatchObject({ floor: 2, totalFloors: 4, hasLift: false });
  });

  it('refuses a floor above the stored total, a rent range and rental facts on a sale; nothing changes', async () => {
    const rental = await createProperty(testApp.app.db, agentRow, {
      listedFor: 'For Rent',
      minPrice: 30000,
      maxPrice: 30000,
      totalFloors: 6,
    });
    const sale = await createProperty(testApp.app.db, agentRow, {});
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [rental.id, { ...updateBody, floor: 7 }, FACT_MESSAGES.floorAboveTotal],
      [rental.id, { ...updateBody, minPrice: 30000, maxPrice: 35000 }, FACT_MESSAGES.oneRent],
      [
        sale.id,
        { ...updateBody, maxPrice: 60000, serviceCharge: 2000 },
        FACT_MESSAGES.rentalOnly('Service Charge'),
      ],
    ];
    for (const [id, body, message] of cases) {
      const before = await readRow(id);
      const response = await call('PATCH', `/api/updateProperty/${id}`, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
      expect(await readRow(id)).toEqual(before);
    }
  });
});
