/**
 * A listing's price history (issue 15): one row per change of its price range, written in the
 * transaction that changes it. The first price is the listing's own until its first change.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './schema';

export const priceChanges = pgTable(
  'price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    oldMinPrice: integer('old_min_price').notNull(),
    oldMaxPrice: integer('old_max_price').notNull(),
    newMinPrice: integer('new_min_price').notNull(),
    newMaxPrice: integer('new_max_price').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_property_idx').on(t.propertyId, t.changedAt),
    // the newest changes first, for alerts on price drops since a moment
    index('price_changes_changed_at_idx').on(t.changedAt),
    check(
      'price_changes_changed',
      sql`${t.oldMinPrice} <> ${t.newMinPrice} or ${t.oldMaxPrice} <> ${t.newMaxPrice}`,
    ),
  ],
);

/** A cut: neither end went up and at least one came down. */
export function isPriceCut(change: {
  oldMinPrice: number;
  oldMaxPrice: number;
  newMinPrice: number;
  newMaxPrice: number;
}): boolean {
  return (
    change.newMinPrice <= change.oldMinPrice &&
    change.newMaxPrice <= change.oldMaxPrice &&
    (change.newMinPrice < change.oldMinPrice || change.newMaxPrice < change.oldMaxPrice)
  );
}
