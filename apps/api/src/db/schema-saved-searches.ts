/**
 * Saved searches and their alerts (issue 15, decision 037). A saved search keeps the query as the
 * search page sent it (`query`, to open it again) and its filters in typed columns, so one SQL
 * statement finds the saved searches a listing matches (modules/saved-searches/match-listing.ts):
 * the two keys, '' for "any", narrow 10 000 of them through one index before the other columns
 * are compared.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { properties, user } from './schema';

export const SAVED_SEARCH_ALERTS = ['instant', 'daily', 'off'] as const;
/** Why a listing was sent: it became public, or its price came down. */
export const ALERT_REASONS = ['listed', 'price_cut'] as const;

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search page's parameters, by the API's names, as given (blank filters left out). */
    query: jsonb('query').$type<Record<string, string | string[]>>().notNull(),
    alert: text('alert', { enum: SAVED_SEARCH_ALERTS }).notNull().default('instant'),
    /** 'For Rent', 'For Sale' or '' (either). */
    listedForKey: text('listed_for_key').notNull().default(''),
    /** The most precise place: 'division:…', 'district:…', 'upazila:…', 'area:…', or '' (anywhere). */
    placeKey: text('place_key').notNull().default(''),
    division: text('division'),
    district: text('district'),
    upazila: text('upazila'),
    area: text('area'),
    category: text('category'),
    categories: text('categories').array(),
    amenities: text('amenities').array(),
    priceBandMin: integer('price_band_min'),
    priceBandMax: integer('price_band_max'),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
    minBedrooms: integer('min_bedrooms'),
    minBathrooms: integer('min_bathrooms'),
    minSize: integer('min_size'),
    maxSize: integer('max_size'),
    addedWithinDays: integer('added_within_days'),
    north: doublePrecision('north'),
    south: doublePrecision('south'),
    east: doublePrecision('east'),
    west: doublePrecision('west'),
    /**
     * The listing-fact filters (decision 047), named as the search's parameters: each is the value the
     * search's own condition compares (properties/fact-filters.ts); has_lift is true or null.
     */
    tenantType: text('tenant_type'),
    furnishing: text('furnishing'),
    gas: text('gas'),
    hasLift: boolean('has_lift'),
    minParking: integer('min_parking'),
    availableBy: text('available_by'),
    /**
     * A locality (decision 049) and what the search's condition reads with it: its city area and
     * district, and the box around its centre (properties/search-conditions.ts, localityCondition).
     */
    locality: text('locality'),
    localityDistrict: text('locality_district'),
    localityArea: text('locality_area'),
    localitySouth: doublePrecision('locality_south'),
    localityNorth: doublePrecision('locality_north'),
    localityWest: doublePrecision('locality_west'),
    localityEast: doublePrecision('locality_east'),
    /** The typed text and its LIKE pattern, as the search reads them (text-search.ts). */
    search: text('search'),
    searchPattern: text('search_pattern'),
    /** When the last daily digest was written for it (null before the first). */
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.userId, t.createdAt),
    // Matching a listing: (listed_for_key, place_key) = any of its 2 × 5 keys; alerts off never match.
    index('saved_searches_match_idx').on(t.listedForKey, t.placeKey).where(sql`${t.alert} <> 'off'`),
    check('saved_searches_name_length', sql`char_length(${t.name}) between 1 and 80`),
  ],
);

/**
 * A listing found for a saved search, once per reason: the primary key is what keeps an alert
 * from ever naming the same listing twice for the same saved search and reason, whichever
 * instance or retry writes it. `notified_at` is set when a notification names it.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ALERT_REASONS }).notNull(),
    matchedAt: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** The notification that named it (its mail lists the listings by this id). */
    notificationId: uuid('notification_id'),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.propertyId, t.reason] }),
    index('saved_search_matches_pending_idx')
      .on(t.savedSearchId, t.matchedAt)
      .where(sql`${t.notifiedAt} is null`),
    index('saved_search_matches_notification_idx').on(t.notificationId),
  ],
);
