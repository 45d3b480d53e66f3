/**
 * A listing's price history for its page (decision 038): the price it was listed at, from its added
 * date, then each change recorded in `price_changes`, oldest first. Reads one listing's rows by the
 * (property_id, changed_at) index.
 */
import type { PricePoint, Property } from '@nestlane/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { priceChanges } from '../../db/schema-price-history';

export async function findPriceHistory(db: Database, property: Property): Promise<PricePoint[]> {
  const changes = await db
    .select()
    .from(priceChanges)
    .where(eq(priceChanges.propertyId, property._id))
    .orderBy(asc(priceChanges.changedAt), asc(priceChanges.id));
  const first = changes[0];
  const listed: PricePoint = {
    from: property.addedDate,
    minPrice: first ? first.oldMinPrice : property.minPrice,
    maxPrice: first ? first.oldMaxPrice : property.maxPrice,
  };
  return [
    listed,
    ...changes.map((change) => ({
      from: change.changedAt.toISOString(),
      minPrice: change.newMinPrice,
      maxPrice: change.newMaxPrice,
    })),
  ];
}

/** The detail's answer: the listing with its price history. */
export async function withPriceHistory(db: Database, property: Property): Promise<Property> {
  return { ...property, priceHistory: await findPriceHistory(db, property) };
}
