/**
 * Writing a review through HTTP with real sessions: only a user may, only on a public
 * listing, once per listing even when two identical requests race; the reviewer and the
 * date come from the session and the clock; every bad input is refused with a sentence a
 * person can read, and a refusal changes nothing.
 */
import { IDENTITY_MESSAGES, REVIEW_MAX_LENGTH, REVIEW_MESSAGES, reviewListSchema } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, user } from '../src/db/schema';
import { API_MESSAGES } from '../src/lib/app-error';
import { signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, findUserRow, type TestProperty, type TestUser } from './helpers/factory';
import { snapshotReviews } from './helpers/snapshots';

let testApp: TestApp;
let admin: TestAccount;
let reviewer: TestAccount;
let otherUser: TestAccount;
let agent: TestAccount;
let fraud: TestAccount;
let agentRow: TestUser;
let listing: TestProperty;
let pendingListing: TestProperty;
let rejectedListing: TestProperty;
let fraudListing: TestProperty;
const reviewerPhoto = '/uploads/images/reviewer-portrait.webp';

function db() {
  return testApp.app.db;
}

function addReview(caller: TestAccount | undefined, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/addReview',
    headers: caller ? { cookie: caller.cookie } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function findReview(propertyId: string, reviewerId: string) {
  return db()
    .select()
    .from(reviews)
    .where(and(eq(reviews.propertyId, propertyId), eq(reviews.reviewerId, reviewerId)));
}

/** A fresh user for each test that writes, so "once per listing" never leaks between tests. */
async function signUpReviewer(name = 'Fresh Reviewer') {
  return signUpAccount(testApp, { role: 'user', name });
}

beforeAll(async () => {
  testApp = await buildTestApp({ AUTH_RATE_LIMIT_MAX: '10000' });
  admin = await signUpAccount(testApp, { role: 'admin', name: 'Ayesha Admin' });
  reviewer = await signUpAccount(testApp, { role: 'user', name: 'Sadia Islam' });
  otherUser = await signUpAccount(testApp, { role: 'user', name: 'Omar Faruk' });
  agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
  fraud = await signUpAccount(testApp, { role: 'fraud', name: 'Farid Fraud' });
  await db().update(user).set({ photo: reviewerPhoto }).where(eq(user.id, reviewer.id));
  agentRow = await findUserRow(db(), agent.id);
  const fraudRow = await createUser(db(), { role: 'fraud', name: 'Flagged Agent' });
  listing = await createProperty(db(), agentRow, { title: 'Banani Corner Flat' });
  pendingListing = await createProperty(db(), agentRow, { verificationStatus: 'pending' });
  rejectedListing = await createProperty(db(), agentRow, { verificationStatus: 'rejected' });
  fraudListing = await createProperty(db(), fraudRow);
});

afterAll(async () => {
  await testApp?.close();
});

describe('who may write a review', () => {
  it('refuses a visitor with 401 and changes nothing', async () => {
    const before = await snapshotReviews(db());
    const response = await addReview(undefined, { propertyId: listing.id, review: 'Lovely flat.' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'UNAUTHORIZED',
      message: 'Please sign in first',
    });
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it.each(['agent', 'admin', 'fraud'] as const)(
    'refuses the %s role with 403 and changes nothing',
    async (role) => {
      const caller = { agent, admin, fraud }[role];
      const before = await snapshotReviews(db());
      const response = await addReview(caller, { propertyId: listing.id, review: 'Lovely flat.' });
      expect(response.statusCode).toBe(403);
      // A fraud account is suspended before any role check (decision 013).
      expect(response.json()).toEqual(
        role === 'fraud'
          ? { statusCode: 403, code: 'ACCOUNT_FLAGGED', message: IDENTITY_MESSAGES.accountSuspended }
          : { statusCode: 403, code: 'FORBIDDEN', message: 'You are not allowed to do this' },
      );
      expect(await snapshotReviews(db())).toEqual(before);
    },
  );

  it('takes the role from the database: a user flagged as fraud is refused on the next request', async () => {
    const flagged = await signUpReviewer('Soon Flagged');
    await db().update(user).set({ role: 'fraud' }).where(eq(user.id, flagged.id));
    const response = await addReview(flagged, { propertyId: listing.id, review: 'Lovely flat.' });
    expect(response.statusCode).toBe(403);
    expect(await findReview(listing.id, flagged.id)).toEqual([]);
  });
});

describe('POST /api/addReview by a user', () => {
  it('answers 201 with the id; reviewer and date come from the session and the clock, not the body', async () => {
    const startedAt = Date.now();
    const response = await addReview(reviewer, {
      propertyId: listing.id,
      review: '  Quiet street, honest agent.  ',
      reviewerName: 'Someone Else',
      reviewerPhoto: 'https://evil.example/photo.png',
      reviewDate: '2001-01-01T00:00:00.000Z',
      reviewerId: otherUser.id,
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json();
    expect(Object.keys(response.json())).toEqual(['insertedId']);

    const [row] = await db().select().from(reviews).where(eq(reviews.id, insertedId));
    expect(row).toMatchObject({
      propertyId: listing.id,
      reviewerId: reviewer.id,
      review: 'Quiet street, honest agent.',
    });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(row?.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    // Everyone now reads it on the listing's page and on the home page.
    const propertyReviews = reviewListSchema.parse(
      (
        await testApp.app.inject({ method: 'GET', url: `/api/getpropertyReview?propertyId=${listing.id}` })
      ).json(),
    );
    expect(propertyReviews[0]).toEqual({
      _id: insertedId,
      reviewerName: 'Sadia Islam',
      reviewerPhoto,
      reviewDate: row?.createdAt.toISOString(),
      review: 'Quiet street, honest agent.',
      propertyTitle: 'Banani Corner Flat',
      agentName: 'Nusrat Agent',
      propertyId: listing.id,
    });
    const latest = reviewListSchema.parse(
      (await testApp.app.inject({ method: 'GET', url: '/api/getallReviews' })).json(),
    );
    expect(latest[0]?._id).toBe(insertedId);
  });

  it('refuses a second review of the same listing by the same person with 409, keeping the first', async () => {
    const author = await signUpReviewer();
    expect((await addReview(author, { propertyId: listing.id, review: 'First thoughts.' })).statusCode).toBe(
      201,
    );
    const before = await snapshotReviews(db());
    const second = await addReview(author, { propertyId: listing.id, review: 'Second thoughts.' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      statusCode: 409,
      code: 'CONFLICT',
      message: REVIEW_MESSAGES.alreadyReviewed,
    });
    expect(await snapshotReviews(db())).toEqual(before);
    expect((await findReview(listing.id, author.id)).map((row) => row.review)).toEqual(['First thoughts.']);
  });

  it('lets another person review the same listing, and the same person review another listing', async () => {
    const author = await signUpReviewer();
    const secondListing = await createProperty(db(), agentRow);
    expect((await addReview(author, { propertyId: listing.id, review: 'Good.' })).statusCode).toBe(201);
    expect((await addReview(author, { propertyId: secondListing.id, review: 'Also good.' })).statusCode).toBe(
      201,
    );
    expect((await addReview(otherUser, { propertyId: secondListing.id, review: 'Fine.' })).statusCode).toBe(
      201,
    );
    expect(await findReview(secondListing.id, author.id)).toHaveLength(1);
    expect(await findReview(secondListing.id, otherUser.id)).toHaveLength(1);
  });

  it('keeps exactly one row when two identical reviews arrive at the same moment', async () => {
    const author = await signUpReviewer();
    const body = { propertyId: listing.id, review: 'Clicked twice.' };
    const answers = await Promise.all([addReview(author, body), addReview(author, body)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json().message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    const rows = await findReview(listing.id, author.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(answers.find((answer) => answer.statusCode === 201)?.json().insertedId);
  });

  it('keeps exactly one row out of eight racing requests', async () => {
    const author = await signUpReviewer();
    const body = { propertyId: listing.id, review: 'Impatient.' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => addReview(author, body)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
    expect(await findReview(listing.id, author.id)).toHaveLength(1);
  });

  it('keeps line breaks and tabs, and accepts exactly the longest review', async () => {
    const author = await signUpReviewer();
    const multiline = await addReview(author, {
      propertyId: listing.id,
      review: 'Line one\r\nLine\ttwo\nLine three\rLine four',
    });
    expect(multiline.statusCode).toBe(201);
    // A line break is stored as \n whichever way the browser wrote it.
    expect((await findReview(listing.id, author.id))[0]?.review).toBe(
      'Line one\nLine\ttwo\nLine three\nLine four',
    );

    const longest = 'a'.repeat(REVIEW_MAX_LENGTH);
    const secondListing = await createProperty(db(), agentRow);
    expect((await addReview(author, { propertyId: secondListing.id, review: longest })).statusCode).toBe(201);
    expect((await findReview(secondListing.id, author.id))[0]?.review).toBe(longest);
  });
});

describe('bad input to POST /api/addReview', () => {
  const badBodies: [string, () => unknown, string][] = [
    ['an empty review', () => ({ propertyId: listing.id, review: '' }), REVIEW_MESSAGES.required],
    [
      'a review of only spaces',
      () => ({ propertyId: listing.id, review: ' \n\t  ' }),
      REVIEW_MESSAGES.required,
    ],
    // Decision 044: NUL and the other control characters are refused by the API's one rule, naming the
    // field, where they were once dropped in silence (tab and line breaks are text, above).
    ...['\u0000', '\u0007', '\u001b', '\u007f'].map((character): [string, () => unknown, string] => [
      `a review with ${JSON.stringify(character)}`,
      () => ({ propertyId: listing.id, review: `Line one${character}\nLine two` }),
      API_MESSAGES.controlCharactersIn('review'),
    ]),
    [
      'a review of only control characters',
      () => ({ propertyId: listing.id, review: '\u0000\u0001\u0002' }),
      API_MESSAGES.controlCharactersIn('review'),
    ],
    ['no review', () => ({ propertyId: listing.id }), REVIEW_MESSAGES.required],
    ['a review that is not text', () => ({ propertyId: listing.id, review: 42 }), REVIEW_MESSAGES.required],
    [
      `a review of ${REVIEW_MAX_LENGTH + 1} characters`,
      () => ({ propertyId: listing.id, review: 'b'.repeat(REVIEW_MAX_LENGTH + 1) }),
      REVIEW_MESSAGES.tooLong,
    ],
    [
      `${REVIEW_MAX_LENGTH + 1} characters once trimmed is still too long`,
      () => ({ propertyId: listing.id, review: `  ${'c'.repeat(REVIEW_MAX_LENGTH + 1)}  ` }),
      REVIEW_MESSAGES.tooLong,
    ],
    [
      'a malformed listing id',
      () => ({ propertyId: "1' OR '1'='1", review: 'Nice.' }),
      'propertyId: Invalid id',
    ],
    ['no listing id', () => ({ review: 'Nice.' }), 'propertyId: Invalid id'],
  ];

  it.each(badBodies)('answers 400 for %s, with a sentence, and changes nothing', async (_, body, message) => {
    const author = await signUpReviewer();
    const before = await snapshotReviews(db());
    const response = await addReview(author, body());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message });
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it('answers 400 for a body that is not JSON, and changes nothing', async () => {
    const before = await snapshotReviews(db());
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/addReview',
      headers: { cookie: reviewer.cookie, 'content-type': 'application/json' },
      payload: '{"propertyId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'BAD_REQUEST' });
    expect(response.json().message).toEqual(expect.any(String));
    expect(await snapshotReviews(db())).toEqual(before);
  });

  it.each([
    ['an unknown listing', () => '00000000-0000-4000-8000-000000000000'],
    ['a pending listing', () => pendingListing.id],
    ['a rejected listing', () => rejectedListing.id],
    ["a fraud agent's listing", () => fraudListing.id],
  ])('answers 404 for %s and changes nothing', async (_, propertyId) => {
    const author = await signUpReviewer();
    const before = await snapshotReviews(db());
    const response = await addReview(author, { propertyId: propertyId(), review: 'Nice.' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: 'Property not found' });
    expect(await snapshotReviews(db())).toEqual(before);
  });
});
