/**
 * What the search benchmark asks, one line per scenario: GET /api/getVerifiedProperties unless
 * the scenario names another path (the map's GET /api/searchMap), answered 200 unless it says
 * otherwise (a page beyond the first 1000 matches is refused with 400, decision 024).
 * A scenario whose parameters the endpoint does not know (yet) is skipped and named, never run
 * as a silent "no filter" (the query schemas strip unknown keys).
 */
import { searchMapQuerySchema, searchQuerySchema } from '@nestlane/shared';
import { RARE_TITLE_WORD } from './seed-listings';

export const SEARCH_PATH = '/api/getVerifiedProperties';
export const MAP_PATH = '/api/searchMap';

export type Scenario = { name: string; query: string; path?: string; status?: number };

/** Most of Dhaka city (Mirpur to Motijheel, Hazaribagh to Badda) and a box around Gulshan 1–2. */
const DHAKA_BOX = 'north=23.88&south=23.70&east=90.45&west=90.33';
const GULSHAN_BOX = 'north=23.80&south=23.78&east=90.42&west=90.405';
/**
 * A box with no listing whose latitudes and longitudes are each common: Dhaka's latitudes,
 * Chattogram's longitudes (the Comilla–Tripura border). Estimated from each column alone it
 * looks full, so a plan may walk every listing looking for the first page.
 */
const EMPTY_BAND_BOX = 'north=23.88&south=23.70&east=91.90&west=91.70';

export const SCENARIOS: Scenario[] = [
  // The spec's filters and their combinations.
  { name: 'no filter', query: '' },
  { name: 'word', query: 'search=lakeview' },
  { name: 'partial word', query: 'search=riversi' },
  { name: 'two words', query: 'search=garden%20villa' },
  { name: 'place word', query: 'search=savar' },
  { name: 'rare word', query: `search=${RARE_TITLE_WORD.toLowerCase()}` },
  { name: 'no match (zzzz)', query: 'search=zzzz' },
  { name: 'category + sort', query: 'category=Apartment&priceSort=asc' },
  { name: 'band + sort', query: 'priceRange=200000-400000&priceSort=desc' },
  { name: 'word+cat+band', query: 'search=villa&category=Condo&priceRange=900000-%2B&priceSort=asc' },
  { name: 'page 50', query: 'page=50&priceSort=asc' },
  // The deepest page still allowed: items 901–1000 (decision 024 refuses pages beyond).
  { name: 'deepest page', query: 'page=10&limit=100' },
  { name: 'deepest + sort', query: 'page=10&limit=100&priceSort=desc' },
  { name: 'deepest + word', query: 'page=10&limit=100&search=lakeview' },
  { name: 'beyond the bound', query: 'page=10000&limit=100', status: 400 },
  { name: 'no match + sort', query: 'search=zzzz&priceSort=asc' },
  // Issue 28: punctuation alone is no text filter, one or two letters match whole words only (decision 063).
  { name: 'punctuation _', query: 'search=_' },
  { name: 'punctuation ..', query: 'search=..' },
  { name: 'percent %', query: 'search=%25' },
  { name: 'one letter', query: 'search=q' },
  { name: 'two letters', query: 'search=zq' },
  // Issue 11's filters: each runs only when the API has its parameters.
  { name: 'rent', query: 'listedFor=For%20Rent' },
  { name: 'division', query: 'division=Dhaka' },
  { name: 'district', query: 'district=Dhaka' },
  { name: 'upazila', query: 'upazila=Savar' },
  { name: 'area', query: 'area=Gulshan' },
  { name: '3 beds', query: 'minBedrooms=3' },
  { name: '2 baths', query: 'minBathrooms=2' },
  { name: 'size band', query: 'minSize=1000&maxSize=2000' },
  { name: 'budget', query: 'minPrice=2000&maxPrice=4000' },
  { name: 'categories', query: 'categories=Apartment,Condo' },
  { name: 'amenities', query: 'amenities=Gym,Back%20yard' },
  { name: 'added 7 days', query: 'addedWithinDays=7' },
  { name: 'sort size', query: 'sort=size-desc' },
  {
    name: '3-bed rent Savar',
    query: 'listedFor=For%20Rent&upazila=Savar&minBedrooms=3&maxPrice=4000&sort=price-asc',
  },
  // The journey: a 3-bedroom flat for rent in Gulshan under a budget.
  {
    name: 'Gulshan journey',
    query: 'listedFor=For%20Rent&area=Gulshan&minBedrooms=3&maxPrice=3000&sort=price-asc',
  },
  { name: 'rent Dhaka newest', query: 'listedFor=For%20Rent&division=Dhaka&sort=newest' },
  { name: 'amenity + word', query: 'amenities=Fireplace&search=villa&sort=price-desc' },
  { name: 'rare place+zzzz', query: 'upazila=Savar&search=zzzz' },
  { name: 'bounds Dhaka', query: DHAKA_BOX },
  { name: 'bounds small', query: GULSHAN_BOX },
  { name: 'bounds+rent+beds', query: `${DHAKA_BOX}&listedFor=For%20Rent&minBedrooms=3` },
  { name: 'bounds + sort', query: `${DHAKA_BOX}&sort=price-asc` },
  { name: 'bounds empty band', query: EMPTY_BAND_BOX },
  // The map: up to 1000 points of the same filters.
  { name: 'map', query: '', path: MAP_PATH },
  { name: 'map Dhaka box', query: DHAKA_BOX, path: MAP_PATH },
  { name: 'map small box', query: GULSHAN_BOX, path: MAP_PATH },
  {
    name: 'map journey',
    query: `${DHAKA_BOX}&listedFor=For%20Rent&minBedrooms=3&maxPrice=3000`,
    path: MAP_PATH,
  },
  { name: 'map word', query: 'search=lakeview', path: MAP_PATH },
];

const KNOWN_PARAMETERS: Record<string, Set<string>> = {
  [SEARCH_PATH]: new Set(Object.keys(searchQuerySchema.shape)),
  [MAP_PATH]: new Set(Object.keys(searchMapQuerySchema.shape)),
};

/** The parameters of the scenario the endpoint would silently drop. */
export function findUnknownParameters({ query, path = SEARCH_PATH }: Scenario): string[] {
  const known = KNOWN_PARAMETERS[path] ?? new Set();
  return [...new URLSearchParams(query).keys()].filter((key) => !known.has(key));
}
