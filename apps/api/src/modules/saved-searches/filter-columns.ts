/**
 * A saved search's filters, checked by the search's own schema, as the typed columns the matching
 * statement compares (match-listing.ts) and as the query kept to open it again.
 */
import {
  SAVED_SEARCH_MESSAGES,
  type SavedSearchQuery,
  type SearchMapQuery,
  searchMapQuerySchema,
} from '@nestlane/shared';
import { findAreaParents, findLocality, findLocalityArea } from '@nestlane/shared/geo/places';
import type { savedSearches } from '../../db/schema-saved-searches';
import { AppError } from '../../lib/app-error';
import { findSearchPattern } from '../properties/text-search';

type FilterColumns = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'name' | 'alert' | 'lastDigestAt' | 'createdAt'
>;

/** The parameters the search reads (page and limit are a page of results, not a filter). */
const FILTER_NAMES = new Set(Object.keys(searchMapQuerySchema.shape));

/**
 * A locality's alert is matched on its city area and district (decision 049): saved searches have no
 * locality column yet, so it alerts for the whole thana rather than for the whole country.
 */
function withLocalityPlace(filters: SearchMapQuery): SearchMapQuery {
  const locality = filters.locality ? findLocality(filters.locality) : undefined;
  if (!locality) return filters;
  const district = findAreaParents(locality.area)?.district;
  return { ...filters, area: findLocalityArea(locality), district };
}

/** The most precise place a search names; a listing offers one key per level (match-listing.ts). */
function readPlaceKey(filters: SearchMapQuery): string {
  if (filters.area) return `area:${filters.area}`;
  if (filters.upazila) return `upazila:${filters.upazila}`;
  if (filters.district) return `district:${filters.district}`;
  if (filters.division) return `division:${filters.division}`;
  return '';
}

/**
 * Checks `query` as GET /api/getVerifiedProperties would (a bad filter is a 400 with the search's
 * own message) and answers the columns and the query kept: only the filters that filter or order.
 */
export function readSavedFilters(query: SavedSearchQuery): {
  columns: FilterColumns;
  kept: SavedSearchQuery;
} {
  const parsed = searchMapQuerySchema.safeParse(query);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? SAVED_SEARCH_MESSAGES.badQuery;
    throw new AppError('VALIDATION_ERROR', message);
  }
  const filters = withLocalityPlace(parsed.data);
  const kept = Object.fromEntries(
    Object.entries(query).filter(
      ([name]) => FILTER_NAMES.has(name) && filters[name as keyof SearchMapQuery] !== undefined,
    ),
  );
  const columns: FilterColumns = {
    query: kept,
    listedForKey: filters.listedFor ?? '',
    placeKey: readPlaceKey(filters),
    division: filters.division ?? null,
    district: filters.district ?? null,
    upazila: filters.upazila ?? null,
    area: filters.area ?? null,
    category: filters.category ?? null,
    categories: filters.categories ?? null,
    amenities: filters.amenities ?? null,
    priceBandMin: filters.priceRange?.min ?? null,
    priceBandMax: filters.priceRange?.max ?? null,
    minPrice: filters.minPrice ?? null,
    maxPrice: filters.maxPrice ?? null,
    minBedrooms: filters.minBedrooms ?? null,
    minBathrooms: filters.minBathrooms ?? null,
    minSize: filters.minSize ?? null,
    maxSize: filters.maxSize ?? null,
    addedWithinDays: filters.addedWithinDays ?? null,
    north: filters.north ?? null,
    south: filters.south ?? null,
    east: filters.east ?? null,
    west: filters.west ?? null,
    search: filters.search ?? null,
    // Too short for a fragment: whole words only, as the search (decision 063).
    searchPattern: filters.search ? findSearchPattern(filters.search) : null,
  };
  return { columns, kept };
}
