/**
 * Viewing times lie within the stated window (issue 28, decision 044): after now and at most
 * VIEWING_WINDOW_DAYS ahead; a time outside it answers 400 with the window in words, and nothing is stored.
 */
import { VIEWING_MESSAGES, VIEWING_WINDOW_DAYS } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty } from './helpers/factory';

const DAY_MS = 86_400_000;

let testApp: TestApp;
let buyer: TestAccount;
let listing: TestProperty;

beforeAll(async () => {
  testApp = await buildTestApp();
  buyer = await signUpAccount(testApp, { name: 'Rahim Buyer' });
  listing = await createProperty(testApp.app.db, await createUser(testApp.app.db, { role: 'agent' }));
});

afterAll(async () => {
  await testApp?.close();
});

async function countViewings(): Promise<number> {
  const [row] = await readRows<{ total: number }>(
    testApp.app.db,
    sql`select count(*)::integer as total from viewings where property_id = ${listing.id}`,
  );
  return Number(row?.total);
}

function askAt(...proposedTimes: string[]) {
  return callAs(testApp, buyer, 'POST', '/api/viewings', { propertyId: listing.id, proposedTimes });
}

describe('POST /api/viewings: the window of times', () => {
  it('states the window as 90 days', () => {
    expect(VIEWING_WINDOW_DAYS).toBe(90);
    expect(VIEWING_MESSAGES.tooFarAhead).toBe('Each proposed time must be within the next 90 days');
  });

  it('refuses a time in year 9999, or just past the window, even beside a good one, and stores nothing', async () => {
    const good = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const justPast = new Date(Date.now() + (VIEWING_WINDOW_DAYS + 1) * DAY_MS).toISOString();
    for (const times of [['9999-12-31T10:00:00.000Z'], [good, justPast]]) {
      const response = await askAt(...times);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'BAD_REQUEST', message: VIEWING_MESSAGES.tooFarAhead });
    }
    expect(await countViewings()).toBe(0);
  });

  it('refuses a time in the past', async () => {
    const response = await askAt('2001-05-01T10:00:00.000Z');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VIEWING_MESSAGES.pastTime);
    expect(await countViewings()).toBe(0);
  });

  it('accepts a time near the end of the window', async () => {
    const response = await askAt(new Date(Date.now() + (VIEWING_WINDOW_DAYS - 1) * DAY_MS).toISOString());
    expect(response.statusCode, response.body).toBe(201);
    expect(await countViewings()).toBe(1);
  });
});
