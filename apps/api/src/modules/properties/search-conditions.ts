/**
 * The where and order of the public search, shared by the list (service.ts) and the map
 * (map-points.ts): every filter of decisions 022 and 024 becomes SQL here, parameterised.
 */
import { type MapBounds, readMapBounds, type SearchMapQuery, type SearchQuery } from '@nestlane/shared';
import {
  findAreaParents,
  findLocality,
  findLocalityArea,
  findLocalityBox,
} from '@nestlane/shared/geo/places';
import {
  and,
  arrayOverlaps,
  asc,
  between,
  type Column,
  desc,
  eq,
  gte,
  inArray,
  lte,
  Param,
  type Placeholder,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { properties } from '../../db/schema';
import { addFactFilters } from './fact-filters';
import { findBoxCells } from './grid-cells';
import { isOnMarket } from './public-property';
import {
  findSearchPattern,
  similarTextCondition,
  splitSimilarWords,
  textSearchCondition,
  wholeWordsCondition,
} from './text-search';

/**
 * A search's conditions over named placeholders, and the values to fill them: the SQL of a search
 * depends only on which filters it has (and how many categories or map cells), so it is built and
 * rendered once per `key` and reused with each search's `values` (service.ts, map-points.ts;
 * decision 023 "Server CPU per request"). The statement text and its parameters are the ones the
 * conditions built from the values themselves would give, in the same order.
 */
export type SearchShape = {
  /** The names of the values, in order: equal exactly when two searches' SQL text is. */
  key: string;
  values: Record<string, unknown>;
  /** The conditions, over placeholders named as the values (called on a cache miss only). */
  buildConditions: () => SQL[];
  /** Whether typed text is the only filter: its first page is planned apart (service.ts, decision 049). */
  isTextOnly: boolean;
  /**
   * For text that is also matched as a fragment: the conditions with the typed words alone (the
   * full-text index), whose matches are a part of all the matches (service.ts, decision 073).
   */
  buildWholeWordConditions?: () => SQL[];
};

/** A value of the statement, encoded as `column` encodes it (as a condition on a plain value is). */
const param = (name: string, column?: Column) =>
  column ? new Param(sql.placeholder(name), column) : sql.placeholder(name);

/**
 * A list of values for `in (…)`, one placeholder each (typed as Drizzle's `inArray` takes them; it
 * binds a Param as it is, encoded by its column at execution).
 */
const listParams = (prefix: string, column: Column, count: number) =>
  Array.from({ length: count }, (_, index) => param(`${prefix}.${index}`, column)) as Placeholder[];

/**
 * `isTextSimilar`: the typed text matches titles one typo off instead of as typed (decision 049),
 * the second try of a text search that found nothing (similar-text.ts).
 */
export function readSearchShape(query: SearchMapQuery, isTextSimilar = false): SearchShape {
  const values: Record<string, unknown> = {};
  const builders: (() => SQL)[] = [isOnMarket];
  const add = (named: Record<string, unknown>, build: () => SQL) => {
    Object.assign(values, named);
    builders.push(build);
  };
  const similarWords = isTextSimilar && query.search ? splitSimilarWords(query.search) : [];
  if (similarWords.length > 0) {
    const named = Object.fromEntries(similarWords.map((word, index) => [`similarWords.${index}`, word]));
    add(named, () => similarTextCondition(similarWords.map((_, index) => param(`similarWords.${index}`))));
  } else if (query.search) {
    const pattern = findSearchPattern(query.search);
    if (pattern) {
      add({ search: query.search, searchPattern: pattern }, () =>
        textSearchCondition(param('search'), param('searchPattern')),
      );
    } else {
      add({ searchWords: query.search }, () => wholeWordsCondition(param('searchWords')));
    }
  }
  if (query.priceRange) {
    add({ priceRangeMin: query.priceRange.min }, () =>
      gte(properties.minPrice, param('priceRangeMin', properties.minPrice)),
    );
    if (query.priceRange.max !== null) {
      add({ priceRangeMax: query.priceRange.max }, () =>
        lte(properties.minPrice, param('priceRangeMax', properties.minPrice)),
      );
    }
  }
  if (query.category) {
    add({ category: query.category }, () => eq(properties.category, param('category', properties.category)));
  }
  const bounds = readMapBounds(query);
  if (bounds) addBounds(bounds, add);
  addFilters(query, add);
  addFactFilters(query, add);
  // The public-listing rule and the text, nothing else.
  const isTextOnly = query.search !== undefined && builders.length === 2;
  return {
    key: Object.keys(values).join(','),
    values,
    buildConditions: () => builders.map((build) => build()),
    isTextOnly,
    buildWholeWordConditions:
      isTextOnly && 'searchPattern' in values
        ? () => [isOnMarket(), wholeWordsCondition(param('search'))]
        : undefined,
  };
}

export type AddCondition = (named: Record<string, unknown>, build: () => SQL) => void;

/** Issue 11's filters (decision 022); each one absent from the query adds nothing. */
function addFilters(query: SearchMapQuery, add: AddCondition) {
  const compare = (
    name: keyof SearchMapQuery,
    compared: (column: Column, value: Param | Placeholder) => SQL,
    column: Column,
  ) => {
    const value = query[name];
    if (value !== undefined) add({ [name]: value }, () => compared(column, param(name, column)));
  };
  compare('listedFor', eq, properties.listedFor);
  compare('division', eq, properties.division);
  compare('district', eq, properties.district);
  compare('upazila', eq, properties.upozila);
  compare('area', eq, properties.area);
  if (query.locality !== undefined) addLocality(query.locality, add);
  compare('minBedrooms', gte, properties.bedRooms);
  compare('minBathrooms', gte, properties.bathRooms);
  compare('minSize', gte, properties.propertySize);
  compare('maxSize', lte, properties.propertySize);
  // A budget overlaps the listing's price range: its top reaches the budget's floor and its
  // floor is within the budget's ceiling.
  compare('minPrice', gte, properties.maxPrice);
  compare('maxPrice', lte, properties.minPrice);
  const { categories, amenities, addedWithinDays } = query;
  if (categories !== undefined) {
    const named = Object.fromEntries(categories.map((category, index) => [`categories.${index}`, category]));
    add(named, () =>
      inArray(properties.category, listParams('categories', properties.category, categories.length)),
    );
  }
  if (amenities !== undefined) {
    add({ amenities }, () => arrayOverlaps(properties.facilities, param('amenities', properties.facilities)));
  }
  if (addedWithinDays !== undefined) {
    add(
      { addedWithinDays },
      () => sql`${properties.addedAt} >= now() - make_interval(days => ${param('addedWithinDays')}::int)`,
    );
  }
}

/** What a locality's condition reads: its name, its city area and district, the box around its centre. */
export type LocalityValues = Record<
  'locality' | 'district' | 'area' | 'south' | 'north' | 'west' | 'east',
  SQLWrapper
>;

/**
 * A locality (decision 049): the listings filed under it, and those of its city area (and district)
 * filed under no locality whose point lies within its box (localities.ts), so listings filed before
 * localities existed are found too. The values are the search's placeholders or a saved search's
 * columns (saved-searches/match-listing.ts): one condition for both.
 */
export function localityCondition(value: LocalityValues): SQL {
  return sql`(${properties.locality} = ${value.locality} or (${properties.locality} = '' and ${and(
    eq(properties.district, value.district),
    eq(properties.area, value.area),
    between(properties.lat, value.south, value.north),
    between(properties.lng, value.west, value.east),
  )}))`;
}

/** The values of a locality's condition, by the names the search gives them; undefined for an unknown one. */
export function readLocalityValues(name: string) {
  const locality = findLocality(name);
  if (!locality) return undefined;
  const box = findLocalityBox(locality);
  return {
    locality: name,
    localityDistrict: findAreaParents(locality.area)?.district ?? '',
    localityArea: findLocalityArea(locality),
    localitySouth: box.south,
    localityNorth: box.north,
    localityWest: box.west,
    localityEast: box.east,
  };
}

function addLocality(name: string, add: AddCondition) {
  const values = readLocalityValues(name);
  if (!values) return;
  add(values, () =>
    localityCondition({
      locality: param('locality', properties.locality),
      district: param('localityDistrict', properties.district),
      area: param('localityArea', properties.area),
      south: param('localitySouth', properties.lat),
      north: param('localityNorth', properties.lat),
      west: param('localityWest', properties.lng),
      east: param('localityEast', properties.lng),
    }),
  );
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
function addBounds(bounds: MapBounds, add: AddCondition) {
  const { north, south, east, west } = bounds;
  const ranges = () =>
    and(
      between(properties.lat, param('south', properties.lat), param('north', properties.lat)),
      between(properties.lng, param('west', properties.lng), param('east', properties.lng)),
    ) as SQL;
  const cells = findBoxCells(bounds);
  if (!cells) {
    add({ south, north, west, east }, ranges);
    return;
  }
  const named = Object.fromEntries(cells.map((cell, index) => [`cells.${index}`, cell]));
  add(
    { ...named, south, north, west, east },
    () =>
      and(
        inArray(properties.cell, listParams('cells', properties.cell, cells.length)),
        sql`coalesce(${ranges()}, false)`,
      ) as SQL,
  );
}

export type SearchOrder = NonNullable<SearchQuery['sort']>;

/** `sort` (issue 11) wins over the spec's `priceSort` when both are given. */
export function readSearchOrder({ sort, priceSort }: SearchQuery): SearchOrder {
  return sort ?? (priceSort === 'asc' ? 'price-asc' : priceSort === 'desc' ? 'price-desc' : 'newest');
}

export function buildSearchOrder(order: SearchOrder) {
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
