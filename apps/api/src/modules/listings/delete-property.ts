import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { lockOwnProperty } from './lock-own-property';
import { rejectPendingOffers } from './reject-pending-offers';

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
    await rejectPendingOffers(tx, id);
    const deleted = await tx
      .delete(properties)
      .where(and(eq(properties.id, id), eq(properties.agentId, agent.id)))
      .returning({ id: properties.id });
    return { deletedCount: deleted.length };
  });
}
