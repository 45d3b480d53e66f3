/**
 * The agent's Statistics page (issue 15, decision 039): for each of the agent's own listings, the
 * views, wish-lists, enquiries and offers of the period, and the same figures per day. Ownership is
 * in every statement's where: another agent's listing is never counted, and narrowing the timeline
 * to a listing that is not the caller's own answers 404.
 */
import {
  type AgentStatistics,
  type AgentStatisticsQuery,
  LISTING_ACTIVITY_KEYS,
  type ListingActivity,
} from '@nestlane/shared';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { enquiries, offers, properties, wishlistItems } from '../../db/schema';
import { listingViewsDaily } from '../../db/schema-listing-activity';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { fillTimeline, findPeriod, type Period, sumTimeline, utcDayOf } from './period';

type Grouped = { key: string | null; total: number };

/** The events of one kind on the agent's listings: what they are counted from. */
type EventSource = {
  propertyId: AnyPgColumn;
  at: AnyPgColumn;
  table: typeof wishlistItems | typeof enquiries | typeof offers;
};

const EVENT_SOURCES: Record<Exclude<keyof ListingActivity, 'views'>, EventSource> = {
  wishlists: { table: wishlistItems, propertyId: wishlistItems.propertyId, at: wishlistItems.createdAt },
  enquiries: { table: enquiries, propertyId: enquiries.propertyId, at: enquiries.createdAt },
  offers: { table: offers, propertyId: offers.propertyId, at: offers.createdAt },
};

function ownListingIds(db: Database, agentId: string) {
  return db.select({ id: properties.id }).from(properties).where(eq(properties.agentId, agentId));
}

/** Event counts grouped by `key` (the listing, or the UTC day) over the agent's listings. */
async function countEvents(
  db: Database,
  source: EventSource,
  listingFilter: SQL,
  period: Period,
  key: 'listing' | 'day',
): Promise<Grouped[]> {
  const keyColumn = key === 'listing' ? sql<string>`${source.propertyId}` : utcDayOf(source.at);
  return db
    .select({ key: keyColumn, total: count() })
    .from(source.table)
    .where(and(listingFilter, gte(source.at, period.start)))
    .groupBy(keyColumn);
}

async function countViews(db: Database, listingFilter: SQL, period: Period, key: 'listing' | 'day') {
  const keyColumn =
    key === 'listing'
      ? sql<string>`${listingViewsDaily.propertyId}`
      : sql<string>`${listingViewsDaily.day}::text`;
  return db
    .select({ key: keyColumn, total: sql<number>`sum(${listingViewsDaily.views})::integer`.mapWith(Number) })
    .from(listingViewsDaily)
    .where(and(listingFilter, gte(listingViewsDaily.day, period.from)))
    .groupBy(keyColumn);
}

/** Each figure's grouped counts, for listings matching `filterOf(propertyId column)`. */
async function countActivity(
  db: Database,
  filterOf: (propertyId: AnyPgColumn) => SQL,
  period: Period,
  key: 'listing' | 'day',
): Promise<Record<keyof ListingActivity, Grouped[]>> {
  const [views, wishlists, enquiryRows, offerRows] = await Promise.all([
    countViews(db, filterOf(listingViewsDaily.propertyId), period, key),
    countEvents(db, EVENT_SOURCES.wishlists, filterOf(EVENT_SOURCES.wishlists.propertyId), period, key),
    countEvents(db, EVENT_SOURCES.enquiries, filterOf(EVENT_SOURCES.enquiries.propertyId), period, key),
    countEvents(db, EVENT_SOURCES.offers, filterOf(EVENT_SOURCES.offers.propertyId), period, key),
  ]);
  return { views, wishlists, enquiries: enquiryRows, offers: offerRows };
}

function toTotals(rows: Grouped[]): Map<string, number> {
  return new Map(rows.flatMap((row) => (row.key === null ? [] : [[row.key, Number(row.total)] as const])));
}

async function assertOwnListing(db: Database, agentId: string, propertyId: string) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.agentId, agentId)));
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
}

export async function findAgentStatistics(
  db: Database,
  agentId: string,
  query: AgentStatisticsQuery,
  now = new Date(),
): Promise<AgentStatistics> {
  const period = findPeriod(query.days, now);
  const propertyId = query.propertyId ?? null;
  if (propertyId) await assertOwnListing(db, agentId, propertyId);
  const isOwn = (column: AnyPgColumn) => inArray(column, ownListingIds(db, agentId));
  const isTimelineListing = (column: AnyPgColumn) => (propertyId ? eq(column, propertyId) : isOwn(column));

  const [listings, perListing, perDay] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        verificationStatus: properties.verificationStatus,
      })
      .from(properties)
      .where(eq(properties.agentId, agentId))
      .orderBy(desc(properties.addedAt), asc(properties.id)),
    countActivity(db, isOwn, period, 'listing'),
    countActivity(db, isTimelineListing, period, 'day'),
  ]);

  const totalsByListing = Object.fromEntries(
    LISTING_ACTIVITY_KEYS.map((metric) => [metric, toTotals(perListing[metric])]),
  ) as Record<keyof ListingActivity, Map<string, number>>;
  const listingRows = listings.map((listing) => ({
    _id: listing.id,
    title: listing.title,
    verificationStatus: listing.verificationStatus,
    views: totalsByListing.views.get(listing.id) ?? 0,
    wishlists: totalsByListing.wishlists.get(listing.id) ?? 0,
    enquiries: totalsByListing.enquiries.get(listing.id) ?? 0,
    offers: totalsByListing.offers.get(listing.id) ?? 0,
  }));
  const toDayRows = (rows: Grouped[]) =>
    rows.flatMap((row) => (row.key === null ? [] : [{ day: row.key, total: row.total }]));
  const timeline = fillTimeline(period, {
    views: toDayRows(perDay.views),
    wishlists: toDayRows(perDay.wishlists),
    enquiries: toDayRows(perDay.enquiries),
    offers: toDayRows(perDay.offers),
  });
  return {
    days: period.days,
    from: period.from,
    to: period.to,
    propertyId,
    totals: sumTimeline(timeline, LISTING_ACTIVITY_KEYS),
    listings: listingRows,
    timeline,
  };
}
