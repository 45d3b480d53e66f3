/**
 * The listing facts' values (issue 26, decision 047) without zod: the constants, the land units and the
 * month in Dhaka, which the web app's first page (cards) reads; the schemas and rules are in
 * listing-facts.ts.
 */
export const FACINGS = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
] as const;
export type Facing = (typeof FACINGS)[number];
export const GAS_SUPPLIES = ['piped', 'cylinder', 'none'] as const;
export type GasSupply = (typeof GAS_SUPPLIES)[number];
export const POWER_BACKUPS = ['generator', 'ips', 'none'] as const;
export type PowerBackup = (typeof POWER_BACKUPS)[number];
export const FURNISHINGS = ['unfurnished', 'semi', 'full'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];
export const CONSTRUCTION_STATES = ['ready', 'under_construction'] as const;
export type ConstructionState = (typeof CONSTRUCTION_STATES)[number];
export const TENANT_TYPES = ['family', 'bachelor_men', 'bachelor_women', 'sublet', 'any'] as const;
export type TenantType = (typeof TENANT_TYPES)[number];
export const LAND_UNITS = ['katha', 'decimal'] as const;
export type LandUnit = (typeof LAND_UNITS)[number];

/**
 * Square feet in one unit of land as used in Bangladesh: 1 katha = 720 sq ft (80 sq yd) and 1 decimal
 * (shotangsho) = 1/100 acre = 435.6 sq ft; sources in docs/listing-facts.md.
 */
export const SQ_FT_PER_LAND_UNIT: Record<LandUnit, number> = { katha: 720, decimal: 435.6 };

/** Dhaka's advances run 1–3 months for a flat and up to a year for a shop; two years is past any real one. */
export const MAX_ADVANCE_MONTHS = 24;
/**
 * Booking money a sale asks (decision 055): a percentage of the offered price from 5 to 100, or an amount
 * from 5 % of the listing's minimum price up to that minimum (so it never exceeds any offer). Neither said
 * is 100 %: the buyer pays the whole offered price, as the spec's journey does.
 */
export const BOOKING_PERCENT_MIN = 5;
export const BOOKING_PERCENT_MAX = 100;
/** Taller than any building in Bangladesh (the tallest has about 40 floors) with a margin. */
export const MAX_FLOORS = 200;
export const MAX_PARKING_SPACES = 500;
export const MAX_BALCONIES = 50;
/** Land in one listing; 100 000 katha is about 1 650 acres. */
export const MAX_LAND_SIZE = 100_000;
export const MAX_SERVICE_CHARGE = 10_000_000;

/** The categories whose land size the form asks for (the spec has no plot category: a plot is 'Other'). */
export const LAND_SIZE_CATEGORIES = [
  'Other',
  'Single Family House',
  'Multi Family House',
  'Residential',
  'Commercial',
] as const;

/** The facts' field names, in the order the API answers them. */
export const LISTING_FACT_KEYS = [
  'floor',
  'totalFloors',
  'facing',
  'hasLift',
  'gas',
  'powerBackup',
  'parkingSpaces',
  'balconies',
  'furnishing',
  'construction',
  'handoverMonth',
  'advanceMonths',
  'serviceCharge',
  'availableFrom',
  'tenantType',
  'landSize',
  'landUnit',
  'bookingPercent',
  'bookingAmount',
] as const;
export type ListingFactKey = (typeof LISTING_FACT_KEYS)[number];
export const RENTAL_FACT_KEYS = ['advanceMonths', 'serviceCharge', 'availableFrom', 'tenantType'] as const;
export const SALE_FACT_KEYS = ['bookingPercent', 'bookingAmount'] as const;
/** Every fact not said: a listing from before the facts, or one whose agent gave none. */
export const NO_LISTING_FACTS = Object.fromEntries(LISTING_FACT_KEYS.map((key) => [key, null])) as {
  [K in ListingFactKey]: null;
};

/** This month in Dhaka, 'YYYY-MM' (the handover rule's "past" is Dhaka's, whatever the server's zone). */
export function findDhakaMonth(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dhaka',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}

/** A land size in each unit and in square feet, rounded as people read them. */
export function convertLandSize(
  size: number,
  unit: LandUnit,
): { katha: number; decimal: number; sqFt: number } {
  const sqFt = size * SQ_FT_PER_LAND_UNIT[unit];
  const round2 = (value: number) => Math.round(value * 100) / 100;
  return {
    katha: round2(sqFt / SQ_FT_PER_LAND_UNIT.katha),
    decimal: round2(sqFt / SQ_FT_PER_LAND_UNIT.decimal),
    sqFt: Math.round(sqFt),
  };
}
