/**
 * A listing's public JSON written by PostgreSQL (decision 023 "The search's JSON written by the
 * database"): the same bytes `toPropertyJson` and the route's compiled serializer write, as one
 * text column per row. A search page then reaches the server as a dozen short strings instead of
 * a dozen rows of 34 columns for node-postgres to parse into values, Drizzle to map, and the
 * serializer to write out again.
 *
 * `row_to_json` writes compact JSON (no spaces), its keys in the order of the select, and escapes
 * strings as JSON.stringify does (`\"`, `\\`, `\b \f \n \r \t`, other control characters as
 * `\u00xx`); every column is text, text[], integer, uuid or a timestamp written as
 * `Date.toISOString()` writes it (milliseconds, truncated, UTC). `property-json-sql.test.ts`
 * compares the bytes with the serializer's on awkward values, on both database drivers.
 */
import { LISTING_FACT_KEYS, PRICE_REDUCED_DAYS, type Property, propertySchema } from '@nestlane/shared';
import { type Column, type SQL, sql } from 'drizzle-orm';
import { properties, user } from '../../db/schema';

/** `Date.prototype.toISOString()` of a timestamptz: `2026-01-31T09:05:07.123Z`. */
export const isoTimestamp = (column: Column) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every field of a listing in the search's answer (no gallery, no price history), as SQL over the listing and its agent. */
const FIELDS: Record<Exclude<keyof Property, 'gallery' | 'priceHistory'>, SQL> = {
  _id: sql`${properties.id}`,
  propertyImage: sql`${properties.image}`,
  propertyTitle: sql`${properties.title}`,
  propertyLocation: sql`${properties.location}`,
  minPrice: sql`${properties.minPrice}`,
  maxPrice: sql`${properties.maxPrice}`,
  propertyVerificationStatus: sql`${properties.verificationStatus}`,
  agentName: sql`${user.name}`,
  agentEmail: sql`${user.email}`,
  agentImage: sql`coalesce(${user.photo}, '')`,
  interiorFacilities: sql`${properties.interiorFacilities}`,
  outdoorFacilities: sql`${properties.outdoorFacilities}`,
  otherFacilities: sql`${properties.otherFacilities}`,
  bedRooms: sql`${properties.bedRooms}`,
  bathRooms: sql`${properties.bathRooms}`,
  rooms: sql`${properties.rooms}`,
  builtYear: sql`${properties.builtYear}`,
  associationFee: sql`${properties.associationFee}`,
  yearlyTax: sql`${properties.yearlyTax}`,
  estimatedTaxes: sql`${properties.estimatedTaxes}`,
  propertySize: sql`${properties.propertySize}`,
  upozila: sql`${properties.upozila}`,
  district: sql`${properties.district}`,
  division: sql`${properties.division}`,
  area: sql`${properties.area}`,
  locality: sql`${properties.locality}`,
  listedFor: sql`${properties.listedFor}`,
  category: sql`${properties.category}`,
  longitude: sql`${properties.longitude}`,
  latitude: sql`${properties.latitude}`,
  addedDate: isoTimestamp(properties.addedAt),
  updatedDate: isoTimestamp(properties.updatedAt),
  description: sql`${properties.description}`,
  propertyTitleBn: sql`${properties.titleBn}`,
  descriptionBn: sql`${properties.descriptionBn}`,
  advertiseStatus: sql`${properties.advertiseStatus}`,
  marketState: sql`${properties.marketState}`,
  // The listing's own column (decision 038), no subquery per row: null unless the cut is recent.
  ...factFields(),
  priceReducedAt: sql`case when ${properties.priceCutAt} > now() - make_interval(hours => ${sql.raw(String(PRICE_REDUCED_DAYS * 24))}) then ${isoTimestamp(properties.priceCutAt)} end`,
};

/** The facts (decision 047): each column is named as its field. */
function factFields() {
  return Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, sql`${properties[key]}`])) as Record<
    (typeof LISTING_FACT_KEYS)[number],
    SQL
  >;
}

/** The schema's order, which the serializer writes in. */
const ORDERED_KEYS = Object.keys(propertySchema.shape).filter(
  (key): key is keyof typeof FIELDS => key in FIELDS,
);

/**
 * The JSON text of the listing on the current row (of `properties` joined to its agent's `user`
 * row): a scalar subquery over the row's own columns, so it runs once per row of the page.
 */
export function propertyJsonText(): SQL<string> {
  const columns = sql.join(
    ORDERED_KEYS.map((key) => sql`${FIELDS[key]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  return sql<string>`(select row_to_json(listing)::text from (select ${columns}) as listing)`;
}

/** A JSON array of listings from their JSON texts. */
export const jsonArray = (items: readonly string[]) => `[${items.join(',')}]`;
