import { z } from 'zod';
import {
  ALL,
  CATEGORIES,
  DEEP_PAGE_MESSAGE,
  INTERIOR_FACILITIES,
  LISTED_FOR,
  MAX_COUNTED_RESULTS,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SEARCH_LENGTH,
  OPEN_BAND_ALIASES,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  PRICE_BANDS,
  PRICE_SORTS,
  SEARCH_PLACEHOLDER,
} from './constants';
import { factFilterShape } from './fact-filters';
import { BD_DIVISIONS } from './geo';
import { BD_AREAS } from './geo/areas';
import { findLocality } from './geo/localities';
import { parseTakaAmount } from './money-parse';
import { pageQuerySchema } from './paging';
import { hasSearchableText } from './search-text';

export type PriceBand = { min: number; max: number | null };

/** Reads a price band such as '50000-100000', '900000-+' or '900000-Above'. */
export function parsePriceBand(value: string): PriceBand | undefined {
  if ((OPEN_BAND_ALIASES as readonly string[]).includes(value)) return { min: 900000, max: null };
  const band = PRICE_BANDS.find((b) => b.value === value);
  return band ? { min: band.min, max: band.max } : undefined;
}

const noFilter = (value: string | undefined, ...blank: string[]) =>
  value === undefined || value.trim() === '' || blank.includes(value.trim()) ? undefined : value.trim();

/** The orders `sort` may ask for; the spec's `priceSort` keeps its own two values. */
export const SEARCH_SORTS = ['newest', 'price-asc', 'price-desc', 'size-asc', 'size-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Every facility a listing can have, whichever of its three lists it is in. */
export const AMENITIES = [...INTERIOR_FACILITIES, ...OUTDOOR_FACILITIES, ...OTHER_FACILITIES] as const;
export type Amenity = (typeof AMENITIES)[number];
/** More values than exist in any list is a mistake or an attack, never a search. */
export const MAX_LIST_FILTER_VALUES = 20;
/** Prices are PostgreSQL `integer`s: a bigger bound could only overflow. */
export const MAX_PRICE_FILTER = 2_000_000_000;
export const MAX_ROOMS_FILTER = 100;
export const MAX_SIZE_FILTER = 10_000_000;
export const MAX_ADDED_WITHIN_DAYS = 3650;

/** Whole numbers from 0 to `max`, as typed in a URL: '-1', '2.5', '1e3' and 'abc' are refused. */
function wholeNumberParam(name: string, max: number, min = 0) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return (
    z
      .string({ error: message })
      .trim()
      .regex(/^(\d{1,10})?$/, message)
      // An empty field is no filter, as for the spec's parameters.
      .transform((v) => (v === '' ? undefined : Number(v)))
      .refine((n) => n === undefined || (n >= min && n <= max), message)
      .optional()
  );
}

/**
 * An amount of Taka as typed (decision 045): '8500000', '85,00,000', '85 lakh', '1.2 crore', '৮৫ লাখ'.
 * Anything else, or more than `max`, is refused with a message that shows what is understood.
 */
function takaParam(name: string, max: number) {
  const message = `${name} must be an amount in Taka from 0 to ${max}, such as 8500000, 85 lakh or 1.2 crore`;
  return z
    .string({ error: message })
    .max(MAX_SEARCH_LENGTH, message)
    .transform((v, context) => {
      if (v.trim() === '') return undefined;
      const amount = parseTakaAmount(v);
      if (amount === undefined || amount > max) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return amount;
    })
    .optional();
}

/** A repeated parameter (`?a=x&a=y`) or a comma list (`?a=x,y`), each value one of `options`. */
function listParam<T extends string>(name: string, options: readonly T[], what: string) {
  const message = `${name} must be a list of ${what}`;
  return z
    .union([z.string(), z.array(z.string())], { error: message })
    .optional()
    .transform((v) =>
      v === undefined
        ? []
        : (Array.isArray(v) ? v : [v])
            .flatMap((item) => item.split(','))
            .map((item) => item.trim())
            .filter((item) => item !== ''),
    )
    .refine((items) => items.length <= MAX_LIST_FILTER_VALUES, {
      message: `${name} may hold at most ${MAX_LIST_FILTER_VALUES} values`,
    })
    .refine((items) => items.every((item) => (options as readonly string[]).includes(item)), { message })
    .transform((items) => (items.length === 0 ? undefined : ([...new Set(items)] as T[])));
}

/** A place name as listings store it (English, from the hierarchy); unknown names are refused. */
function placeParam(name: string, isKnown: (place: string) => boolean) {
  return z
    .string({ error: `${name} must be a place name` })
    .max(MAX_SEARCH_LENGTH, `${name} must be a place name`)
    .optional()
    .transform((v) => noFilter(v, ALL))
    .refine((v) => v === undefined || isKnown(v), { message: `${name} must be a known ${name} name` });
}

const DIVISION_NAMES = new Set(BD_DIVISIONS.map((d) => d.name));
const DISTRICT_NAMES = new Set(BD_DIVISIONS.flatMap((d) => d.districts.map((t) => t.name)));
const UPAZILA_NAMES = new Set(
  BD_DIVISIONS.flatMap((d) => d.districts.flatMap((t) => t.upazilas.map((u) => u.name))),
);

/** Any district's city area (decision 024); the set is built on first use, not on import. */
let areaNames: ReadonlySet<string> | undefined;
function isAreaName(name: string): boolean {
  areaNames ??= new Set(BD_AREAS.flatMap((district) => district.areas.map((area) => area.name)));
  return areaNames.has(name);
}

/** A map bound in decimal degrees as typed in a URL ('23.79', '-0.5'); '1e3', 'abc' are refused. */
function degreesParam(name: string, what: 'latitude' | 'longitude') {
  const limit = what === 'latitude' ? 90 : 180;
  const message = `${name} must be a ${what} from -${limit} to ${limit}`;
  return z
    .string({ error: message })
    .trim()
    .regex(/^([-+]?\d{1,3}(\.\d{1,15})?)?$/, message)
    .transform((v) => (v === '' ? undefined : Number(v)))
    .refine((n) => n === undefined || Math.abs(n) <= limit, message)
    .optional();
}

export type MapBounds = { north: number; south: number; east: number; west: number };
const BOUND_NAMES = ['north', 'south', 'east', 'west'] as const;

/**
 * Every filter of the public search: the spec's and issue 11's (decision 022), the city area and
 * the map bounds (decision 024). The spec's placeholder text and 'All' mean "no filter"; both
 * spellings of the open band work.
 */
const searchFilterShape = {
  search: z
    .string()
    .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
    // A pasted tab or newline is a space; PostgreSQL text cannot even hold NUL.
    .transform((v) => [...v].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join(''))
    .optional()
    .transform((v) => noFilter(v, SEARCH_PLACEHOLDER))
    // Punctuation alone ('_', '%', '..') names nothing: no text filter (decision 063).
    .transform((v) => (v !== undefined && hasSearchableText(v) ? v : undefined)),
  priceSort: z
    .string()
    .optional()
    .transform((v) => noFilter(v, ALL))
    .refine((v) => v === undefined || (PRICE_SORTS as readonly string[]).includes(v), {
      message: "priceSort must be 'All', 'asc' or 'desc'",
    })
    .transform((v) => v as (typeof PRICE_SORTS)[number] | undefined),
  priceRange: z
    .string()
    .optional()
    .transform((v) => noFilter(v, ALL))
    .refine((v) => v === undefined || parsePriceBand(v) !== undefined, {
      message: 'priceRange must be one of the price bands',
    })
    .transform((v) => (v === undefined ? undefined : parsePriceBand(v))),
  category: z
    .string()
    .optional()
    .transform((v) => noFilter(v, ALL))
    .refine((v) => v === undefined || (CATEGORIES as readonly string[]).includes(v), {
      message: 'category must be one of the ten categories',
    })
    .transform((v) => v as (typeof CATEGORIES)[number] | undefined),
  // Issue 11's filters (decision 022): every one optional, all combinable.
  listedFor: z
    .string({ error: "listedFor must be 'For Rent' or 'For Sale'" })
    .optional()
    .transform((v) => noFilter(v, ALL))
    .refine((v) => v === undefined || (LISTED_FOR as readonly string[]).includes(v), {
      message: "listedFor must be 'For Rent' or 'For Sale'",
    })
    .transform((v) => v as (typeof LISTED_FOR)[number] | undefined),
  division: placeParam('division', (v) => DIVISION_NAMES.has(v)),
  district: placeParam('district', (v) => DISTRICT_NAMES.has(v)),
  upazila: placeParam('upazila', (v) => UPAZILA_NAMES.has(v)),
  area: placeParam('area', isAreaName),
  /** A locality (decision 049): listings filed there, or in its city area without one and near its centre. */
  locality: placeParam('locality', (v) => findLocality(v) !== undefined),
  minBedrooms: wholeNumberParam('minBedrooms', MAX_ROOMS_FILTER),
  minBathrooms: wholeNumberParam('minBathrooms', MAX_ROOMS_FILTER),
  minSize: wholeNumberParam('minSize', MAX_SIZE_FILTER),
  maxSize: wholeNumberParam('maxSize', MAX_SIZE_FILTER),
  minPrice: takaParam('minPrice', MAX_PRICE_FILTER),
  maxPrice: takaParam('maxPrice', MAX_PRICE_FILTER),
  categories: listParam('categories', CATEGORIES, 'the ten categories'),
  amenities: listParam('amenities', AMENITIES, 'the listing facilities'),
  addedWithinDays: wholeNumberParam('addedWithinDays', MAX_ADDED_WITHIN_DAYS, 1),
  sort: z
    .string({ error: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .optional()
    .transform((v) => noFilter(v))
    .refine((v) => v === undefined || (SEARCH_SORTS as readonly string[]).includes(v), {
      message: `sort must be one of ${SEARCH_SORTS.join(', ')}`,
    })
    .transform((v) => v as SearchSort | undefined),
  north: degreesParam('north', 'latitude'),
  south: degreesParam('south', 'latitude'),
  east: degreesParam('east', 'longitude'),
  west: degreesParam('west', 'longitude'),
  // The facts' filters (decision 047).
  ...factFilterShape,
};

type SearchFilters = z.output<z.ZodObject<typeof searchFilterShape>>;

/** Checks that involve two parameters: ranges in order, bounds all four or none and not inverted. */
function checkFilterPairs(query: SearchFilters, context: z.RefinementCtx) {
  const refuse = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (query.minSize !== undefined && query.maxSize !== undefined && query.minSize > query.maxSize) {
    refuse('maxSize', 'minSize must not be above maxSize');
  }
  if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
    refuse('maxPrice', 'minPrice must not be above maxPrice');
  }
  const given = BOUND_NAMES.filter((name) => query[name] !== undefined);
  if (given.length > 0 && given.length < BOUND_NAMES.length) {
    refuse(given[0] ?? 'north', 'north, south, east and west must be given together');
  }
  // A bound that failed its own check (not a number, out of range) has its own message already.
  const { north, south, east, west } = query;
  const isWithin = (limit: number, value: unknown): value is number =>
    typeof value === 'number' && Math.abs(value) <= limit;
  if (isWithin(90, north) && isWithin(90, south) && south > north) {
    refuse('south', 'south must not be above north');
  }
  if (isWithin(180, east) && isWithin(180, west) && west > east)
    refuse('west', 'west must not be above east');
}

/** The four bounds of a map box when all are given (the schemas refuse fewer). */
export function readMapBounds(query: Partial<MapBounds>): MapBounds | undefined {
  const { north, south, east, west } = query;
  if (north === undefined || south === undefined || east === undefined || west === undefined)
    return undefined;
  return { north, south, east, west };
}

/** Query of GET /api/getVerifiedProperties: the filters and a page within the first 1000 matches. */
export const searchQuerySchema = z
  .object({ ...searchFilterShape, ...pageQuerySchema.shape })
  .strip()
  .superRefine((query, context) => {
    checkFilterPairs(query, context);
    // A page or limit out of its own range has its own message already.
    const isPagingValid = query.page <= MAX_PAGE && query.limit <= MAX_PAGE_SIZE;
    if (isPagingValid && (query.page - 1) * query.limit >= MAX_COUNTED_RESULTS) {
      context.addIssue({ code: 'custom', path: ['page'], message: DEEP_PAGE_MESSAGE });
    }
  });
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * Query of GET /api/searchMap: the same filters; `page` and `limit` are not read (the map shows up
 * to MAX_MAP_POINTS matches at once), nor the sorts (always newest first).
 */
export const searchMapQuerySchema = z.object(searchFilterShape).strip().superRefine(checkFilterPairs);
export type SearchMapQueryInput = z.input<typeof searchMapQuerySchema>;
export type SearchMapQuery = z.output<typeof searchMapQuerySchema>;

// Defined with the constants so a browser bundle can read it without loading the zod schemas above.
export { MAX_COUNTED_RESULTS, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from './constants';
