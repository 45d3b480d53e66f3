/**
 * The search's conditions on the listing facts (decision 047). No index of their own: each is tested on
 * the rows the other filters and the order's index already narrowed (rent or buy, the place, a page of
 * the newest), so an index per fact would only cost every write (docs/search.md).
 */
import type { SearchMapQuery } from '@nestlane/shared';
import { type Column, eq, gte, Param, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import type { AddCondition } from './search-conditions';

/** A named value of the statement, encoded as `column` encodes it (as search-conditions.ts does). */
const param = (name: string, column: Column) => new Param(sql.placeholder(name), column);

export function addFactFilters(query: SearchMapQuery, add: AddCondition) {
  const { tenantType, furnishing, gas, hasLift, minParking, availableBy } = query;
  if (tenantType !== undefined) {
    // A listing open to anyone takes each kind of tenant.
    add(
      { tenantType },
      (): SQL => sql`${properties.tenantType} in (${param('tenantType', properties.tenantType)}, 'any')`,
    );
  }
  if (furnishing !== undefined) {
    add({ furnishing }, () => eq(properties.furnishing, param('furnishing', properties.furnishing)));
  }
  if (gas !== undefined) add({ gas }, () => eq(properties.gas, param('gas', properties.gas)));
  if (hasLift) add({ hasLift }, () => eq(properties.hasLift, param('hasLift', properties.hasLift)));
  if (minParking !== undefined) {
    add({ minParking }, () => gte(properties.parkingSpaces, param('minParking', properties.parkingSpaces)));
  }
  if (availableBy !== undefined) {
    // A listing that names no month is available now.
    add(
      { availableBy },
      (): SQL =>
        sql`coalesce(${properties.availableFrom}, '') <= ${param('availableBy', properties.availableFrom)}`,
    );
  }
}
