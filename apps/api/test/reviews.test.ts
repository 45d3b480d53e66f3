import { reviewListSchema } from '@nestlane/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createReview, createUser, minutesAgo, type TestProperty } from './helpers/factory';

let testApp: TestApp;
let listing: TestProperty;
let quietListing: TestProperty;

async function get(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', name: 'Rahim Uddin' });
  const fraud = await createUser(db, { role: 'fraud', name: 'Flagged Agent' });
  const reviewer = await createUser(db, {
    name: 'Sadia Islam',
    photo: 'https://img.example.test/sadia.webp',
  });
  const noPhoto = await createUser(db, { name: 'Arif Chowdhury', photo: null });
  listing = await createProperty(db, agent, { title: 'Banani Corner Shop' });
  quietListing = await createProperty(db, agent, { title: 'Quiet Listing' });
  const pending = await createProperty(db, agent, { verificationStatus: 'pending' });
  const fraudListing = await createProperty(db, fraud);
  // One review per person per listing: the two newest are by the named people, the rest by others.
  for (let index = 0; index < 22; index++) {
    await createReview(db, {
      property: listing,
      reviewer: index === 20 ? reviewer : index === 21 ? noPhoto : await createUser(db),
      review: `Review number ${index}`,
      createdAt: minutesAgo(200 - index),
    });
  }
  // The newest reviews of all, but on listings the public cannot see.
  await createReview(db, {
    property: pending,
    reviewer,
    review: 'On a pending listing',
    createdAt: minutesAgo(1),
  });
  await createReview(db, {
    property: fraudListing,
    reviewer,
    review: 'On a fraud listing',
    createdAt: minutesAgo(1),
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getallReviews', () => {
  it('answers the 20 latest reviews of public listings, newest first, with names joined', async () => {
    const response = await get('/api/getallReviews');
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews).toHaveLength(20);
    expect(reviews.map((review) => review.review)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Review number ${21 - index}`),
    );
    expect(reviews[1]).toMatchObject({
      review: 'Review number 20',
      reviewerName: 'Sadia Islam',
      reviewerPhoto: 'https://img.example.test/sadia.webp',
      propertyTitle: 'Banani Corner Shop',
      agentName: 'Rahim Uddin',
      propertyId: listing.id,
    });
    expect(reviews[0]).toMatchObject({ reviewerName: 'Arif Chowdhury', reviewerPhoto: '' });
    expect(new Date(reviews[0]?.reviewDate ?? '').toISOString()).toBe(reviews[0]?.reviewDate);
  });
});

describe('GET /api/getpropertyReview', () => {
  it("answers the listing's reviews, newest first", async () => {
    const response = await get(`/api/getpropertyReview?propertyId=${listing.id}`);
    expect(response.statusCode).toBe(200);
    const reviews = reviewListSchema.parse(response.json());
    expect(reviews).toHaveLength(22);
    expect(reviews[0]?.review).toBe('Review number 21');
    expect(reviews.at(-1)?.review).toBe('Review number 0');
  });

  it('answers an empty list for a listing without reviews or an unknown id', async () => {
    expect((await get(`/api/getpropertyReview?propertyId=${quietListing.id}`)).json()).toEqual([]);
    const unknown = await get('/api/getpropertyReview?propertyId=00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });

  it('answers 400 for a malformed or missing id', async () => {
    const malformed = await get("/api/getpropertyReview?propertyId=' OR 1=1 --");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'propertyId: Invalid id' });
    const missing = await get('/api/getpropertyReview');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('propertyId');
  });
});
