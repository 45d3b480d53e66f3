/**
 * Leads from the listing page's Call and WhatsApp buttons (issue 27, decision 053): how many times a
 * listing's number was revealed, per kind and Asia/Dhaka day. Nothing says who tapped.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { properties } from './schema';

export const contactReveals = pgTable(
  'contact_reveals',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** 'call' or 'whatsapp' (CONTACT_REVEAL_KINDS). */
    kind: text('kind', { enum: ['call', 'whatsapp'] }).notNull(),
    /** The Asia/Dhaka day, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.kind, t.day] }),
    index('contact_reveals_day_idx').on(t.day),
    check('contact_reveals_kind_known', sql`${t.kind} in ('call', 'whatsapp')`),
    check('contact_reveals_count_positive', sql`${t.count} > 0`),
  ],
);
