/**
 * What the search benchmark asks GET /api/getVerifiedProperties, one line per scenario.
 * A scenario whose parameters the API does not know (yet) is skipped and named, never run
 * as a silent "no filter" (the query schema strips unknown keys).
 */
import { searchQuerySchema } from '@nestlane/shared';
import { RARE_TITLE_WORD } from './seed-listings';

export type Scenario = { name: string; query: string };

export const SCENARIOS: Scenario[] = [
  // The spec's filters and their combinations.
  { name: 'no filter', query: '' },
  { name: 'word', query: 'search=lakeview' },
  { name: 'partial word', query: 'search=riversi' },
  { name: 'place word', query: 'search=savar' },
  { name: 'rare word', query: `search=${RARE_TITLE_WORD.toLowerCase()}` },
  { name: 'no match (zzzz)', query: 'search=zzzz' },
  { name: 'category + sort', query: 'category=Apartment&priceSort=asc' },
  { name: 'band + sort', query: 'priceRange=200000-400000&priceSort=desc' },
  { name: 'word+cat+band', query: 'search=villa&category=Condo&priceRange=900000-%2B&priceSort=asc' },
  { name: 'page 50', query: 'page=50&priceSort=asc' },
  { name: 'deepest page', query: 'page=10000&limit=100' },
  { name: 'deepest + sort', query: 'page=10000&limit=100&priceSort=desc' },
  { name: 'no match, sorted', query: 'search=zzzz&priceSort=asc' },
  // Issue 11's filters (engineer S): each runs only when the API has its parameters.
  { name: 'rent', query: 'listedFor=For%20Rent' },
  { name: 'division', query: 'division=Dhaka' },
  { name: 'district', query: 'district=Dhaka' },
  { name: 'upazila', query: 'upazila=Savar' },
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
  { name: 'rent Dhaka newest', query: 'listedFor=For%20Rent&division=Dhaka&sort=newest' },
  { name: 'amenity + word', query: 'amenities=Fireplace&search=villa&sort=price-desc' },
  { name: 'rare place+zzzz', query: 'upazila=Savar&search=zzzz' },
];

const KNOWN_PARAMETERS = new Set([...Object.keys(searchQuerySchema.shape), 'page', 'limit']);

/** The parameters of `query` the API would silently drop. */
export function findUnknownParameters(query: string): string[] {
  return [...new URLSearchParams(query).keys()].filter((key) => !KNOWN_PARAMETERS.has(key));
}
