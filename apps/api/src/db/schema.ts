/**
 * The whole database in one Drizzle pg-core schema: Better Auth's identity tables
 * (user with our fields, session, account, verification, jwks) and the marketplace
 * (properties, wish-list items, offers, reviews, agent requests).
 * Only PostgreSQL 15 features: PGlite is newer, the CI server is 15.
 */
import {
  ADVERTISE_STATUSES,
  CATEGORIES,
  CONSTRUCTION_STATES,
  FACINGS,
  FURNISHINGS,
  GAS_SUPPLIES,
  LAND_UNITS,
  LISTED_FOR,
  LOCALES,
  MARKET_STATES,
  NOTIFICATION_KINDS,
  OFFER_END_REASONS,
  OFFER_STATUSES,
  PAYMENT_PROVIDERS,
  POWER_BACKUPS,
  ROLES,
  TENANT_TYPES,
  VERIFICATION_STATUSES,
  VIEWING_PARTIES,
  VIEWING_STATUSES,
} from '@nestlane/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MessageRef } from '../i18n/message';
import { priceBandSql } from './price-band';

/** A notification's messages; a body absent here is the person's own words (an enquiry), kept as written. */
export type NotificationMessage = { title: MessageRef; body?: MessageRef };

/** A decimal number of degrees as PostgreSQL may cast it: digits, an optional point and fraction. */
const DECIMAL_DEGREES = '^\\s*[-+]?[0-9]{1,3}(\\.[0-9]*)?\\s*$';
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ── Identity (Better Auth) ────────────────────────────────────────────────────

export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Better Auth's `image`, mapped to our `photo` (see plugins/auth). */
    photo: text('photo'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    agentReq: boolean('agent_req').notNull().default(false),
    /** How buyers reach an agent (issue 12): a phone number, and a WhatsApp number when it differs. */
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    /** A date string such as 'Tue Jan 02 2024' (spec §3). */
    creationDate: text('creation_date').notNull(),
    /** When the person was made an agent (the admin's dashboard counts new agents by it, decision 039). */
    agentSince: timestamp('agent_since', { withTimezone: true }),
    /** The language the person chose (issue 16): their mail and notifications; null = not chosen (English). */
    locale: text('locale', { enum: LOCALES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('user_role_idx').on(t.role),
    // Only a language we speak; whatever writes the row, not only PUT /api/me/locale.
    check('user_locale_known', sql`${t.locale} in ('en', 'bn')`),
  ],
);

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/** Signing keys of Better Auth's JWT plugin (access tokens; see auth/access-token.ts). */
export const jwks = pgTable('jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The key's algorithm and curve ('EdDSA', 'Ed25519'), as the plugin records them since 1.5. */
  alg: text('alg'),
  crv: text('crv'),
});

/** The agent application of spec §3 (one per user; `user.agentReq` marks it pending). */
export const agentRequests = pgTable('agent_requests', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  twitter: text('twitter').notNull(),
  facebook: text('facebook').notNull(),
  linkedin: text('linkedin').notNull(),
  whatsapp: text('whatsapp').notNull(),
  createdAt: createdAt(),
});

// ── Marketplace ───────────────────────────────────────────────────────────────

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: text('agent_id')
      .notNull()
      .references(() => user.id),
    image: text('image').notNull(),
    title: text('title').notNull(),
    location: text('location').notNull(),
    description: text('description').notNull(),
    // The listing's text in Bangla beside the spec's fields (decision 059), '' for none: readers of the
    // Bangla site get these, everyone else `title`/`description`, each falling back to the other.
    titleBn: text('title_bn').notNull().default(''),
    descriptionBn: text('description_bn').notNull().default(''),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    verificationStatus: text('verification_status', { enum: VERIFICATION_STATUSES })
      .notNull()
      .default('pending'),
    advertiseStatus: text('advertise_status', { enum: ADVERTISE_STATUSES }).notNull().default('disadvertise'),
    /** On the market, sold or rented (decision 048): only available listings are searched and advertised. */
    marketState: text('market_state', { enum: MARKET_STATES }).notNull().default('available'),
    listedFor: text('listed_for', { enum: LISTED_FOR }).notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    interiorFacilities: text('interior_facilities').array().notNull().default(sql`'{}'`),
    outdoorFacilities: text('outdoor_facilities').array().notNull().default(sql`'{}'`),
    otherFacilities: text('other_facilities').array().notNull().default(sql`'{}'`),
    bedRooms: integer('bed_rooms').notNull(),
    bathRooms: integer('bath_rooms').notNull(),
    rooms: integer('rooms').notNull(),
    builtYear: integer('built_year').notNull(),
    associationFee: integer('association_fee').notNull(),
    yearlyTax: integer('yearly_tax').notNull(),
    estimatedTaxes: integer('estimated_taxes').notNull(),
    propertySize: integer('property_size').notNull(),
    division: text('division').notNull(),
    district: text('district').notNull(),
    upozila: text('upozila').notNull(),
    /** A city area (decision 024): the English name of a thana of `district`, '' for none. */
    area: text('area').notNull().default(''),
    /** A locality of `area` (decision 049): its English name ('Mirpur 10'), '' for none. */
    locality: text('locality').notNull().default(''),
    latitude: text('latitude').notNull(),
    longitude: text('longitude').notNull(),
    // The spec's text coordinates as numbers for map bounds (decision 024). Text that is not a plain
    // decimal (never written by today's forms, but the column is text) is null, never a failed insert.
    lat: doublePrecision('lat').generatedAlwaysAs(
      sql`case when latitude ~ ${sql.raw(`'${DECIMAL_DEGREES}'`)} then latitude::double precision end`,
    ),
    lng: doublePrecision('lng').generatedAlwaysAs(
      sql`case when longitude ~ ${sql.raw(`'${DECIMAL_DEGREES}'`)} then longitude::double precision end`,
    ),
    // The 0.1° grid cell of the point, floor(lat*10)*100000 + floor(lng*10) (null without a point):
    // a map box is also tested against its cells, whose per-value statistics (target 1000, migration
    // 0013) are where the listings really are, so an empty box is estimated empty and a city box
    // dense; two independent ranges multiplied got both wrong by 10–100× (decision 024).
    cell: integer('cell').generatedAlwaysAs(
      sql`case when latitude ~ ${sql.raw(`'${DECIMAL_DEGREES}'`)} and longitude ~ ${sql.raw(`'${DECIMAL_DEGREES}'`)} then floor(latitude::double precision * 10)::integer * 100000 + floor(longitude::double precision * 10)::integer end`,
    ),
    // The three facility lists as one, so "any of these amenities" is one `&&` on one GIN index.
    facilities: text('facilities')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`interior_facilities || outdoor_facilities || other_facilities`),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || title_bn)`),
    // The title lowercased once, on write (decision 025): the typed-text search tests `title_lower
    // like lower(…)`, which is what `title ilike …` does, without lowering every title it passes.
    // Statistics target 1000 on it and on search_vector (migration 0009).
    // Both titles (decision 059), a line break between them, so a search matches either language.
    titleLower: text('title_lower').notNull().generatedAlwaysAs(sql`lower(title || E'\\n' || title_bn)`),
    /** When an admin verified or rejected it; null while pending (and for decisions before decision 039). */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    // When the price was last cut, null once it changes otherwise (decision 038): 'Price reduced'
    // without a subquery per search row. Set with the price_changes row in update-property.ts.
    priceCutAt: timestamp('price_cut_at', { withTimezone: true }),
    // The facts a Bangladeshi asks first (decision 047): null is "not said"; listings from before stay null.
    floor: integer('floor'),
    totalFloors: integer('total_floors'),
    facing: text('facing', { enum: FACINGS }),
    hasLift: boolean('has_lift'),
    gas: text('gas', { enum: GAS_SUPPLIES }),
    powerBackup: text('power_backup', { enum: POWER_BACKUPS }),
    parkingSpaces: integer('parking_spaces'),
    balconies: integer('balconies'),
    furnishing: text('furnishing', { enum: FURNISHINGS }),
    construction: text('construction', { enum: CONSTRUCTION_STATES }),
    /** 'YYYY-MM', as the rules and the "available by" filter compare it. */
    handoverMonth: text('handover_month'),
    advanceMonths: integer('advance_months'),
    serviceCharge: integer('service_charge'),
    availableFrom: text('available_from'),
    tenantType: text('tenant_type', { enum: TENANT_TYPES }),
    landSize: doublePrecision('land_size'),
    landUnit: text('land_unit', { enum: LAND_UNITS }),
    /** A sale's booking money (decision 055): a percentage of the offer, or an amount; both null is 100 %. */
    bookingPercent: integer('booking_percent'),
    bookingAmount: integer('booking_amount'),
    addedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('properties_price_range_check', sql`${t.minPrice} >= 0 and ${t.minPrice} <= ${t.maxPrice}`),
    index('properties_agent_idx').on(t.agentId),
    index('properties_search_vector_idx').using('gin', t.searchVector),
    index('properties_title_lower_trgm_idx').using('gin', sql`${t.titleLower} gin_trgm_ops`),
    // Public search: verified listings on the market (decision 048: every partial index below and
    // isOnMarket() test both), filtered by category and ordered by price or age.
    index('properties_verified_price_idx')
      .on(t.minPrice, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_category_price_idx')
      .on(t.category, t.minPrice, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_added_idx')
      .on(t.addedAt, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // What a typed-text count tests, narrow enough that PostgreSQL reads it instead of the table
    // for a common word (decision 025). Migration 0019 keys it newest first to the id and adds
    // INCLUDE (agent_id, title_lower, search_vector, lat, lng), which Drizzle cannot declare: the
    // map's and a later page's newest matches of a word are chosen on it alone (decision 023).
    index('properties_verified_text_idx')
      .on(t.addedAt, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // Issue 11's filters (decision 022): rent or buy first, then the place, then the sort key.
    index('properties_verified_listed_added_idx')
      .on(t.listedFor, t.addedAt, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_listed_price_idx')
      .on(t.listedFor, t.minPrice, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_size_idx')
      .on(t.propertySize, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_place_idx')
      .on(t.division, t.district, t.upozila, t.addedAt)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_district_idx')
      .on(t.district, t.upozila, t.addedAt)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_verified_rooms_idx')
      .on(t.bedRooms, t.bathRooms)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_facilities_idx')
      .using('gin', t.facilities)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // City areas and map bounds (decision 024).
    index('properties_verified_area_idx')
      .on(t.area, t.addedAt, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // Localities (decision 049): the listings filed under one.
    index('properties_verified_locality_idx')
      .on(t.locality, t.addedAt, t.id)
      .where(
        sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available' and ${t.locality} <> ''`,
      ),
    // Map bounds: a B-tree on (lat, lng), not a GiST on point(lng, lat). The planner estimates
    // `lat between … and lng between …` from the columns' statistics, so a city-wide box walks the
    // newest-first index and stops at the page, and a small box reads this index; `point <@ box` is
    // always estimated at 0.5 % and sorted every match of a city-wide box (decision 024).
    // Migration 0011 adds INCLUDE (created_at, id, agent_id, listed_for), which Drizzle cannot
    // declare: the map picks a small box's newest points on this index alone.
    index('properties_verified_coordinates_idx')
      .on(t.lat, t.lng)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // The box's cells (decision 024): finds an empty or sparse box's few listings. Migration 0018
    // adds INCLUDE (lat, lng, agent_id), which Drizzle cannot declare: a dense box's capped count
    // reads only its cells' entries and no table row.
    index('properties_verified_cell_idx')
      .on(t.cell)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // Rent or buy, then the box's cells. Migration 0015 adds INCLUDE (agent_id, bed_rooms,
    // min_price, lat, lng), which Drizzle cannot declare: the map's newest points of a dense box
    // with rent, rooms and a budget are chosen on this index alone. Rent or buy leads so that a
    // dense box without it keeps walking the newest-first index (decision 024). Only for a query
    // that tests cells (`cell in (…)` implies `cell is not null`): the narrow index otherwise
    // tempted a price band's count to read 340 000 rent entries (migration 0016).
    index('properties_verified_listed_cell_idx')
      .on(t.listedFor, t.cell, t.addedAt, t.id)
      .where(
        sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available' and ${t.cell} is not null`,
      ),
    // `upazila` without its district (the spec's API allows it; the web sends both).
    index('properties_verified_upazila_idx')
      .on(t.upozila, t.addedAt, t.id)
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    // Similar listings (decision 060): rent or buy, the price band, then the place from the district down to
    // the locality, newest first. Each level's few listings are read from here alone, however big the city.
    index('properties_verified_similar_idx')
      .on(
        t.listedFor,
        priceBandSql(t.listedFor, t.minPrice),
        t.district,
        t.upozila,
        t.area,
        t.locality,
        t.addedAt.desc(),
      )
      .where(sql`${t.verificationStatus} = 'verified' and ${t.marketState} = 'available'`),
    index('properties_advertised_idx').on(t.advertiseStatus).where(sql`${t.advertiseStatus} = 'advertise'`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_property_uq').on(t.userId, t.propertyId)],
);

/**
 * Offers keep a snapshot of the property and the people as they were when the offer
 * was made, so a sale's history survives later edits and deletions.
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    agentId: text('agent_id').references(() => user.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id').references(() => user.id, { onDelete: 'set null' }),
    propertyTitle: text('property_title').notNull(),
    propertyLocation: text('property_location').notNull(),
    propertyImage: text('property_image').notNull(),
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
    agentName: text('agent_name').notNull(),
    agentEmail: text('agent_email').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    offeredPrice: integer('offered_price').notNull(),
    /** The date the buyer proposes (YYYY-MM-DD). */
    offeredDate: text('offered_date').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    payment: text('payment', { enum: ['completed'] }),
    /** When the agent accepted; the payment window runs from here (decision 017). */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** An accepted offer not bought by then is over and frees its listing. */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** Why a deal ended without the agent's word (status 'rejected'): null for the agent's own rejection. */
    endReason: text('end_reason', { enum: OFFER_END_REASONS }),
    /**
     * What the buyer pays once accepted, whole Taka, fixed at acceptance (decision 055): booking money, a
     * rental's advance, or null for the offered price (offers accepted before it).
     */
    amountDue: integer('amount_due'),
    /** The sum due secures the deal (booked, then completed or cancelled by the agent) rather than buys it. */
    isBooking: boolean('is_booking').notNull().default(false),
    /** The agent's reason for cancelling a booked deal, or the admin's for refunding it. */
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('offers_price_in_range_check', sql`${t.offeredPrice} between ${t.minPrice} and ${t.maxPrice}`),
    index('offers_property_idx').on(t.propertyId),
    index('offers_agent_idx').on(t.agentId),
    index('offers_buyer_idx').on(t.buyerId),
    // One accepted-or-bought offer per property, whatever races the requests run.
    uniqueIndex('offers_one_deal_per_property_uq')
      .on(t.propertyId)
      .where(sql`${t.status} in ('accepted', 'bought', 'booked', 'completed')`),
    // The sweep of overdue deals reads only the accepted offers, oldest deadline first.
    index('offers_payment_due_idx').on(t.paymentDueAt).where(sql`${t.status} = 'accepted'`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reviewerId: text('reviewer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_property_idx').on(t.propertyId),
    index('reviews_created_idx').on(t.createdAt),
    index('reviews_reviewer_idx').on(t.reviewerId),
    // One review per person per listing: a second one is refused, whatever races the requests run.
    uniqueIndex('reviews_one_per_reviewer_uq').on(t.propertyId, t.reviewerId),
  ],
);

// ── Payments ──────────────────────────────────────────────────────────────────

/**
 * Every payment intent created for an offer, with the provider that holds it. An offer has
 * at most one open intent: opening the payment page again reuses it, so one offer can never
 * be charged twice through two intents.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's payment id (Stripe's PaymentIntent id); it becomes the offer's transactionId. */
    intentId: text('intent_id').notNull().unique(),
    clientSecret: text('client_secret').notNull(),
    /** Cents. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /**
     * refunded: SSLCommerz took it after its offer could no longer be paid, and gave it back (decision 046).
     * closed: an SSLCommerz session nobody paid, past its lifetime (decision 069); it no longer counts as
     * the offer's open payment, and a late IPN for it is still validated and recorded.
     */
    status: text('status', { enum: ['open', 'succeeded', 'refunded', 'closed'] })
      .notNull()
      .default('open'),
    /** Its receipt, 'NL-2026-000123', given when it succeeds, in that transaction (decision 054). */
    receiptNumber: text('receipt_number').unique(),
    /** How it was paid, as the provider reports it: 'card', 'bKash', 'Nagad', 'sandbox card'… */
    method: text('method'),
    /** When it succeeded (the offer became bought). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An admin's refund (decision 055): why, and when; null for the late payments SSLCommerz gave back. */
    refundReason: text('refund_reason'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_offer_idx').on(t.offerId),
    uniqueIndex('payments_one_open_per_offer_uq').on(t.offerId).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * One row per year (in Dhaka) of receipts: the last number given. A payment's transaction bumps it
 * (`insert … on conflict do update`), so the row lock orders concurrent payments and a rolled-back
 * payment gives its number back: numbers run without gaps or doubles (decision 054).
 */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * The built-in sandbox provider's own records (it behaves like Stripe's test mode). In
 * production with Stripe this table stays empty: the provider's state lives at Stripe.
 */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  /** Cents. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'refunded'] })
    .notNull()
    .default('requires_payment_method'),
  /** The offer it pays, as Stripe keeps it in the intent's metadata. */
  offerId: text('offer_id').notNull(),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ── Reaching people (issue 12) ───────────────────────────────────────────────

/**
 * A listing's pictures beside its cover (`properties.image`, the spec's single picture), in the
 * agent's order. `url` is the upload's own address; its sizes are named after it (images module).
 */
export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** What the picture shows, for people who cannot see it; '' lets the page describe it. */
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);

/**
 * Who uploaded each picture and how many bytes it and its sizes take (decision 058): an account's
 * quota is the sum of its rows, and a row no listing, offer or profile names after ORPHAN_HOURS is
 * collected with its files. Pictures uploaded before this table have no row and are kept.
 */
export const uploads = pgTable(
  'uploads',
  {
    /** The original's name under /uploads/images/, e.g. `<uuid>.webp`; its sizes are named after it. */
    fileName: text('file_name').primaryKey(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId), index('uploads_created_idx').on(t.createdAt)],
);

/** One conversation per buyer and listing: the buyer's enquiry and the agent's replies. */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The listing's title when the enquiry began, so the thread keeps its name if the listing goes. */
    propertyTitle: text('property_title').notNull(),
    /** When the last message was sent: threads are listed by it. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    agentReadAt: timestamp('agent_read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enquiries_property_buyer_uq').on(t.propertyId, t.buyerId),
    index('enquiries_agent_idx').on(t.agentId, t.lastMessageAt),
    index('enquiries_buyer_idx').on(t.buyerId, t.lastMessageAt),
  ],
);

export const enquiryMessages = pgTable(
  'enquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    senderId: text('sender_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('enquiry_messages_enquiry_idx').on(t.enquiryId, t.createdAt),
    // Rate limits count a sender's recent messages.
    index('enquiry_messages_sender_idx').on(t.senderId, t.createdAt),
  ],
);

/** A buyer's request to visit a listing at one of the times they propose, and what became of it. */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    propertyTitle: text('property_title').notNull(),
    /** The times the buyer can come, earliest first. */
    proposedTimes: timestamp('proposed_times', { withTimezone: true }).array().notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: VIEWING_STATUSES }).notNull().default('requested'),
    /** The proposed time the agent confirmed. */
    confirmedTime: timestamp('confirmed_time', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: VIEWING_PARTIES }),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('viewings_agent_idx').on(t.agentId, t.createdAt),
    index('viewings_buyer_idx').on(t.buyerId, t.createdAt),
    index('viewings_property_idx').on(t.propertyId),
  ],
);

/**
 * What happened to a person, for the bell and for email. A row is written in the same transaction
 * as the event; `deliveredAt` is set once it has been pushed to open pages and mailed (when the
 * person wants mail of its kind), so a crash between the two loses nothing.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /**
     * The catalog messages the title and body were written from (decision 040), so each reader
     * gets them in their own language; `title` and `body` keep the English. Null on older rows.
     */
    message: jsonb('message').$type<NotificationMessage>(),
    /** The page it is about, a path of the web app such as /dashboard/enquiries/…. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    index('notifications_undelivered_idx').on(t.createdAt).where(sql`${t.deliveredAt} is null`),
  ],
);

/** The kinds of notification a person does not want by email (the bell still shows them). */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Notification mail handed to SMTP or the outbox (decision 058): one row per notification and
 * recipient, written after the send. A mail job retried after a crash finds its row and sends
 * nothing; one retried between the send and this row sends again under the same Message-ID.
 */
export const notificationMails = pgTable(
  'notification_mails',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.recipient] })],
);
