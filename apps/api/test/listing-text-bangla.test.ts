/**
 * A listing's title and description in Bangla beside the spec's (issue 26, decision 059): stored on add
 * and update and answered as `propertyTitleBn` / `descriptionBn`, '' when not given (the spec's body still
 * works); bounded and refused with a 400 naming the field, nothing stored; the search, its one-typo second
 * try and the map find a listing by either title. On PGlite and on PostgreSQL alike.
 */
import {
  LISTING_MESSAGES,
  propertyListSchema,
  propertySchema,
  searchMapResponseSchema,
} from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { buildPropertyBody, createProperty, createUser, minutesAgo } from './helpers/factory';
import { searchTitles } from './helpers/search';

let testApp: TestApp;
let agent: TestAccount;

const BANGLA_TITLE = 'লেকের ধারে ৩ বেডরুমের ফ্ল্যাট ভাড়া, গুলশান ২';
const BANGLA_DESCRIPTION = 'দক্ষিণমুখী ফ্ল্যাট, লিফট ও জেনারেটর আছে।\nদুই মাসের অগ্রিম।';

function call(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Record<string, unknown>) {
  return callAs(testApp, agent, method, url, payload);
}

async function readRow(id: string) {
  const [row] = await testApp.app.db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new Error(`no listing ${id}`);
  return row;
}

async function countListings() {
  return (await testApp.app.db.select({ id: properties.id }).from(properties)).length;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Bangla Text Agent' });
  const { db } = testApp.app;
  const other = await createUser(db, { role: 'agent' });
  const place = { latitude: '23.7925', longitude: '90.4150' };
  await createProperty(db, other, {
    ...place,
    title: 'Sunny Duplex in Dhanmondi',
    titleBn: 'ধানমন্ডিতে রোদেলা ডুপ্লেক্স',
    addedAt: minutesAgo(1),
  });
  await createProperty(db, other, {
    ...place,
    title: 'Corner Shop in Mirpur 10',
    titleBn: 'Corner dokan near Shewrapara',
    addedAt: minutesAgo(2),
  });
  await createProperty(db, other, { ...place, title: 'Quiet Studio in Uttara', addedAt: minutesAgo(3) });
});

afterAll(async () => {
  await testApp?.close();
});

describe('adding and updating the Bangla text', () => {
  it('stores both languages and answers them beside the spec fields', async () => {
    const response = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({ propertyTitleBn: ` ${BANGLA_TITLE} `, descriptionBn: BANGLA_DESCRIPTION }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().insertedId as string;
    expect(await readRow(id)).toMatchObject({
      title: 'Lake View Flat',
      titleBn: BANGLA_TITLE,
      descriptionBn: BANGLA_DESCRIPTION,
    });
    await testApp.app.db
      .update(properties)
      .set({ verificationStatus: 'verified' })
      .where(eq(properties.id, id));
    const detail = propertySchema.parse((await call('GET', `/api/detailProperty/${id}`)).json());
    expect(detail).toMatchObject({
      propertyTitle: 'Lake View Flat',
      propertyTitleBn: BANGLA_TITLE,
      description: 'Bright rooms facing the lake.',
      descriptionBn: BANGLA_DESCRIPTION,
    });
    const search = propertyListSchema.parse(
      (await call('GET', `/api/getVerifiedProperties?search=${encodeURIComponent('গুলশান')}`)).json(),
    );
    expect(search.find((p) => p._id === id)).toMatchObject({ propertyTitleBn: BANGLA_TITLE });
  });

  it("keeps taking the spec's body alone, with the Bangla text ''", async () => {
    const response = await call('POST', '/api/addProperty', buildPropertyBody());
    expect(response.statusCode, response.body).toBe(201);
    expect(await readRow(response.json().insertedId)).toMatchObject({ titleBn: '', descriptionBn: '' });
  });

  it.each([
    ['a Bangla title too long', { propertyTitleBn: 'ক'.repeat(121) }, LISTING_MESSAGES.titleBnTooLong],
    [
      'a Bangla description too long',
      { descriptionBn: 'ক'.repeat(5001) },
      LISTING_MESSAGES.descriptionBnTooLong,
    ],
    ['a NUL in the Bangla title', { propertyTitleBn: 'ফ্ল্যাট\u0000' }, 'propertyTitleBn'],
    ['a NUL in the Bangla description', { descriptionBn: 'বিবরণ\u0000' }, 'descriptionBn'],
  ])('refuses %s with a 400 and stores nothing', async (_, fields, message) => {
    const before = await countListings();
    const response = await call('POST', '/api/addProperty', buildPropertyBody(fields));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await countListings()).toBe(before);
  });

  it('updates the texts when given, keeps them when absent, and refuses a long one', async () => {
    const added = await call(
      'POST',
      '/api/addProperty',
      buildPropertyBody({ propertyTitleBn: BANGLA_TITLE }),
    );
    const id = added.json().insertedId as string;
    await testApp.app.db
      .update(properties)
      .set({ verificationStatus: 'verified' })
      .where(eq(properties.id, id));
    const spec = {
      propertyImage: '/uploads/images/lake-view_1.webp',
      propertyTitle: 'Lake View Flat, Renovated',
      propertyLocation: 'Road 3, Gulshan, Dhaka',
      minPrice: 120000,
      maxPrice: 150000,
    };
    const kept = await call('PATCH', `/api/updateProperty/${id}`, spec);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await readRow(id)).toMatchObject({ title: spec.propertyTitle, titleBn: BANGLA_TITLE });
    const changed = await call('PATCH', `/api/updateProperty/${id}`, {
      ...spec,
      propertyTitleBn: 'সংস্কার করা ফ্ল্যাট',
      description: 'Freshly painted.',
      descriptionBn: 'নতুন রং করা।',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await readRow(id)).toMatchObject({
      titleBn: 'সংস্কার করা ফ্ল্যাট',
      description: 'Freshly painted.',
      descriptionBn: 'নতুন রং করা।',
    });
    const refused = await call('PATCH', `/api/updateProperty/${id}`, {
      ...spec,
      propertyTitleBn: 'ক'.repeat(121),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(LISTING_MESSAGES.titleBnTooLong);
    expect((await readRow(id)).titleBn).toBe('সংস্কার করা ফ্ল্যাট');
    const cleared = await call('PATCH', `/api/updateProperty/${id}`, { ...spec, propertyTitleBn: '' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await readRow(id)).titleBn).toBe('');
  });
});

describe('searching either title', () => {
  it('finds a listing by words of its Bangla title', async () => {
    expect(await searchTitles(testApp, `search=${encodeURIComponent('রোদেলা')}`)).toEqual([
      'Sunny Duplex in Dhanmondi',
    ]);
  });

  it('finds it by its English title as before, and only it', async () => {
    expect(await searchTitles(testApp, 'search=sunny')).toEqual(['Sunny Duplex in Dhanmondi']);
  });

  it('forgives one typo in a word of the second title', async () => {
    expect(await searchTitles(testApp, 'search=Shewrapra')).toEqual(['Corner Shop in Mirpur 10']);
  });

  it('forgives one typo in Bangla words too', async () => {
    // 'রোদলা' for 'রোদেলা' (a vowel sign left out), 'ধানমন্ডিত' for 'ধানমন্ডিতে'.
    expect(await searchTitles(testApp, `search=${encodeURIComponent('ধানমন্ডিত রোদলা')}`)).toEqual([
      'Sunny Duplex in Dhanmondi',
    ]);
  });

  it('finds it on the map too', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/searchMap?search=${encodeURIComponent('রোদেলা')}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(searchMapResponseSchema.parse(response.json()).total).toBe(1);
  });
});
