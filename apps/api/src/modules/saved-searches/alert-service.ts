/**
 * Saved-search alerts (issue 15, decision 037). A job per event (a listing verified, a price cut)
 * records the listing's matches and, in the same transaction, tells the owners of instant alerts
 * with one notification each (notify(): the bell, and the mail of plugins/notifications.ts with
 * the listings' links from alert-mail.ts). The daily digest tells each other saved search once a
 * day about what it matched since. A match is named by one notification only: `notified_at` is
 * set in the transaction that writes the notification, on rows locked first.
 */
import { savedSearchPath } from '@nestlane/shared';
import { and, asc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { savedSearches, savedSearchMatches } from '../../db/schema-saved-searches';
import { message, place } from '../../i18n/message';
import { notify } from '../notifications/notify';
import { type AlertReason, recordListingMatches } from './match-listing';

/** A digest at most this often per saved search, whichever instance or schedule runs it. */
export const DIGEST_MIN_GAP_HOURS = 20;
const DIGEST_BATCH = 50;
const DIGEST_NAMED_LISTINGS = 3;

export type ListingEvent = { propertyId: string; reason: AlertReason };

async function findListing(tx: Transaction, propertyId: string) {
  const [listing] = await tx
    .select({
      id: properties.id,
      title: properties.title,
      upazila: properties.upozila,
      district: properties.district,
    })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return listing;
}

/** Marks the matches a notification names, so no later alert or digest names them again. */
async function markNotified(
  tx: Transaction,
  savedSearchId: string,
  propertyIds: string[],
  notificationId: string,
  now: Date,
) {
  await tx
    .update(savedSearchMatches)
    .set({ notifiedAt: now, notificationId })
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, savedSearchId),
        inArray(savedSearchMatches.propertyId, propertyIds),
        isNull(savedSearchMatches.notifiedAt),
      ),
    );
}

/** The job of one event; answers how many notifications it wrote. */
export async function alertListingEvent(
  db: Database,
  event: ListingEvent,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await recordListingMatches(tx, event.propertyId, event.reason);
    if (found.length === 0) return 0;
    const listing = await findListing(tx, event.propertyId);
    if (!listing) return 0;
    const instant = await tx
      .select({ id: savedSearches.id, userId: savedSearches.userId, name: savedSearches.name })
      .from(savedSearches)
      .where(
        and(
          inArray(
            savedSearches.id,
            found.map((match) => match.savedSearchId),
          ),
          eq(savedSearches.alert, 'instant'),
        ),
      );
    for (const search of instant) {
      const names = { title: listing.title, search: search.name };
      const [notificationId] = await notify(tx, {
        userId: search.userId,
        kind: 'saved_search_match',
        title:
          event.reason === 'price_cut'
            ? message('notification.savedSearchPriceCut.title', names)
            : message('notification.savedSearchListed.title', names),
        body: message('notification.savedSearchMatch.body', {
          upazila: place(listing.upazila),
          district: place(listing.district),
        }),
        link: `/propertyDetail/${listing.id}`,
      });
      if (notificationId) await markNotified(tx, search.id, [listing.id], notificationId, now);
    }
    return instant.length;
  });
}

/** The saved searches due a digest at `now` that have matches not yet told, locked. */
async function claimDigestBatch(tx: Transaction, now: Date) {
  const dueBefore = new Date(now.getTime() - DIGEST_MIN_GAP_HOURS * 3_600_000);
  return tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      query: savedSearches.query,
    })
    .from(savedSearches)
    .where(
      and(
        ne(savedSearches.alert, 'off'),
        or(isNull(savedSearches.lastDigestAt), lte(savedSearches.lastDigestAt, dueBefore)),
        sql`exists (select 1 from ${savedSearchMatches} where ${savedSearchMatches.savedSearchId} = ${savedSearches.id} and ${savedSearchMatches.notifiedAt} is null and ${savedSearchMatches.matchedAt} <= ${now})`,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(DIGEST_BATCH)
    .for('update', { of: savedSearches, skipLocked: true });
}

async function digestOne(
  tx: Transaction,
  search: Awaited<ReturnType<typeof claimDigestBatch>>[number],
  now: Date,
) {
  const pending = await tx
    .select({ propertyId: savedSearchMatches.propertyId, title: properties.title })
    .from(savedSearchMatches)
    .innerJoin(properties, eq(properties.id, savedSearchMatches.propertyId))
    .where(
      and(
        eq(savedSearchMatches.savedSearchId, search.id),
        isNull(savedSearchMatches.notifiedAt),
        lte(savedSearchMatches.matchedAt, now),
      ),
    )
    .orderBy(asc(savedSearchMatches.matchedAt));
  await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, search.id));
  // One listing twice (listed, then cut) is one line.
  const propertyIds = [...new Set(pending.map((match) => match.propertyId))];
  if (propertyIds.length === 0) return false;
  const titles = [...new Set(pending.map((match) => match.title))];
  const [notificationId] = await notify(tx, {
    userId: search.userId,
    kind: 'saved_search_match',
    title: message('notification.savedSearchDigest.title', {
      count: propertyIds.length,
      search: search.name,
    }),
    body: message('notification.savedSearchDigest.body', {
      named: titles.slice(0, DIGEST_NAMED_LISTINGS).join('; '),
      more: Math.max(titles.length - DIGEST_NAMED_LISTINGS, 0),
    }),
    link: savedSearchPath(search.query),
  });
  if (notificationId) await markNotified(tx, search.id, propertyIds, notificationId, now);
  return true;
}

/**
 * The daily digest at `now` (the scheduled job passes the clock; tests pass a time): one
 * notification per saved search with matches not yet told, at most one per DIGEST_MIN_GAP_HOURS.
 * Answers how many it wrote.
 */
export async function runDailyDigest(db: Database, now = new Date()): Promise<number> {
  let written = 0;
  for (;;) {
    const [batch, wrote] = await db.transaction(async (tx) => {
      const claimed = await claimDigestBatch(tx, now);
      let count = 0;
      for (const search of claimed) if (await digestOne(tx, search, now)) count += 1;
      return [claimed.length, count] as const;
    });
    written += wrote;
    if (batch < DIGEST_BATCH) return written;
  }
}
