import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { properties, user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isPublicProperty } from '../properties/public-property';

/**
 * A listing the public can see (verified, agent not flagged as fraud) with what an offer's
 * snapshot needs, its row locked for the rest of the transaction; anything else is "not
 * found", as on the property page. The lock queues wishes, offers and accepts of one listing
 * behind each other and behind an agent deleting or editing it.
 */
export async function lockPublicProperty(tx: Transaction, id: string) {
  const [row] = await tx
    .select({
      id: properties.id,
      agentId: properties.agentId,
      title: properties.title,
      location: properties.location,
      image: properties.image,
      minPrice: properties.minPrice,
      maxPrice: properties.maxPrice,
      agentName: user.name,
      agentEmail: user.email,
    })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .where(and(eq(properties.id, id), isPublicProperty()))
    .for('update', { of: properties });
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return row;
}
