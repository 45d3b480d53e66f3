import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { offers, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockOwnProperty } from './lock-own-property';
import { AGENT_LISTING_MESSAGES } from './messages';

/**
 * Deletes an agent's own listing. A buyer who was told "accepted" may be paying right
 * now, so an accepted offer blocks the deletion. Pending offers can no longer be decided
 * and become rejected; every offer keeps its snapshot as history (property_id becomes
 * null through the foreign key); wish-list items and reviews go with the listing.
 */
export async function deleteProperty(
  db: Database,
  agent: SessionUser,
  id: string,
): Promise<{ deletedCount: number }> {
  return db.transaction(async (tx) => {
    await lockOwnProperty(tx, agent.id, id);
    // Locked too, so an offer being accepted right now is seen in its committed state.
    const offerRows = await tx
      .select({ status: offers.status })
      .from(offers)
      .where(eq(offers.propertyId, id))
      .for('update');
    if (offerRows.some((offer) => offer.status === 'accepted')) {
      throw new AppError('CONFLICT', AGENT_LISTING_MESSAGES.acceptedOfferAwaitingPayment);
    }
    await tx
      .update(offers)
      .set({ status: 'rejected' })
      .where(and(eq(offers.propertyId, id), eq(offers.status, 'pending')));
    const deleted = await tx
      .delete(properties)
      .where(and(eq(properties.id, id), eq(properties.agentId, agent.id)))
      .returning({ id: properties.id });
    return { deletedCount: deleted.length };
  });
}
