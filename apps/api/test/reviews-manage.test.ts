/**
 * Reading and deleting reviews with real sessions: My Reviews (own email only), deleting
 * (the author or any admin; someone else's review is "not found" for a user), and the
 * admin's paged list of every review, while the home carousel's call stays public.
 */
import { IDENTITY_MESSAGES, reviewListSchema, TOTAL_COUNT_HEADER } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../src/db/schema';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import {
  createProperty,
  createReview,
  createUser,
  findUserRow,
  minutesAgo,
  type TestUser,
} from './helpers/factory';
import { snapshotReviews } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let author: TestAccount;
let stranger: TestAccount;
let agent: TestAccount;
let fraud: TestAccount;
let authorRow: TestUser;
let agentRow: TestUser;
/** Ids of the author's three reviews, newest first. */
let authorReviewIds: string[];
const TOTAL_REVIEWS = 17;

function db() {
  return testApp.app.db;
}

function call(method: 'GET' | 'DELETE', url: string, caller?: TestAccount) {
  return testApp.app.inject({ method, url, headers: caller ? { cookie: caller.cookie } : {} });
}

function ownReviewsUrl(email: string) {
  return `/api/getUserReview?email=${encodeURIComponent(email)}`;
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  author = await signUpAccount(testApp, { role: 'user', name: 'Sadia Islam' });
  stranger = await signUpAccount(testApp, { role: 'user', name: 'Omar Faruk' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  fraud = await signUpAccount(testApp, { role: 'fraud', name: 'Farid Fraud' });
  await db().update(user).set({ photo: '/uploads/images/sadia.webp' }).where(eq(user.id, author.id));
  authorRow = await findUserRow(db(), author.id);
  agentRow = await findUserRow(db(), agent.id);
  const flaggedAgent = await createUser(db(), { role: 'fraud', name: 'Flagged Agent' });

  const gulshan = await createProperty(db(), agentRow, { title: 'Gulshan Lake Flat' });
  const banani = await createProperty(db(), agentRow, { title: 'Banani Corner Shop' });
  const hidden = await createProperty(db(), flaggedAgent, { title: 'Hidden Listing' });
  // The author's three reviews: one on a listing the public no longer sees (its agent flagged).
  const oldest = await createReview(db(), {
    property: gulshan,
    reviewer: authorRow,
    review: 'Oldest of mine',
    createdAt: minutesAgo(300),
  });
  const onHidden = await createReview(db(), {
    property: hidden,
    reviewer: authorRow,
    review: 'On a hidden listing',
    createdAt: minutesAgo(200),
  });
  const newest = await createReview(db(), {
    property: banani,
    reviewer: authorRow,
    review: 'Newest of mine',
    createdAt: minutesAgo(100),
  });
  authorReviewIds = [newest.id, onHidden.id, oldest.id];
  // Others' reviews, each a minute apart, all newer than the author's.
  for (let index = 0; index < TOTAL_REVIEWS - 3; index++) {
    await createReview(db(), {
      property: index % 2 === 0 ? gulshan : banani,
      reviewer: await createUser(db()),
      review: `Other review ${index}`,
      createdAt: minutesAgo(90 - index),
    });
  }
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/getUserReview', () => {
  it("answers the author's own reviews newest first, hidden listings included, with names joined", async () => {
    const response = await call('GET', ownReviewsUrl(author.email), author);
    expect(response.statusCode).toBe(200);
    const list = reviewListSchema.parse(response.json());
    expect(list.map((review) => review._id)).toEqual(authorReviewIds);
    expect(list[0]).toMatchObject({
      review: 'Newest of mine',
      reviewerName: 'Sadia Islam',
      reviewerPhoto: '/uploads/images/sadia.webp',
      propertyTitle: 'Banani Corner Shop',
      agentName: 'Nusrat Agent',
    });
    expect(list[1]).toMatchObject({ propertyTitle: 'Hidden Listing', agentName: 'Flagged Agent' });
  });

  it('reads the email without regard to case or surrounding spaces', async () => {
    const response = await call('GET', ownReviewsUrl(author.email.toUpperCase()), author);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(3);
  });

  it('answers an empty list to someone who wrote nothing, whatever their role', async () => {
    for (const caller of [stranger, agent, admin]) {
      const response = await call('GET', ownReviewsUrl(caller.email), caller);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it("refuses another person's email with 403", async () => {
    const response = await call('GET', ownReviewsUrl(author.email), stranger);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You can only see your own reviews',
    });
    expect((await call('GET', ownReviewsUrl(author.email), admin)).statusCode).toBe(403);
  });

  it('refuses a visitor with 401, and a missing or malformed email with 400', async () => {
    expect((await call('GET', ownReviewsUrl(author.email))).statusCode).toBe(401);
    const missing = await call('GET', '/api/getUserReview', author);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('email');
    const malformed = await call('GET', ownReviewsUrl("' OR 1=1 --"), author);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid email address' });
  });
});

describe('DELETE /api/delete-review/{id}', () => {
  it('refuses a visitor with 401, and an agent or a fraud with 403, changing nothing', async () => {
    const before = await snapshotReviews(db());
    const url = `/api/delete-review/${authorReviewIds[2]}`;
    const visitor = await call('DELETE', url);
    expect(visitor.statusCode).toBe(401);
    for (const [caller, message] of [
      [agent, 'You are not allowed to do this'],
      // Suspended before any role check (decision 013).
      [fraud, IDENTITY_MESSAGES.accountSuspended],
    ] as const) {
      const response = await call('DELETE', url, caller);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(message);
    }
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it("answers another user's review as not found (404) and changes nothing", async () => {
    const before = await snapshotReviews(db());
    const response = await call('DELETE', `/api/delete-review/${authorReviewIds[2]}`, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Review Not Found' });
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it('answers 400 for a malformed id and 404 for an unknown one, changing nothing', async () => {
    const before = await snapshotReviews(db());
    const malformed = await call('DELETE', '/api/delete-review/not-an-id', admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Invalid id' });
    const unknown = await call('DELETE', '/api/delete-review/00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it('lets the author delete their own review, once; then it is gone from every list', async () => {
    const [reviewId] = authorReviewIds.splice(0, 1);
    const response = await call('DELETE', `/api/delete-review/${reviewId}`, author);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    expect(
      await db()
        .select()
        .from(reviews)
        .where(eq(reviews.id, reviewId ?? '')),
    ).toEqual([]);
    const own = reviewListSchema.parse((await call('GET', ownReviewsUrl(author.email), author)).json());
    expect(own.map((review) => review._id)).toEqual(authorReviewIds);

    const again = await call('DELETE', `/api/delete-review/${reviewId}`, author);
    expect(again.statusCode).toBe(404);
  });

  it("lets an admin delete anyone's review", async () => {
    const reviewId = authorReviewIds.pop();
    const countBefore = (await snapshotReviews(db())).length;
    const response = await call('DELETE', `/api/delete-review/${reviewId}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ deletedCount: 1 });
    const after = await snapshotReviews(db());
    expect(after).toHaveLength(countBefore - 1);
    expect(after.some((review) => review.id === reviewId)).toBe(false);
  });
});

describe('GET /api/getallReviews with paging (admin)', () => {
  it('answers one page of every review, newest first, with the total in X-Total-Count', async () => {
    const all = await snapshotReviews(db());
    const newestFirst = [...all].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const first = await call('GET', '/api/getallReviews?page=1&limit=5', admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(String(all.length));
    expect(reviewListSchema.parse(first.json()).map((review) => review._id)).toEqual(
      newestFirst.slice(0, 5).map((review) => review.id),
    );
    const last = await call('GET', `/api/getallReviews?page=${Math.ceil(all.length / 5)}&limit=5`, admin);
    const lastIds = reviewListSchema.parse(last.json()).map((review) => review._id);
    expect(lastIds).toEqual(
      newestFirst.slice(Math.floor((all.length - 1) / 5) * 5).map((review) => review.id),
    );
    // The oldest left is the one on the hidden listing: the admin sees every review, to delete any.
    expect(lastIds.at(-1)).toBe(authorReviewIds.at(-1));
    expect(reviewListSchema.parse(last.json()).at(-1)?.propertyTitle).toBe('Hidden Listing');
  });

  it('defaults to 12 a page when only page is sent, and to page 1 when only limit is sent', async () => {
    const total = String((await snapshotReviews(db())).length);
    const onlyPage = await call('GET', '/api/getallReviews?page=1', admin);
    expect(onlyPage.json()).toHaveLength(12);
    expect(onlyPage.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(total);
    const onlyLimit = await call('GET', '/api/getallReviews?limit=3', admin);
    expect(onlyLimit.json()).toHaveLength(3);
    expect(onlyLimit.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(total);
    const idsOf = (response: typeof onlyPage) =>
      reviewListSchema.parse(response.json()).map((review) => review._id);
    expect(idsOf(onlyLimit)).toEqual(idsOf(onlyPage).slice(0, 3));
  });

  it('answers an empty page past the end, still with the total', async () => {
    const response = await call('GET', '/api/getallReviews?page=50&limit=12', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe(
      String((await snapshotReviews(db())).length),
    );
  });

  it('refuses paging to a visitor (401) and to a user, agent or fraud (403)', async () => {
    expect((await call('GET', '/api/getallReviews?page=1')).statusCode).toBe(401);
    for (const caller of [author, agent, fraud]) {
      const response = await call('GET', '/api/getallReviews?page=1', caller);
      expect(response.statusCode).toBe(403);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
    }
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a number'],
    ['page=1.5', 'page must be a whole number'],
    ['page=10001', 'page must be at most 10000'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await call('GET', `/api/getallReviews?${query}`, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
  });

  it('still answers the public carousel without paging: 20 latest of public listings, no header', async () => {
    for (const caller of [undefined, author, admin]) {
      const response = await call('GET', '/api/getallReviews', caller);
      expect(response.statusCode).toBe(200);
      const list = reviewListSchema.parse(response.json());
      expect(list.some((review) => review.propertyTitle === 'Hidden Listing')).toBe(false);
      expect(list.length).toBe((await snapshotReviews(db())).length - 1);
      expect(response.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBeUndefined();
    }
  });
});
