/**
 * Dated activity for the statistics tests (decision 039): views, wishes, enquiries, offers, viewing
 * requests and revealed numbers placed on chosen Asia/Dhaka days, written straight into the database so each figure's day is known.
 */
import { randomUUID } from 'node:crypto';
import { dhakaDay, type OfferStatus } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { createOffer, type TestProperty, type TestUser } from './factory';

const DAY_MS = 86_400_000;

/** A moment `daysAgo` Dhaka days before today: midday then, or a second ago (within today) for today. */
export function onDhakaDay(daysAgo: number): Date {
  const todayStart = Date.parse(`${dhakaDay()}T00:00:00+06:00`);
  if (daysAgo === 0) return new Date(Math.max(todayStart, Date.now() - 1000));
  return new Date(todayStart - daysAgo * DAY_MS + DAY_MS / 2);
}

export function dhakaDayAgo(daysAgo: number): string {
  return dhakaDay(onDhakaDay(daysAgo));
}

export async function insertViews(db: Database, property: TestProperty, daysAgo: number, views: number) {
  await db.execute(sql`
    insert into listing_views_daily (property_id, day, views) values (${property.id}, ${dhakaDayAgo(daysAgo)}::date, ${views})
    on conflict (property_id, day) do update set views = listing_views_daily.views + excluded.views`);
}

export async function insertWish(db: Database, property: TestProperty, person: TestUser, daysAgo: number) {
  await db.execute(sql`
    insert into wishlist_items (property_id, user_id, created_at)
    values (${property.id}, ${person.id}, ${onDhakaDay(daysAgo).toISOString()}::timestamptz)`);
}

export async function insertEnquiry(db: Database, property: TestProperty, buyer: TestUser, daysAgo: number) {
  await db.execute(sql`
    insert into enquiries (id, property_id, buyer_id, agent_id, property_title, created_at, last_message_at)
    values (${randomUUID()}, ${property.id}, ${buyer.id}, ${property.agentId}, ${property.title},
      ${onDhakaDay(daysAgo).toISOString()}::timestamptz, ${onDhakaDay(daysAgo).toISOString()}::timestamptz)`);
}

/** A viewing request made `daysAgo`, for one proposed time a week later. */
export async function insertViewing(db: Database, property: TestProperty, buyer: TestUser, daysAgo: number) {
  const at = onDhakaDay(daysAgo);
  await db.execute(sql`
    insert into viewings (property_id, buyer_id, agent_id, property_title, proposed_times, created_at, updated_at)
    values (${property.id}, ${buyer.id}, ${property.agentId}, ${property.title},
      array[${new Date(at.getTime() + 7 * DAY_MS).toISOString()}::timestamptz],
      ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
}

/** `count` numbers revealed by Call or WhatsApp taps on the Dhaka day `daysAgo` (decision 053). */
export async function insertReveals(
  db: Database,
  property: TestProperty,
  kind: 'call' | 'whatsapp',
  daysAgo: number,
  count: number,
) {
  await db.execute(sql`
    insert into contact_reveals (property_id, kind, day, count) values (${property.id}, ${kind}, ${dhakaDayAgo(daysAgo)}::date, ${count})
    on conflict (property_id, kind, day) do update set count = contact_reveals.count + excluded.count`);
}

/** An offer made `daysAgo`; a bought one was bought `boughtDaysAgo` (its last change). */
export async function insertOffer(
  db: Database,
  fields: {
    property: TestProperty;
    agent: TestUser;
    buyer: TestUser;
    daysAgo: number;
    status?: OfferStatus;
    offeredPrice?: number;
    boughtDaysAgo?: number;
  },
) {
  const offer = await createOffer(db, fields);
  const changedAt = onDhakaDay(fields.boughtDaysAgo ?? fields.daysAgo).toISOString();
  await db.execute(sql`
    update offers set created_at = ${onDhakaDay(fields.daysAgo).toISOString()}::timestamptz,
      updated_at = ${changedAt}::timestamptz
    where id = ${offer.id}`);
  return offer;
}

/** The rows of a raw statement, the same on PGlite and node-postgres. */
export async function readRows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
