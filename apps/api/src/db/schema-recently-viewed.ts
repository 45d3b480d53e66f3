/**
 * The listings a signed-in person opened lately (issue 15, decision 038): one row per person and
 * listing, its time moved forward at each visit, the oldest beyond RECENTLY_VIEWED_LIMIT pruned in
 * the same statement batch. Visitors' lists stay in their browser; nothing is kept for them here.
 */
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties, user } from './schema';

export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    // A person's list, newest first (reading and pruning it).
    index('recently_viewed_user_viewed_idx').on(t.userId, t.viewedAt),
  ],
);
