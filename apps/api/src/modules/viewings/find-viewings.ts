import type { Viewing } from '@nestlane/shared';
import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { user, viewings } from '../../db/schema';

/** The newest viewings shown in the dashboard. */
export const VIEWING_LIST_LIMIT = 200;

const buyer = alias(user, 'viewing_buyer');
const agent = alias(user, 'viewing_agent');

/** The caller's viewings, as buyer and as agent, newest request first. */
export async function findViewings(db: Database, caller: SessionUser): Promise<Viewing[]> {
  const rows = await db
    .select({ viewing: viewings, buyerName: buyer.name, agentName: agent.name })
    .from(viewings)
    .innerJoin(buyer, eq(viewings.buyerId, buyer.id))
    .innerJoin(agent, eq(viewings.agentId, agent.id))
    .where(or(eq(viewings.buyerId, caller.id), eq(viewings.agentId, caller.id)))
    .orderBy(desc(viewings.createdAt), desc(viewings.id))
    .limit(VIEWING_LIST_LIMIT);
  return rows.map(({ viewing, buyerName, agentName }) => {
    const isAgent = viewing.agentId === caller.id;
    return {
      _id: viewing.id,
      propertyId: viewing.propertyId,
      propertyTitle: viewing.propertyTitle,
      side: isAgent ? 'agent' : 'buyer',
      otherName: isAgent ? buyerName : agentName,
      proposedTimes: viewing.proposedTimes.map((time) => time.toISOString()),
      message: viewing.message,
      status: viewing.status,
      confirmedTime: viewing.confirmedTime?.toISOString() ?? null,
      cancelledBy: viewing.cancelledBy,
      cancelReason: viewing.cancelReason,
      createdAt: viewing.createdAt.toISOString(),
    };
  });
}
