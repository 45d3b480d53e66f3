/**
 * The agent's Statistics page (issue 15, decision 039): for each of the agent's own listings, the
 * views, wish-lists, enquiries and offers of the period, and its leads (issue 27, decision 053): the
 * numbers revealed by Call and WhatsApp taps, messages (enquiries) and viewing requests; the same
 * figures per Asia/Dhaka day. Ownership is in every statement's where: another agent's listing is never
 * counted, and narrowing the timeline to a listing that is not the caller's own answers 404.
 */
import {
  type AgentStatistics,
  type AgentStatisticsQuery,
  type ContactRevealKind,
  LISTING_ACTIVITY_KEYS,
  type ListingActivity,
} from '@nestlane/shared';
import { and, asc, count, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { enquiries, offers, properties, viewings, wishlistItems } from '../../db/schema';
import { contactReveals } from '../../db/schema-contact-reveals';
import { listingViewsDaily } from '../../db/schema-listing-activity';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { dhakaDayOf, fillTimeline, findPeriod, type Period, sumTimeline } from './period';

type Grouped = { key: string | null; total: number };

/** The events of one kind on the agent's listings: what they are counted from. */
type EventSource = {
  propertyId: AnyPgColumn;
  at: AnyPgColumn;
  table: typeof wishlistItems | typeof enquiries | typeof offers | typeof viewings;
};

type EventKey = Exclude<keyof ListingActivity, 'views' | RevealKey>;
type RevealKey = 'calls' | 'whatsapp';

const EVENT_SOURCES: Record<EventKey, EventSource> = {
  wishlists: { table: wishlistItems, propertyId: wishlistItems.propertyId, at: wishlistItems.createdAt },
  enquiries: { table: enquiries, propertyId: enquiries.propertyId, at: enquiries.createdAt },
  offers: { table: offers, propertyId: offers.propertyId, at: offers.createdAt },
  viewings: { table: viewings, propertyId: viewings.propertyId, at: viewings.createdAt },
};

/** The reveal kind (contact_reveals.kind) each lead figure counts. */
const REVEAL_KINDS: Record<RevealKey, ContactRevealKind> = { calls: 'call', whatsapp: 'whatsapp' };

function ownListingIds(db: Database, agentId: string) {
  return db.select({ id: properties.id }).from(properties).where(eq(properties.agentId, agentId));
}

/** Event counts grouped by `key` (the listing, or the Dhaka day) over the agent's listings. */
async function countEvents(
  db: Database,
  source: EventSource,
  listingFilter: SQL,
  period: Period,
  key: 'listing' | 'day',
): Promise<Grouped[]> {
  const keyColumn = key === 'listing' ? sql<string>`${source.propertyId}` : dhakaDayOf(source.at);
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

/** Numbers revealed of one kind, kept per listing and Dhaka day by the reveal itself. */
async function countReveals(
  db: Database,
  kind: ContactRevealKind,
  listingFilter: SQL,
  period: Period,
  key: 'listing' | 'day',
) {
  const keyColumn =
    key === 'listing' ? sql<string>`${contactReveals.propertyId}` : sql<string>`${contactReveals.day}::text`;
  return db
    .select({ key: keyColumn, total: sql<number>`sum(${contactReveals.count})::integer`.mapWith(Number) })
    .from(contactReveals)
    .where(and(listingFilter, eq(contactReveals.kind, kind), gte(contactReveals.day, period.from)))
    .groupBy(keyColumn);
}

/** Each figure's grouped counts, for listings matching `filterOf(propertyId column)`. */
async function countActivity(
  db: Database,
  filterOf: (propertyId: AnyPgColumn) => SQL,
  period: Period,
  key: 'listing' | 'day',
): Promise<Record<keyof ListingActivity, Grouped[]>> {
  const events = (name: EventKey) =>
    countEvents(db, EVENT_SOURCES[name], filterOf(EVENT_SOURCES[name].propertyId), period, key);
  const reveals = (name: RevealKey) =>
    countReveals(db, REVEAL_KINDS[name], filterOf(contactReveals.propertyId), period, key);
  const [views, wishlists, enquiryRows, offerRows, viewingRows, calls, whatsapp] = await Promise.all([
    countViews(db, filterOf(listingViewsDaily.propertyId), period, key),
    events('wishlists'),
    events('enquiries'),
    events('offers'),
    events('viewings'),
    reveals('calls'),
    reveals('whatsapp'),
  ]);
  return {
    views,
    wishlists,
    enquiries: enquiryRows,
    offers: offerRows,
    viewings: viewingRows,
    calls,
    whatsapp,
  };
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
    ...(Object.fromEntries(
      LISTING_ACTIVITY_KEYS.map((metric) => [metric, totalsByListing[metric].get(listing.id) ?? 0]),
    ) as ListingActivity),
  }));
  const toDayRows = (rows: Grouped[]) =>
    rows.flatMap((row) => (row.key === null ? [] : [{ day: row.key, total: row.total }]));
  const timeline = fillTimeline(
    period,
    Object.fromEntries(LISTING_ACTIVITY_KEYS.map((metric) => [metric, toDayRows(perDay[metric])])) as Record<
      keyof ListingActivity,
      { day: string; total: number }[]
    >,
  );
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
