/**
 * Saved-search alerts in tests (decision 037): saving through the API, making a listing public
 * through the admin's verify, and running the waiting alert jobs (no worker polls under test).
 */
import type { SavedSearch } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { savedSearchMatches } from '../../src/db/schema-saved-searches';
import { DAILY_DIGEST_JOB, LISTING_ALERT_JOB } from '../../src/modules/saved-searches/listing-events';
import { callAs, signUpAccount, type TestAccount } from './accounts';
import { buildTestApp, type TestApp } from './build-test-app';
import { createUser, type TestUser } from './factory';

export { DAILY_DIGEST_JOB, LISTING_ALERT_JOB };

export type AlertsTestApp = { testApp: TestApp; admin: TestAccount; buyer: TestAccount; agent: TestUser };

/** The real app with the people an alert needs: an admin who verifies, a buyer who saves, an agent who lists. */
export async function buildAlertsTestApp(): Promise<AlertsTestApp> {
  const testApp = await buildTestApp();
  return {
    testApp,
    admin: await signUpAccount(testApp, { role: 'admin' }),
    buyer: await signUpAccount(testApp, { name: 'Rahim Buyer' }),
    agent: await createUser(testApp.app.db, { role: 'agent' }),
  };
}

export async function saveSearch(
  testApp: TestApp,
  account: TestAccount,
  query: Record<string, string | string[]>,
  fields: { name?: string; alert?: 'instant' | 'daily' | 'off' } = {},
): Promise<SavedSearch> {
  const response = await callAs(testApp, account, 'POST', '/api/savedSearches', {
    name: fields.name ?? 'My search',
    query,
    ...(fields.alert ? { alert: fields.alert } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** The admin verifies a pending listing (sending its alert job with the change). */
export async function verifyListing(testApp: TestApp, admin: TestAccount, propertyId: string) {
  const response = await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${propertyId}?status=verified`);
  expect(response.statusCode, response.body).toBe(200);
}

/** Runs the alert jobs waiting now; answers how many ran. */
export function runAlertJobs(testApp: TestApp): Promise<number> {
  return testApp.app.jobs.drain(LISTING_ALERT_JOB);
}

/** The listings recorded for a saved search, for `reason`. */
export async function matchedListingIds(
  testApp: TestApp,
  savedSearchId: string,
  reason: 'listed' | 'price_cut' = 'listed',
): Promise<string[]> {
  const rows = await testApp.app.db
    .select({ propertyId: savedSearchMatches.propertyId })
    .from(savedSearchMatches)
    .where(and(eq(savedSearchMatches.savedSearchId, savedSearchId), eq(savedSearchMatches.reason, reason)));
  return rows.map((row) => row.propertyId).sort();
}
