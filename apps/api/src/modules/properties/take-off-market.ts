import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties } from '../../db/schema';
import { savedSearchMatches } from '../../db/schema-saved-searches';

/**
 * A listing leaves the market (decision 048), inside the caller's transaction: sold or rented, it
 * is no longer searched, mapped or advertised (isOnMarket()), its advert slot is freed, and the
 * saved-search matches not yet told are dropped, so no later alert or digest names it.
 */
export async function takeOffMarket(tx: Transaction, propertyId: string, state: 'sold' | 'rented') {
  await tx
    .update(properties)
    .set({ marketState: state, advertiseStatus: 'disadvertise' })
    .where(eq(properties.id, propertyId));
  await tx
    .delete(savedSearchMatches)
    .where(and(eq(savedSearchMatches.propertyId, propertyId), isNull(savedSearchMatches.notifiedAt)));
}
