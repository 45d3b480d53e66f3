/**
 * A listing's price history and 'Price reduced' (decision 038): the detail's priceHistory, and
 * priceReducedAt on every public answer, the search's JSON written by PostgreSQL included, byte
 * for byte what the mapper writes, at the window's edges, after a rise and after a mixed change.
 */
import { PRICE_REDUCED_DAYS, propertyListSchema, propertySchema } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { priceChanges } from '../src/db/schema-price-history';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, minutesAgo, type TestUser } from './helpers/factory';
import { readPublicProperties, searchProperties } from './helpers/search';

let testApp: TestApp;
let agent: TestAccount;
let agentRow: TestUser;

const WINDOW_MINUTES = PRICE_REDUCED_DAYS * 24 * 60;

function db() {
  return testApp.app.db;
}

function updatePrice(id: string, minPrice: number, maxPrice: number) {
  return callAs(testApp, agent, 'PATCH', `/api/updateProperty/${id}`, {
    propertyImage: '/uploads/images/pricewatch.webp',
    propertyTitle: 'Pricewatch Flat',
    propertyLocation: 'Road 9, Gulshan 1, Dhaka',
    minPrice,
    maxPrice,
  });
}

async function readDetail(id: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return propertySchema.strict().parse(response.json());
}

async function readSearchResult(id: string) {
  const response = await searchProperties(testApp, 'search=pricewatch&limit=50');
  expect(response.statusCode, response.body).toBe(200);
  return propertyListSchema.parse(response.json()).find((property) => property._id === id);
}

async function findChanges(id: string) {
  return db()
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, id))
    .orderBy(priceChanges.changedAt);
}

async function setPriceCutAt(id: string, at: Date | null) {
  await db().update(properties).set({ priceCutAt: at }).where(eq(properties.id, id));
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  agentRow = await findUserRow(db(), agent.id);
});

afterAll(async () => {
  await testApp?.close();
});

describe('the price history on the detail', () => {
  it('is the listed price alone, from the added date, while the price never changed', async () => {
    const addedAt = minutesAgo(60);
    const listing = await createProperty(db(), agentRow, { minPrice: 90000, maxPrice: 95000, addedAt });

    const detail = await readDetail(listing.id);

    expect(detail.priceHistory).toEqual([{ from: addedAt.toISOString(), minPrice: 90000, maxPrice: 95000 }]);
    expect(detail.priceReducedAt).toBeNull();
  });

  it('holds the listed price then each change, oldest first, and the latest cut is Price reduced everywhere', async () => {
    const addedAt = minutesAgo(120);
    const listing = await createProperty(db(), agentRow, {
      title: 'Pricewatch cut flat',
      minPrice: 100000,
      maxPrice: 200000,
      addedAt,
    });

    expect((await updatePrice(listing.id, 100000, 220000)).statusCode).toBe(200);
    expect((await updatePrice(listing.id, 90000, 180000)).statusCode).toBe(200);

    const changes = await findChanges(listing.id);
    expect(changes).toHaveLength(2);
    const detail = await readDetail(listing.id);
    expect(detail.priceHistory).toEqual([
      { from: addedAt.toISOString(), minPrice: 100000, maxPrice: 200000 },
      { from: changes[0]?.changedAt.toISOString(), minPrice: 100000, maxPrice: 220000 },
      { from: changes[1]?.changedAt.toISOString(), minPrice: 90000, maxPrice: 180000 },
    ]);
    // The cut's own moment, the same instant as its price_changes row.
    expect(detail.priceReducedAt).toBe(changes[1]?.changedAt.toISOString());
    expect((await readSearchResult(listing.id))?.priceReducedAt).toBe(detail.priceReducedAt);
    const agentList = await testApp.app.inject({
      method: 'GET',
      url: `/api/getAgentProperties/${agent.email}`,
    });
    const listed = propertyListSchema.parse(agentList.json()).find((property) => property._id === listing.id);
    expect(listed?.priceReducedAt).toBe(detail.priceReducedAt);
  });

  it('answers 404 for a listing that is not public, and never a history', async () => {
    const pending = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
    const response = await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${pending.id}` });
    expect(response.statusCode).toBe(404);
  });
});

describe('Price reduced', () => {
  it('is cleared by a rise after a cut, and by a change that lowers one end and raises the other', async () => {
    const risen = await createProperty(db(), agentRow, {
      title: 'Pricewatch risen',
      minPrice: 100000,
      maxPrice: 200000,
    });
    await updatePrice(risen.id, 80000, 200000);
    expect((await readDetail(risen.id)).priceReducedAt).not.toBeNull();
    await updatePrice(risen.id, 80000, 210000);
    expect((await readDetail(risen.id)).priceReducedAt).toBeNull();
    expect((await readSearchResult(risen.id))?.priceReducedAt).toBeNull();

    const mixed = await createProperty(db(), agentRow, {
      title: 'Pricewatch mixed',
      minPrice: 100000,
      maxPrice: 200000,
    });
    await updatePrice(mixed.id, 90000, 210000);
    expect((await readDetail(mixed.id)).priceReducedAt).toBeNull();
    expect((await readSearchResult(mixed.id))?.priceReducedAt).toBeNull();
  });

  it('stays after an edit that keeps the price, and a rise alone never sets it', async () => {
    const listing = await createProperty(db(), agentRow, {
      title: 'Pricewatch kept',
      minPrice: 100000,
      maxPrice: 200000,
    });
    await updatePrice(listing.id, 100000, 150000);
    const cutAt = (await readDetail(listing.id)).priceReducedAt;
    expect(cutAt).not.toBeNull();
    await updatePrice(listing.id, 100000, 150000);
    expect((await readDetail(listing.id)).priceReducedAt).toBe(cutAt);
    expect(await findChanges(listing.id)).toHaveLength(1);

    const rise = await createProperty(db(), agentRow, {
      title: 'Pricewatch rise',
      minPrice: 100000,
      maxPrice: 200000,
    });
    await updatePrice(rise.id, 110000, 200000);
    expect((await readDetail(rise.id)).priceReducedAt).toBeNull();
  });

  it(`shows a cut for ${PRICE_REDUCED_DAYS} days: a minute inside the window yes, a minute past it no`, async () => {
    const inside = await createProperty(db(), agentRow, { title: 'Pricewatch inside' });
    const outside = await createProperty(db(), agentRow, { title: 'Pricewatch outside' });
    const insideAt = minutesAgo(WINDOW_MINUTES - 1);
    await setPriceCutAt(inside.id, insideAt);
    await setPriceCutAt(outside.id, minutesAgo(WINDOW_MINUTES + 1));

    expect((await readDetail(inside.id)).priceReducedAt).toBe(insideAt.toISOString());
    expect((await readSearchResult(inside.id))?.priceReducedAt).toBe(insideAt.toISOString());
    expect((await readDetail(outside.id)).priceReducedAt).toBeNull();
    expect((await readSearchResult(outside.id))?.priceReducedAt).toBeNull();
  });

  it("is in the search's JSON written by PostgreSQL byte for byte as the mapper writes it", async () => {
    const response = await searchProperties(testApp, 'search=pricewatch&limit=50');
    expect(response.statusCode, response.body).toBe(200);
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    const reference = await readPublicProperties(db(), ids);
    expect(reference.some((property) => property.priceReducedAt !== null)).toBe(true);
    expect(reference.some((property) => property.priceReducedAt === null)).toBe(true);
    expect(response.body).toBe(JSON.stringify(propertyListSchema.encode(reference)));
  });
});
