/**
 * The search's conditions on the listing facts (decision 047). No index of their own: each is tested on
 * the rows the other filters and the order's index already narrowed (rent or buy, the place, a page of
 * the newest), so an index per fact would only cost every write (docs/search.md).
 */
import type { SearchMapQuery } from '@nestlane/shared';
import { type Column, eq, gte, Param, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { AddCondition } from './search-conditions';

export type FactFilterName = 'tenantType' | 'furnishing' | 'gas' | 'hasLift' | 'minParking' | 'availableBy';

/**
 * Each fact filter's condition on the listing, given the filter's value as SQL: a placeholder for the
 * search, a saved search's column of the same name for its alerts (saved-searches/match-listing.ts),
 * so both read the listing one way. `column` encodes the search's value.
 */
export const FACT_FILTERS: Record<FactFilterName, { column: Column; holds: (value: SQLWrapper) => SQL }> = {
  // A listing open to anyone takes each kind of tenant.
  tenantType: {
    column: properties.tenantType,
    holds: (value) => sql`${properties.tenantType} in (${value}, 'any')`,
  },
  furnishing: { column: properties.furnishing, holds: (value) => eq(properties.furnishing, value) },
  gas: { column: properties.gas, holds: (value) => eq(properties.gas, value) },
  hasLift: { column: properties.hasLift, holds: (value) => eq(properties.hasLift, value) },
  minParking: { column: properties.parkingSpaces, holds: (value) => gte(properties.parkingSpaces, value) },
  // A listing that names no month is available now.
  availableBy: {
    column: properties.availableFrom,
    holds: (value) => sql`coalesce(${properties.availableFrom}, '') <= ${value}`,
  },
};

export const FACT_FILTER_NAMES = Object.keys(FACT_FILTERS) as FactFilterName[];

export function addFactFilters(query: SearchMapQuery, add: AddCondition) {
  for (const name of FACT_FILTER_NAMES) {
    const value = query[name];
    // hasLift is true or absent: "no lift" is not something anyone searches for.
    if (value === undefined) continue;
    const { column, holds } = FACT_FILTERS[name];
    add({ [name]: value }, () => holds(new Param(sql.placeholder(name), column)));
  }
}
