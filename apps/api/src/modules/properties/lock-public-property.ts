import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties, user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isPublicProperty } from './public-property';

/**
 * A listing the public can see (verified, agent not flagged as fraud) with what an offer's
 * snapshot needs, its row locked for the rest of the transaction; anything else is "not
 * found", as on the property page. FOR UPDATE (offers, wishes) queues the writers of one
 * listing's offers behind each other and behind an agent deleting or editing it; FOR SHARE
 * (reviews) only keeps the listing from being deleted or changed under the new row.
 */
export async function lockPublicProperty(
  tx: Transaction,
  id: string,
  strength: 'update' | 'share' = 'update',
) {
  const [row] = await tx
    .select({
      id: properties.id,
      agentId: properties.agentId,
      title: properties.title,
      location: properties.location,
      image: properties.image,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
      marketState: properties.marketState,
      agentName: user.name,
      agentEmail: user.email,
    })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .where(and(eq(properties.id, id), isPublicProperty()))
    .for(strength, { of: properties });
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return row;
}
