/** Listings now, by status, division and category (the admin's dashboard, decision 039). */
import { type CountByKey, VERIFICATION_STATUSES } from '@nestlane/shared';
import { asc, count, desc } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';

async function countListingsBy(db: Database, column: AnyPgColumn): Promise<CountByKey[]> {
  const rows = await db
    .select({ key: column, count: count() })
    .from(properties)
    .groupBy(column)
    .orderBy(desc(count()), asc(column));
  return rows.map((row) => ({ key: String(row.key), count: Number(row.count) }));
}

export async function countListings(db: Database) {
  const [byStatus, byDivision, byCategory] = await Promise.all([
    countListingsBy(db, properties.verificationStatus),
    countListingsBy(db, properties.division),
    countListingsBy(db, properties.category),
  ]);
  // Every status is named, in the moderation's order, even with none.
  const statusCounts = new Map(byStatus.map((row) => [row.key, row.count]));
  return {
    total: byStatus.reduce((sum, row) => sum + row.count, 0),
    byStatus: VERIFICATION_STATUSES.map((status) => ({ key: status, count: statusCounts.get(status) ?? 0 })),
    byDivision,
    byCategory,
  };
}
