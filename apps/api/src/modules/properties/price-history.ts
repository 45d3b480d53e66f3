/**
 * A listing's price history for its page (decision 038): the price it was listed at, from its added
 * date, then each change recorded in `price_changes`, oldest first. Read by the (property_id, changed_at)
 * index, inside the listing's own statement (service.ts).
 */
import type { PricePoint, Property } from '@nestlane/shared';
import { type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { priceChanges } from '../../db/schema-price-history';
import { isoTimestamp } from './property-json-sql';

type PriceChange = {
  changedAt: string;
  oldMinPrice: number;
  oldMaxPrice: number;
  newMinPrice: number;
  newMaxPrice: number;
};

/**
 * The price changes of the listing on the current row of a select over `properties`, oldest first, as
 * JSON text (`'[]'` for none); each change's time as `Date.toISOString()` writes it (property-json-sql.ts).
 */
export function priceChangesJsonText(): SQL<string> {
  const change = sql`json_build_object('changedAt', ${isoTimestamp(priceChanges.changedAt)}, 'oldMinPrice', ${priceChanges.oldMinPrice}, 'oldMaxPrice', ${priceChanges.oldMaxPrice}, 'newMinPrice', ${priceChanges.newMinPrice}, 'newMaxPrice', ${priceChanges.newMaxPrice})`;
  return sql<string>`(select coalesce(json_agg(${change} order by ${priceChanges.changedAt}, ${priceChanges.id}), '[]')::text from ${priceChanges} where ${priceChanges.propertyId} = ${properties.id})`;
}

/** The listing's price history from `priceChangesJsonText()`'s text. */
export function readPriceHistory(property: Property, changesText: string): PricePoint[] {
  const changes = JSON.parse(changesText) as PriceChange[];
  const first = changes[0];
  const listed: PricePoint = {
    from: property.addedDate,
    minPrice: first ? first.oldMinPrice : property.minPrice,
    maxPrice: first ? first.oldMaxPrice : property.maxPrice,
  };
  return [
    listed,
    ...changes.map((change) => ({
      from: change.changedAt,
      minPrice: change.newMinPrice,
      maxPrice: change.newMaxPrice,
    })),
  ];
}
