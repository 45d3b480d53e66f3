import {
  ALL,
  type Amenity,
  CATEGORIES,
  type Category,
  INTERIOR_FACILITIES,
  LISTED_FOR,
  type ListedFor,
  OPEN_BAND_ALIASES,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  PRICE_BANDS,
  PRICE_SORTS,
  parseTakaAmount,
  SEARCH_PLACEHOLDER,
  SESSION_KEYS,
  type SearchSort,
} from '@nestlane/shared';
import { PLACE_PARAMS } from '../../../lib/place-params';
import { foldCategories } from './category-choice';
import { addFactFiltersToQuery, type FactSearch, readFactFilters } from './fact-search-filters';

/**
 * The API's lists (`AMENITIES`, `SEARCH_SORTS` in packages/shared/src/search.ts), built here from the
 * constants: importing search.ts would bring its zod schemas and the whole place hierarchy into the first
 * page's bundle, since this file is the eager route loader's (decision 026). A test checks they agree.
 */
export const AMENITY_VALUES: readonly Amenity[] = [
  ...INTERIOR_FACILITIES,
  ...OUTDOOR_FACILITIES,
  ...OTHER_FACILITIES,
];
export const SORT_VALUES = [
  'newest',
  'price-asc',
  'price-desc',
  'size-asc',
  'size-desc',
] as const satisfies readonly SearchSort[];

/** Filters that hold one number; the URL and the API both call them so. */
export const NUMBER_FILTERS = [
  'minBedrooms',
  'minBathrooms',
  'minSize',
  'maxSize',
  'minPrice',
  'maxPrice',
  'addedWithinDays',
] as const;
export type NumberFilter = (typeof NUMBER_FILTERS)[number];
export const BOUNDS_PARAMS = ['north', 'south', 'east', 'west'] as const;
export type MapBounds = Record<(typeof BOUNDS_PARAMS)[number], number>;

/**
 * The search page's filters, read from its URL. The URL uses the API's own names (decision 026), so a
 * shared link is the search itself; `view` and `page` are the page's alone. Empty means "no filter".
 */
export type PropertySearch = {
  search: string;
  priceSort: string;
  priceRange: string;
  category: Category | '';
  listedFor: ListedFor | '';
  division: string;
  district: string;
  upazila: string;
  area: string;
  /** A locality below the city area (decision 049): 'Mirpur 10'. */
  locality: string;
  categories: Category[];
  amenities: Amenity[];
  sort: SearchSort | '';
  bounds: MapBounds | undefined;
  view: 'list' | 'map';
  page: number;
} & Record<NumberFilter, number | undefined> &
  FactSearch;

export type FilterName = Exclude<keyof PropertySearch, 'bounds'> | (typeof BOUNDS_PARAMS)[number];
/** The value a filter takes in the URL: a list for the repeated ones, '' to remove it. */
export type FilterChanges = Partial<Record<FilterName, string | readonly string[]>>;

/** URL query names of the spec's filters; a shared link reproduces the same search. */
export const FILTER_PARAMS = {
  search: 'search',
  priceSort: 'priceSort',
  priceRange: 'priceRange',
  category: 'category',
  page: 'page',
} as const;

/** Largest number each numeric filter takes (the API's limits, packages/shared/src/search.ts). */
const NUMBER_LIMITS: Record<NumberFilter, { min: number; max: number }> = {
  minBedrooms: { min: 0, max: 100 },
  minBathrooms: { min: 0, max: 100 },
  minSize: { min: 0, max: 10_000_000 },
  maxSize: { min: 0, max: 10_000_000 },
  minPrice: { min: 0, max: 2_000_000_000 },
  maxPrice: { min: 0, max: 2_000_000_000 },
  addedWithinDays: { min: 1, max: 3650 },
};

const OPEN_BAND = PRICE_BANDS[PRICE_BANDS.length - 1]?.value ?? '900000-Above';

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** A price band as the search page's select spells it ('900000-+' becomes '900000-Above'); '' when none. */
export function normalizePriceRange(value: string | null): string {
  if (!value || value === ALL) return '';
  if (isOneOf(OPEN_BAND_ALIASES, value)) return OPEN_BAND;
  return PRICE_BANDS.some((band) => band.value === value) ? value : '';
}

export function normalizePriceSort(value: string | null): string {
  return isOneOf(PRICE_SORTS, value) ? value : '';
}

function normalizeSearchText(value: string | null): string {
  const text = value?.trim() ?? '';
  return text === SEARCH_PLACEHOLDER ? '' : text;
}

/** Prices may be typed as people say them ('85 lakh', '৮৫ লাখ'), like the API reads them (decision 045). */
const PRICE_FILTERS: ReadonlySet<NumberFilter> = new Set(['minPrice', 'maxPrice']);

function readNumber(params: URLSearchParams, name: NumberFilter): number | undefined {
  const text = params.get(name)?.trim() ?? '';
  const value = PRICE_FILTERS.has(name)
    ? parseTakaAmount(text)
    : /^\d{1,10}$/.test(text)
      ? Number(text)
      : undefined;
  if (value === undefined) return undefined;
  const { min, max } = NUMBER_LIMITS[name];
  return value >= min && value <= max ? value : undefined;
}

/** A repeated parameter or a comma list, as the API reads it, keeping only known values. */
function readList<T extends string>(params: URLSearchParams, name: string, options: readonly T[]): T[] {
  const values = params.getAll(name).flatMap((value) => value.split(','));
  return [...new Set(values.map((value) => value.trim()).filter((value) => isOneOf(options, value)))] as T[];
}

/** All four bounds, in range and in order, or none (the API refuses anything else). */
function readBounds(params: URLSearchParams): MapBounds | undefined {
  const [north, south, east, west] = BOUNDS_PARAMS.map((name) => {
    const text = params.get(name)?.trim() ?? '';
    return /^-?\d{1,3}(\.\d{1,10})?$/.test(text) ? Number(text) : Number.NaN;
  }) as [number, number, number, number];
  const isLatitude = (v: number) => v >= -90 && v <= 90;
  const isLongitude = (v: number) => v >= -180 && v <= 180;
  if (![north, south].every(isLatitude) || ![east, west].every(isLongitude)) return undefined;
  return south <= north && west <= east ? { north, south, east, west } : undefined;
}

function keepOrdered(filters: PropertySearch, low: NumberFilter, high: NumberFilter) {
  const [min, max] = [filters[low], filters[high]];
  if (min !== undefined && max !== undefined && min > max) filters[high] = undefined;
}

/** Reads the filters from the URL, dropping anything the API would refuse. */
export function readFiltersFromParams(params: URLSearchParams): PropertySearch {
  const category = params.get(FILTER_PARAMS.category);
  const listedFor = params.get('listedFor');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get(FILTER_PARAMS.page) ?? '1', 10);
  const text = (name: string) => params.get(name)?.trim().slice(0, 100) ?? '';
  const filters: PropertySearch = {
    search: normalizeSearchText(params.get(FILTER_PARAMS.search)),
    priceSort: normalizePriceSort(params.get(FILTER_PARAMS.priceSort)),
    priceRange: normalizePriceRange(params.get(FILTER_PARAMS.priceRange)),
    ...foldCategories({
      category: isOneOf(CATEGORIES, category) ? category : '',
      categories: readList(params, 'categories', CATEGORIES),
    }),
    listedFor: isOneOf(LISTED_FOR, listedFor) ? listedFor : '',
    division: text('division'),
    district: text('district'),
    upazila: text('upazila'),
    area: text('area'),
    locality: text('locality'),
    amenities: readList(params, 'amenities', AMENITY_VALUES),
    sort: isOneOf(SORT_VALUES, sort) ? sort : '',
    bounds: readBounds(params),
    view: params.get('view') === 'map' ? 'map' : 'list',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    ...readFactFilters(params),
    ...(Object.fromEntries(NUMBER_FILTERS.map((name) => [name, readNumber(params, name)])) as Record<
      NumberFilter,
      number | undefined
    >),
  };
  keepOrdered(filters, 'minSize', 'maxSize');
  keepOrdered(filters, 'minPrice', 'maxPrice');
  return filters;
}

/**
 * The filters as GET /api/getVerifiedProperties and /api/searchMap read them, without page and limit:
 * the list adds those, the map takes it as it is.
 */
export function toApiQuery(filters: PropertySearch): URLSearchParams {
  const query = new URLSearchParams();
  const add = (name: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') query.append(name, String(value));
  };
  add('search', filters.search);
  add('priceSort', filters.priceSort);
  add('priceRange', filters.priceRange);
  add('category', filters.category);
  add('listedFor', filters.listedFor);
  for (const name of PLACE_PARAMS) add(name, filters[name]);
  for (const name of NUMBER_FILTERS) add(name, filters[name]);
  for (const category of filters.categories) add('categories', category);
  for (const amenity of filters.amenities) add('amenities', amenity);
  addFactFiltersToQuery(add, filters);
  add('sort', filters.sort);
  if (filters.bounds) for (const name of BOUNDS_PARAMS) add(name, filters.bounds[name]);
  return query;
}

/**
 * Sets or removes filters in the URL ('' or an empty list removes one); any change except the page
 * itself starts again at page 1.
 */
export function withFilters(params: URLSearchParams, changes: FilterChanges): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    next.delete(name);
    const values = typeof value === 'string' ? [value] : (value ?? []);
    for (const item of values) if (item !== '') next.append(name, item);
  }
  if (next.get('page') === '1' || !('page' in changes)) next.delete('page');
  if (next.get('view') === 'list') next.delete('view');
  return next;
}

/** Sets or removes one filter; see withFilters. */
export function withFilter(params: URLSearchParams, name: FilterName, value: string): URLSearchParams {
  return withFilters(params, { [name]: value });
}

/**
 * The home search hands its choices over in session storage (spec §2). Reads them once, clears
 * the keys, and returns the URL query they win over; null when there was nothing to hand over.
 */
export function takeHomeSearchHandoff(current: URLSearchParams): URLSearchParams | null {
  const searchText = sessionStorage.getItem(SESSION_KEYS.searchText);
  const priceSort = sessionStorage.getItem(SESSION_KEYS.priceSort);
  const priceRange = sessionStorage.getItem(SESSION_KEYS.priceRange);
  if (searchText === null && priceSort === null && priceRange === null) return null;
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);

  return withFilters(current, {
    search: normalizeSearchText(searchText),
    priceSort: normalizePriceSort(priceSort),
    priceRange: normalizePriceRange(priceRange),
  });
}
