/**
 * Saved searches with a locality saved before migration 0035 (decision 071): the job queued at start
 * fills their columns as saving the same query today would, so their alert matches the locality, not
 * its whole city area; an unknown locality is left as it was and logged; a second run changes nothing.
 */
import { findLocality } from '@nestlane/shared/geo/places';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedSearches } from '../src/db/schema-saved-searches';
import { LOCALITY_BACKFILL_JOB } from '../src/modules/saved-searches/locality-backfill';
import { captureWarnings } from './helpers/capture-warnings';
import { createProperty } from './helpers/factory';
import {
  type AlertsTestApp,
  buildAlertsTestApp,
  matchedListingIds,
  runAlertJobs,
  saveSearch,
  verifyListing,
} from './helpers/saved-search-alerts';

/** The app, and the admin who verifies, the buyer who saves and the agent who lists. */
let alerts: AlertsTestApp;
let number = 0;

const mirpur10 = findLocality('Mirpur 10');
const centre = { lat: mirpur10?.lat ?? 0, lng: mirpur10?.lng ?? 0 };

/** A pending Mirpur rental at a point, filed under `locality` ('' none). */
async function mirpurRental(lat: number, lng: number, locality = '') {
  number += 1;
  return createProperty(alerts.testApp.app.db, alerts.agent, {
    title: `Backfill case ${number}`,
    verificationStatus: 'pending',
    listedFor: 'For Rent',
    category: 'Apartment',
    division: 'Dhaka',
    district: 'Dhaka',
    upozila: 'Dhaka Metropolitan',
    area: 'Mirpur',
    locality,
    latitude: lat.toFixed(4),
    longitude: lng.toFixed(4),
    minPrice: 25_000,
    maxPrice: 25_000,
  });
}

/** Three listings verified: filed under Mirpur 10, unfiled at its centre, unfiled 2 km south in Mirpur. */
async function verifyThree() {
  const filed = await mirpurRental(centre.lat + 0.01, centre.lng, 'Mirpur 10');
  const near = await mirpurRental(centre.lat, centre.lng);
  const far = await mirpurRental(centre.lat - 0.02, centre.lng);
  for (const listing of [filed, near, far]) await verifyListing(alerts.testApp, alerts.admin, listing.id);
  await runAlertJobs(alerts.testApp);
  return { filed, near, far };
}

/** A row as the code before migration 0035 saved `locality`: the locality's area and district as the place. */
async function insertSavedTheOldWay(query: Record<string, string>) {
  const [row] = await alerts.testApp.app.db
    .insert(savedSearches)
    .values({
      userId: alerts.buyer.id,
      name: `Old ${query.locality}`,
      query,
      listedForKey: query.listedFor ?? '',
      placeKey: 'area:Mirpur',
      district: 'Dhaka',
      area: 'Mirpur',
    })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('saved search not inserted');
  return row.id;
}

function readAllSavedSearches() {
  return alerts.testApp.app.db.select().from(savedSearches).orderBy(asc(savedSearches.id));
}

beforeAll(async () => {
  alerts = await buildAlertsTestApp();
});

afterAll(async () => {
  await alerts?.testApp.close();
});

describe('saved-search localities saved before their columns (decision 071)', () => {
  it('fills them with the locality box once, so the alert matches only the locality', async () => {
    const oldId = await insertSavedTheOldWay({ listedFor: 'For Rent', locality: 'Mirpur 10' });
    const unknownId = await insertSavedTheOldWay({ locality: 'Mirpur 99' });

    // Before: the whole city area is alerted.
    const before = await verifyThree();
    expect(await matchedListingIds(alerts.testApp, oldId)).toEqual(
      [before.filed.id, before.near.id, before.far.id].sort(),
    );

    // The job queued when the app started.
    let ran = 0;
    const warnings = await captureWarnings(alerts.testApp.app, async () => {
      ran = await alerts.testApp.app.jobs.drain(LOCALITY_BACKFILL_JOB);
    });
    expect(ran).toBe(1);
    expect(warnings).toEqual([expect.objectContaining({ savedSearchId: unknownId, locality: 'Mirpur 99' })]);

    // The columns are what saving the same query today writes.
    const today = await saveSearch(alerts.testApp, alerts.buyer, {
      listedFor: 'For Rent',
      locality: 'Mirpur 10',
    });
    const rows = await readAllSavedSearches();
    const { id: _a, name: _b, createdAt: _c, ...filled } = rows.find((row) => row.id === oldId) ?? {};
    const { id: _d, name: _e, createdAt: _f, ...saved } = rows.find((row) => row.id === today._id) ?? {};
    expect(filled).toEqual(saved);
    expect(filled).toMatchObject({ locality: 'Mirpur 10', localityArea: 'Mirpur', area: null });
    expect(rows.find((row) => row.id === unknownId)).toMatchObject({ locality: null, area: 'Mirpur' });

    // After: only the listings the search finds for the locality.
    const after = await verifyThree();
    expect(await matchedListingIds(alerts.testApp, oldId)).toEqual(
      [before.filed.id, before.near.id, before.far.id, after.filed.id, after.near.id].sort(),
    );
  });

  it('changes nothing when it runs again', async () => {
    const before = await readAllSavedSearches();
    expect(before.filter((row) => row.query.locality && !row.locality)).toHaveLength(1);
    await alerts.testApp.app.jobs.send(LOCALITY_BACKFILL_JOB, {});
    const warnings = await captureWarnings(alerts.testApp.app, async () => {
      expect(await alerts.testApp.app.jobs.drain(LOCALITY_BACKFILL_JOB)).toBe(1);
    });
    // The unknown locality is read again and still left; nothing else is touched.
    expect(warnings).toHaveLength(1);
    expect(await readAllSavedSearches()).toEqual(before);
    const [filled] = await alerts.testApp.app.db
      .select({ locality: savedSearches.locality })
      .from(savedSearches)
      .where(eq(savedSearches.name, 'Old Mirpur 10'));
    expect(filled?.locality).toBe('Mirpur 10');
  });
});
