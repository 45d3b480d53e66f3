/**
 * The search's JSON, the advertised strip's and an agent's page of listings are written by PostgreSQL
 * (property-json-sql.ts), and a listing's gallery and price changes come as JSON text inside the listing's
 * own statement: byte for byte what Drizzle's rows, `toPropertyJson` and zod's serializer write for the
 * same listings, on values a JSON writer can get
 * wrong: quotes, backslashes, every kind of control character, line separators, emoji and Bangla,
 * an array element that reads like SQL's NULL, an empty array, a missing photo, the largest
 * integer, and a timestamp with microseconds (which JavaScript's Date truncates to milliseconds).
 */
import { type Property, propertyListSchema, propertySchema } from '@nestlane/shared';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyImages } from '../src/db/schema';
import { priceChanges } from '../src/db/schema-price-history';
import { findGalleries } from '../src/modules/properties/gallery';
import { selectPropertiesWithAgent, toPropertyJson } from '../src/modules/properties/public-property';
import { compiledSerializerCompiler } from '../src/modules/properties/response-serializer';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, minutesAgo } from './helpers/factory';
import { readPublicProperties, searchProperties } from './helpers/search';

let testApp: TestApp;
let oddAgentEmail = '';
let oddId = '';

const AWKWARD =
  'Zebracrossing "quoted" back\\slash /slash\nnew\tline\rreturn\bbell\fform \u0001\u001f\u007f ' +
  '\u2028\u2029 😀 গুলশান লেক ভিউ </script><!--';

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', name: 'রহিম "Agent" \\ O’Neil', photo: null });
  const odd = await createProperty(db, agent, {
    title: AWKWARD,
    description: '',
    location: 'Road "7"\nBlock C',
    minPrice: 2_147_483_647,
    maxPrice: 2_147_483_647,
    interiorFacilities: [],
    outdoorFacilities: ['NULL', 'a,b', '{braces}', 'say "hi"', 'back\\slash'],
    otherFacilities: ['গ্যারেজ'],
    area: '',
    advertiseStatus: 'advertise',
    addedAt: minutesAgo(5),
  });
  oddAgentEmail = agent.email;
  oddId = odd.id;
  // Pictures out of order and with awkward text; price changes at microseconds, two of them at the same time.
  await db.insert(propertyImages).values([
    { propertyId: odd.id, position: 1, url: '/uploads/b "two".webp', alt: AWKWARD },
    { propertyId: odd.id, position: 0, url: '/uploads/a.webp', alt: '' },
    { propertyId: odd.id, position: 2, url: '/uploads/c\\back.webp', alt: 'গুলশান\n' },
  ]);
  await db.insert(priceChanges).values([
    {
      propertyId: odd.id,
      oldMinPrice: 2_000_000,
      oldMaxPrice: 2_100_000,
      newMinPrice: 2_147_483_647,
      newMaxPrice: 2_147_483_647,
      changedAt: sql`timestamptz '2026-02-01 10:00:00.123999+00'`,
    },
    ...[1, 2].map((step) => ({
      propertyId: odd.id,
      oldMinPrice: 1_000_000 * step,
      oldMaxPrice: 1_000_000 * step + 1,
      newMinPrice: 2_000_000,
      newMaxPrice: 2_100_000,
      changedAt: sql`timestamptz '2026-01-15 23:59:59.999999+00'`,
    })),
  ]);
  await createProperty(db, agent, {
    title: 'Zebracrossing cut flat',
    advertiseStatus: 'advertise',
    priceCutAt: minutesAgo(30),
    // The facts (decision 047): a fraction, a false, a zero and text beside the nulls of the others.
    floor: 0,
    totalFloors: 12,
    hasLift: false,
    facing: 'north_east',
    landSize: 3.35,
    landUnit: 'decimal',
    handoverMonth: '2030-06',
    addedAt: minutesAgo(7),
  });
  await db
    .update(properties)
    .set({ updatedAt: sql`timestamptz '2026-01-31 09:05:59.999999+00'` })
    .where(eq(properties.id, odd.id));
  const photographed = await createUser(db, { role: 'agent', name: 'Karim', photo: '/uploads/k.webp' });
  await createProperty(db, photographed, { title: 'Zebracrossing plain flat', addedAt: minutesAgo(10) });
});

afterAll(async () => {
  await testApp?.close();
});

describe('the search JSON PostgreSQL writes', () => {
  it.each([
    'search=zebracrossing',
    'search=zebracrossing&sort=price-asc',
    'search=zebracrossing&limit=1&page=2',
  ])('is the bytes Drizzle, toPropertyJson and zod write for the same listings (%s)', async (query) => {
    const response = await searchProperties(testApp, query);
    expect(response.statusCode, response.body).toBe(200);
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    expect(ids.length).toBeGreaterThan(0);
    const reference = await readPublicProperties(testApp.app.db, ids);
    expect(response.body).toBe(JSON.stringify(propertyListSchema.encode(reference)));
  });

  it('keeps every awkward character of the title and the microsecond timestamp to the millisecond', async () => {
    const response = await searchProperties(testApp, 'search=zebracrossing&sort=price-desc');
    const [odd] = propertyListSchema.parse(response.json());
    expect(odd?.propertyTitle).toBe(AWKWARD);
    expect(odd?.agentImage).toBe('');
    expect(odd?.interiorFacilities).toEqual([]);
    expect(odd?.outdoorFacilities).toEqual(['NULL', 'a,b', '{braces}', 'say "hi"', 'back\\slash']);
    expect(odd?.updatedDate).toBe('2026-01-31T09:05:59.999Z');
    expect(odd?.minPrice).toBe(2_147_483_647);
  });

  it('answers an empty page as an empty array', async () => {
    const response = await searchProperties(testApp, 'search=nothingmatchesthis');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
    expect(response.headers['x-total-count']).toBe('0');
  });
});

describe('the other lists PostgreSQL writes', () => {
  async function expectSerializerBytes(url: string) {
    const response = await testApp.app.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const ids = propertyListSchema.parse(response.json()).map((property) => property._id);
    expect(ids.length).toBeGreaterThan(0);
    const reference = await readPublicProperties(testApp.app.db, ids);
    expect(response.body).toBe(JSON.stringify(propertyListSchema.encode(reference)));
    return { response, reference };
  }

  it('the advertised strip is the bytes Drizzle, toPropertyJson and zod write', async () => {
    const { reference } = await expectSerializerBytes('/api/getAdvertiseProperty');
    expect(reference.map((property) => property.propertyTitle)).toContain(AWKWARD);
    expect(reference.some((property) => property.priceReducedAt !== null)).toBe(true);
  });

  it.each(['', '?limit=1&page=2'])(
    "an agent's page is the bytes Drizzle, toPropertyJson and zod write (%s)",
    async (query) => {
      const email = encodeURIComponent(oddAgentEmail.toUpperCase());
      const { response } = await expectSerializerBytes(`/api/getAgentProperties/${email}${query}`);
      expect(response.headers['x-total-count']).toBe('2');
    },
  );

  it("answers an agent's page past the last listing as an empty array", async () => {
    const email = encodeURIComponent(oddAgentEmail);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/getAgentProperties/${email}?page=9`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('[]');
    expect(response.headers['x-total-count']).toBe('2');
  });
});

describe("a listing's page in one statement", () => {
  /** The route's own serializer (response-serializer.ts), which writes the optional fields last. */
  const serializeDetail = compiledSerializerCompiler({ schema: propertySchema });

  /** The detail as it was read before: the listing's row, its gallery's rows and its price changes' rows. */
  async function readDetailInThreeStatements(id: string): Promise<Property> {
    const { db } = testApp.app;
    const [row] = await selectPropertiesWithAgent(db).where(eq(properties.id, id));
    if (!row) throw new Error(`listing ${id} not found`);
    const property = toPropertyJson(row);
    const changes = await db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.propertyId, id))
      .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
    const first = changes[0];
    return {
      ...property,
      gallery: (await findGalleries(db, [id])).get(id) ?? [],
      priceHistory: [
        {
          from: property.addedDate,
          minPrice: first ? first.oldMinPrice : property.minPrice,
          maxPrice: first ? first.oldMaxPrice : property.maxPrice,
        },
        ...changes.map((change) => ({
          from: change.changedAt.toISOString(),
          minPrice: change.newMinPrice,
          maxPrice: change.newMaxPrice,
        })),
      ],
    };
  }

  it('answers the bytes the listing, gallery and price changes read apart gave', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${oddId}` });
    expect(response.statusCode, response.body).toBe(200);
    const reference = await readDetailInThreeStatements(oddId);
    expect(response.body).toBe(serializeDetail(reference));
    const detail = propertySchema.parse(response.json());
    expect(detail.gallery?.map((picture) => picture.url)).toEqual([
      '/uploads/a.webp',
      '/uploads/b "two".webp',
      '/uploads/c\\back.webp',
    ]);
    expect(detail.gallery?.[1]?.alt).toBe(AWKWARD);
    expect(detail.priceHistory?.map((point) => point.from)).toEqual([
      detail.addedDate,
      '2026-01-15T23:59:59.999Z',
      '2026-01-15T23:59:59.999Z',
      '2026-02-01T10:00:00.123Z',
    ]);
  });

  it('answers a listing without pictures or changes as before', async () => {
    const [plain] = await testApp.app.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.title, 'Zebracrossing plain flat'));
    const id = plain?.id ?? '';
    const response = await testApp.app.inject({ method: 'GET', url: `/api/detailProperty/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(serializeDetail(await readDetailInThreeStatements(id)));
    expect(propertySchema.parse(response.json())).toMatchObject({ gallery: [] });
  });
});
