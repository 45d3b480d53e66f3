/**
 * How often a listing is looked at (issue 15, decision 039): views per listing per day (UTC), added up
 * from every instance's batch (plugins/listing-views.ts). Nothing says who looked.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { properties } from './schema';

export const listingViewsDaily = pgTable(
  'listing_views_daily',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The UTC day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    // The admin's and agents' periods read the last 30 or 90 days.
    index('listing_views_daily_day_idx').on(t.day),
    check('listing_views_daily_views_positive', sql`${t.views} > 0`),
  ],
);
