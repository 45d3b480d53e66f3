/**
 * The facts a Bangladeshi asks first (issue 26, decision 047): floor, facing, lift, gas, backup,
 * parking, balconies, furnishing and construction for every home; advance, service charge,
 * available-from month and who may rent for a rental; land size in katha or decimal for a plot.
 * Beside the spec's fields, never instead of them: every fact is optional (null is "not said"), so
 * the spec's own client keeps working. The rules that tie facts together live in `findFactsProblem`,
 * which the add body runs and the update service runs again on the stored facts merged with the new.
 */
import { z } from 'zod';
import type { ListedFor } from './constants';
import {
  BOOKING_PERCENT_MAX,
  BOOKING_PERCENT_MIN,
  CONSTRUCTION_STATES,
  FACINGS,
  FURNISHINGS,
  findDhakaMonth,
  GAS_SUPPLIES,
  LAND_UNITS,
  MAX_ADVANCE_MONTHS,
  MAX_BALCONIES,
  MAX_FLOORS,
  MAX_LAND_SIZE,
  MAX_PARKING_SPACES,
  MAX_SERVICE_CHARGE,
  POWER_BACKUPS,
  RENTAL_FACT_KEYS,
  SALE_FACT_KEYS,
  TENANT_TYPES,
} from './listing-fact-values';

export const FACT_MESSAGES = {
  wholeNumber: (label: string) => `${label} Should Be a Whole Number`,
  between: (label: string, min: number, max: number) => `${label} Should Be From ${min} To ${max}`,
  choose: (label: string) => `Please Choose ${label} From The List`,
  month: (label: string) => `${label} Should Be a Month Such As 2027-06`,
  floorAboveTotal: 'Floor Should Not Be Above The Total Floors',
  handoverPast: 'Handover Month Should Not Be In The Past For a Home Under Construction',
  handoverNotUnderConstruction: 'Handover Month Is Only For a Home Under Construction',
  rentalOnly: (label: string) => `${label} Is Only For a Rental`,
  landSizeNeedsUnit: 'Land Size Needs Its Unit: Katha Or Decimal',
  landUnitNeedsSize: 'Land Unit Needs a Land Size',
  landSizeFormat: `Land Size Should Be a Number Above 0 Up To ${MAX_LAND_SIZE}, With At Most 2 Decimals`,
  oneRent: 'A Rental Has One Monthly Rent: Max Price Should Equal Min Price',
  saleOnly: (label: string) => `${label} Is Only For a Sale`,
  bookingEither: 'Booking Money Is a Percentage Or an Amount, Not Both',
} as const;

/** The least and the most booking money (whole Taka) a sale priced from `minPrice` may ask (decision 055). */
export function findBookingAmountBounds(minPrice: number): { min: number; max: number } {
  return { min: Math.ceil((minPrice * BOOKING_PERCENT_MIN) / 100), max: minPrice };
}

const MONTH_PATTERN = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/;

function count(label: string, min: number, max: number) {
  return z
    .number({ error: FACT_MESSAGES.wholeNumber(label) })
    .int({ error: FACT_MESSAGES.wholeNumber(label) })
    .min(min, { error: FACT_MESSAGES.between(label, min, max) })
    .max(max, { error: FACT_MESSAGES.between(label, min, max) })
    .nullable()
    .optional();
}

function choice<const T extends readonly [string, ...string[]]>(label: string, options: T) {
  return z
    .enum(options, { error: FACT_MESSAGES.choose(label) })
    .nullable()
    .optional();
}

/** A calendar month, 'YYYY-MM'. */
export const monthSchema = (label: string) =>
  z.string({ error: FACT_MESSAGES.month(label) }).regex(MONTH_PATTERN, { error: FACT_MESSAGES.month(label) });

const landSize = z
  .number({ error: FACT_MESSAGES.landSizeFormat })
  .gt(0, { error: FACT_MESSAGES.landSizeFormat })
  .max(MAX_LAND_SIZE, { error: FACT_MESSAGES.landSizeFormat })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    error: FACT_MESSAGES.landSizeFormat,
  })
  .nullable()
  .optional();

/** The facts' fields, as the add and update bodies take them: absent or null is "not said". */
export const listingFactsShape = {
  floor: count('Floor', 0, MAX_FLOORS),
  totalFloors: count('Total Floors', 1, MAX_FLOORS),
  facing: choice('Facing', FACINGS),
  hasLift: z.boolean({ error: 'Lift Should Be Yes Or No' }).nullable().optional(),
  gas: choice('Gas', GAS_SUPPLIES),
  powerBackup: choice('Power Backup', POWER_BACKUPS),
  parkingSpaces: count('Parking Spaces', 0, MAX_PARKING_SPACES),
  balconies: count('Balconies', 0, MAX_BALCONIES),
  furnishing: choice('Furnishing', FURNISHINGS),
  construction: choice('Construction', CONSTRUCTION_STATES),
  handoverMonth: monthSchema('Handover Month').nullable().optional(),
  advanceMonths: count('Advance', 0, MAX_ADVANCE_MONTHS),
  serviceCharge: count('Service Charge', 0, MAX_SERVICE_CHARGE),
  availableFrom: monthSchema('Available From').nullable().optional(),
  tenantType: choice('Tenant Type', TENANT_TYPES),
  landSize,
  landUnit: choice('Land Unit', LAND_UNITS),
  bookingPercent: count('Booking Money (%)', BOOKING_PERCENT_MIN, BOOKING_PERCENT_MAX),
  // Its bounds depend on the price: findFactsProblem checks them.
  bookingAmount: count('Booking Money Amount', 1, Number.MAX_SAFE_INTEGER),
};
export const listingFactsSchema = z.object(listingFactsShape);
export type ListingFactsInput = z.input<typeof listingFactsSchema>;
export type ListingFacts = { [K in keyof ListingFactsInput]-?: Exclude<ListingFactsInput[K], undefined> };

/** The facts as the API answers them: every one present, null when not said. */
export const listingFactsAnswerShape = {
  floor: z.number().int().nullable(),
  totalFloors: z.number().int().nullable(),
  facing: z.enum(FACINGS).nullable(),
  hasLift: z.boolean().nullable(),
  gas: z.enum(GAS_SUPPLIES).nullable(),
  powerBackup: z.enum(POWER_BACKUPS).nullable(),
  parkingSpaces: z.number().int().nullable(),
  balconies: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  construction: z.enum(CONSTRUCTION_STATES).nullable(),
  handoverMonth: z.string().nullable(),
  advanceMonths: z.number().int().nullable(),
  serviceCharge: z.number().int().nullable(),
  availableFrom: z.string().nullable(),
  tenantType: z.enum(TENANT_TYPES).nullable(),
  landSize: z.number().nullable(),
  landUnit: z.enum(LAND_UNITS).nullable(),
  /** Not in the spec: a sale's booking money (decision 055), a percentage or an amount; both null is 100 %. */
  bookingPercent: z.number().int().nullable(),
  bookingAmount: z.number().int().nullable(),
};

export type FactsProblem = { field: string; message: string };

/**
 * The first rule the facts break, with the field it is about, or undefined. `facts` are the listing's
 * whole facts (on update: the stored ones with the body's over them).
 */
export function findFactsProblem(
  facts: Partial<ListingFacts>,
  listing: { listedFor: ListedFor; minPrice: number; maxPrice: number },
  now: Date = new Date(),
): FactsProblem | undefined {
  const { floor, totalFloors, construction, handoverMonth, landSize: size, landUnit } = facts;
  if (floor != null && totalFloors != null && floor > totalFloors) {
    return { field: 'floor', message: FACT_MESSAGES.floorAboveTotal };
  }
  if (handoverMonth != null) {
    if (construction !== 'under_construction') {
      return { field: 'handoverMonth', message: FACT_MESSAGES.handoverNotUnderConstruction };
    }
    if (handoverMonth < findDhakaMonth(now))
      return { field: 'handoverMonth', message: FACT_MESSAGES.handoverPast };
  }
  if (listing.listedFor !== 'For Rent') {
    const labels = {
      advanceMonths: 'Advance',
      serviceCharge: 'Service Charge',
      availableFrom: 'Available From',
      tenantType: 'Tenant Type',
    };
    const given = RENTAL_FACT_KEYS.find((key) => facts[key] != null);
    if (given) return { field: given, message: FACT_MESSAGES.rentalOnly(labels[given]) };
  } else if (listing.minPrice !== listing.maxPrice) {
    return { field: 'maxPrice', message: FACT_MESSAGES.oneRent };
  }
  const bookingProblem = findBookingProblem(facts, listing);
  if (bookingProblem) return bookingProblem;
  if (size != null && landUnit == null)
    return { field: 'landUnit', message: FACT_MESSAGES.landSizeNeedsUnit };
  if (size == null && landUnit != null)
    return { field: 'landSize', message: FACT_MESSAGES.landUnitNeedsSize };
  return undefined;
}

/** A sale's booking money: one of a percentage or an amount, the amount within its bounds (decision 055). */
function findBookingProblem(
  facts: Partial<ListingFacts>,
  listing: { listedFor: ListedFor; minPrice: number },
): FactsProblem | undefined {
  const labels = { bookingPercent: 'Booking Money (%)', bookingAmount: 'Booking Money Amount' };
  if (listing.listedFor === 'For Rent') {
    const given = SALE_FACT_KEYS.find((key) => facts[key] != null);
    return given ? { field: given, message: FACT_MESSAGES.saleOnly(labels[given]) } : undefined;
  }
  if (facts.bookingPercent != null && facts.bookingAmount != null) {
    return { field: 'bookingAmount', message: FACT_MESSAGES.bookingEither };
  }
  if (facts.bookingAmount == null) return undefined;
  const bounds = findBookingAmountBounds(listing.minPrice);
  if (facts.bookingAmount < bounds.min || facts.bookingAmount > bounds.max) {
    return {
      field: 'bookingAmount',
      message: FACT_MESSAGES.between(labels.bookingAmount, bounds.min, bounds.max),
    };
  }
  return undefined;
}
