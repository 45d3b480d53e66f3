/**
 * The where and order of the public search, shared by the list (service.ts) and the map
 * (map-points.ts): every filter of decisions 022 and 024 becomes SQL here, parameterised.
 */
import { type MapBounds, readMapBounds, type SearchMapQuery, type SearchQuery } from '@nestlane/shared';
import { and, arrayOverlaps, asc, between, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { findBoxCells } from './grid-cells';
import { isPublicProperty } from './public-property';
import { textSearchCondition } from './text-search';

export function buildSearchConditions(query: SearchMapQuery): SQL[] {
  const conditions: SQL[] = [isPublicProperty()];
  if (query.search) conditions.push(textSearchCondition(query.search));
  if (query.priceRange) {
    conditions.push(gte(properties.minPrice, query.priceRange.min));
    if (query.priceRange.max !== null) conditions.push(lte(properties.minPrice, query.priceRange.max));
  }
  if (query.category) conditions.push(eq(properties.category, query.category));
  const bounds = readMapBounds(query);
  if (bounds) conditions.push(isInsideBounds(bounds));
  return [...conditions, ...buildFilterConditions(query)];
}

/** Issue 11's filters (decision 022); each one absent from the query adds nothing. */
function buildFilterConditions(query: SearchMapQuery): SQL[] {
  const conditions: SQL[] = [];
  const push = (condition: SQL | false) => condition && conditions.push(condition);
  push(query.listedFor !== undefined && eq(properties.listedFor, query.listedFor));
  push(query.division !== undefined && eq(properties.division, query.division));
  push(query.district !== undefined && eq(properties.district, query.district));
  push(query.upazila !== undefined && eq(properties.upozila, query.upazila));
  push(query.area !== undefined && eq(properties.area, query.area));
  push(query.minBedrooms !== undefined && gte(properties.bedRooms, query.minBedrooms));
  push(query.minBathrooms !== undefined && gte(properties.bathRooms, query.minBathrooms));
  push(query.minSize !== undefined && gte(properties.propertySize, query.minSize));
  push(query.maxSize !== undefined && lte(properties.propertySize, query.maxSize));
  // A budget overlaps the listing's price range: its top reaches the budget's floor and its
  // floor is within the budget's ceiling.
  push(query.minPrice !== undefined && gte(properties.maxPrice, query.minPrice));
  push(query.maxPrice !== undefined && lte(properties.minPrice, query.maxPrice));
  push(query.categories !== undefined && inArray(properties.category, query.categories));
  push(query.amenities !== undefined && arrayOverlaps(properties.facilities, query.amenities));
  push(
    query.addedWithinDays !== undefined &&
      sql`${properties.addedAt} >= now() - make_interval(days => ${query.addedWithinDays}::int)`,
  );
  return conditions;
}

/**
 * Inside the map box, edges included: two ranges, served by the (lat, lng) index. A box of up to
 * MAX_BOX_CELLS grid cells is also tested against its cells, which the planner estimates from the
 * cell column's statistics, where the listings really are (decision 024). Its ranges then go inside
 * `coalesce(…, false)` (the same test: a listing without coordinates is outside either way), whose
 * selectivity the planner cannot estimate and takes as a half: estimated apart, as if latitude,
 * longitude and cell were independent, they made the listings of central Dhaka (a quarter of all)
 * look like 1 %, and the map sorted 25 000 of them instead of walking the newest (decision 027).
 */
function isInsideBounds(bounds: MapBounds): SQL {
  const { north, south, east, west } = bounds;
  const ranges = and(between(properties.lat, south, north), between(properties.lng, west, east)) as SQL;
  const cells = findBoxCells(bounds);
  if (!cells) return ranges;
  return and(inArray(properties.cell, cells), sql`coalesce(${ranges}, false)`) as SQL;
}

/** `sort` (issue 11) wins over the spec's `priceSort` when both are given. */
export function buildSearchOrder({ sort, priceSort }: SearchQuery) {
  const order = sort ?? (priceSort === 'asc' ? 'price-asc' : priceSort === 'desc' ? 'price-desc' : 'newest');
  switch (order) {
    case 'price-asc':
      return [asc(properties.minPrice), asc(properties.id)];
    case 'price-desc':
      return [desc(properties.minPrice), desc(properties.id)];
    case 'size-asc':
      return [asc(properties.propertySize), asc(properties.id)];
    case 'size-desc':
      return [desc(properties.propertySize), desc(properties.id)];
    default:
      return [desc(properties.addedAt), desc(properties.id)];
  }
}
