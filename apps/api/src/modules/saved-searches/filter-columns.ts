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
import type { savedSearches } from '../../db/schema-saved-searches';
import { AppError } from '../../lib/app-error';
import { readLocalityValues } from '../properties/search-conditions';
import { findSearchPattern } from '../properties/text-search';

type FilterColumns = Omit<
  typeof savedSearches.$inferInsert,
  'id' | 'userId' | 'name' | 'alert' | 'lastDigestAt' | 'createdAt'
>;

/** The parameters the search reads (page and limit are a page of results, not a filter). */
const FILTER_NAMES = new Set(Object.keys(searchMapQuerySchema.shape));

/**
 * The most precise place a search names; a listing offers one key per level (match-listing.ts). A
 * locality's listings all lie in its city area (filed under it, or in the area near its centre).
 */
function readPlaceKey(filters: SearchMapQuery, localityArea: string | undefined): string {
  if (localityArea) return `area:${localityArea}`;
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
  const filters = parsed.data;
  // The values the search's own locality condition compares (search-conditions.ts), kept as columns.
  const locality = filters.locality ? readLocalityValues(filters.locality) : undefined;
  const kept = Object.fromEntries(
    Object.entries(query).filter(
      ([name]) => FILTER_NAMES.has(name) && filters[name as keyof SearchMapQuery] !== undefined,
    ),
  );
  const columns: FilterColumns = {
    query: kept,
    listedForKey: filters.listedFor ?? '',
    placeKey: readPlaceKey(filters, locality?.localityArea),
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
    tenantType: filters.tenantType ?? null,
    furnishing: filters.furnishing ?? null,
    gas: filters.gas ?? null,
    hasLift: filters.hasLift ?? null,
    minParking: filters.minParking ?? null,
    availableBy: filters.availableBy ?? null,
    locality: locality?.locality ?? null,
    localityDistrict: locality?.localityDistrict ?? null,
    localityArea: locality?.localityArea ?? null,
    localitySouth: locality?.localitySouth ?? null,
    localityNorth: locality?.localityNorth ?? null,
    localityWest: locality?.localityWest ?? null,
    localityEast: locality?.localityEast ?? null,
    search: filters.search ?? null,
    // Too short for a fragment: whole words only, as the search (decision 063).
    searchPattern: filters.search ? findSearchPattern(filters.search) : null,
  };
  return { columns, kept };
}
