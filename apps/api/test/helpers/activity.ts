/**
 * Dated activity for the statistics tests (decision 039): views, wishes, enquiries and offers placed on
 * chosen UTC days, written straight into the database so each figure's day is known.
 */
import { randomUUID } from 'node:crypto';
import type { OfferStatus } from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { createOffer, type TestProperty, type TestUser } from './factory';

const DAY_MS = 86_400_000;

/** A moment `daysAgo` UTC days before today: midday then, or a second ago (within today) for today. */
export function onUtcDay(daysAgo: number): Date {
  const todayStart = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  if (daysAgo === 0) return new Date(Math.max(todayStart, Date.now() - 1000));
  return new Date(todayStart - daysAgo * DAY_MS + DAY_MS / 2);
}

export function utcDay(daysAgo: number): string {
  return onUtcDay(daysAgo).toISOString().slice(0, 10);
}

export async function insertViews(db: Database, property: TestProperty, daysAgo: number, views: number) {
  await db.execute(sql`
    insert into listing_views_daily (property_id, day, views) values (${property.id}, ${utcDay(daysAgo)}::date, ${views})
    on conflict (property_id, day) do update set views = listing_views_daily.views + excluded.views`);
}

export async function insertWish(db: Database, property: TestProperty, person: TestUser, daysAgo: number) {
  await db.execute(sql`
    insert into wishlist_items (property_id, user_id, created_at)
    values (${property.id}, ${person.id}, ${onUtcDay(daysAgo).toISOString()}::timestamptz)`);
}

export async function insertEnquiry(db: Database, property: TestProperty, buyer: TestUser, daysAgo: number) {
  await db.execute(sql`
    insert into enquiries (id, property_id, buyer_id, agent_id, property_title, created_at, last_message_at)
    values (${randomUUID()}, ${property.id}, ${buyer.id}, ${property.agentId}, ${property.title},
      ${onUtcDay(daysAgo).toISOString()}::timestamptz, ${onUtcDay(daysAgo).toISOString()}::timestamptz)`);
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
  const changedAt = onUtcDay(fields.boughtDaysAgo ?? fields.daysAgo).toISOString();
  await db.execute(sql`
    update offers set created_at = ${onUtcDay(fields.daysAgo).toISOString()}::timestamptz,
      updated_at = ${changedAt}::timestamptz
    where id = ${offer.id}`);
  return offer;
}

/** The rows of a raw statement, the same on PGlite and node-postgres. */
export async function readRows<Row>(db: Database, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
