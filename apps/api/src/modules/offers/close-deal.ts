/**
 * PATCH /api/closeDeal/{id}: the agent closes a booked deal (decision 055), once. Completed at
 * registration, the listing leaves the market (decision 048's takeOffMarket): a sale is sold, a rental
 * rented. Cancelled, with the agent's reason, the listing is free for other offers again. Either way the
 * buyer is told (the bell and, from the row, the email). Another agent's deal is "not found".
 */
import type { CloseDealBody } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database, Transaction } from '../../db/client';
import { offers, properties } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { takeOffMarket } from '../properties/take-off-market';
import { OFFER_API_MESSAGES } from './messages';

async function lockOwnBookedDeal(tx: Transaction, agentId: string, id: string) {
  const [deal] = await tx
    .select({
      id: offers.id,
      status: offers.status,
      propertyId: offers.propertyId,
      buyerId: offers.buyerId,
      propertyTitle: offers.propertyTitle,
    })
    .from(offers)
    .where(and(eq(offers.id, id), eq(offers.agentId, agentId)))
    .for('update');
  if (!deal) throw new AppError('NOT_FOUND', OFFER_API_MESSAGES.offerNotFound);
  if (deal.status !== 'booked') throw new AppError('CONFLICT', OFFER_API_MESSAGES.onlyBookedCanBeClosed);
  return deal;
}

/** Sold or rented, as the listing was offered; a listing deleted meanwhile has nothing to mark. */
async function markListingTaken(tx: Transaction, propertyId: string | null) {
  if (!propertyId) return;
  const [listing] = await tx
    .select({ listedFor: properties.listedFor })
    .from(properties)
    .where(eq(properties.id, propertyId))
    .for('update');
  if (listing) await takeOffMarket(tx, propertyId, listing.listedFor === 'For Rent' ? 'rented' : 'sold');
}

export async function closeDeal(
  db: Database,
  agent: SessionUser,
  id: string,
  body: CloseDealBody,
): Promise<{ modifiedCount: number }> {
  return db.transaction((tx) => closeDealInTransaction(tx, agent.id, id, body));
}

/** The close itself, in the caller's transaction: the route's, or the demo seed's (decision 071). */
export async function closeDealInTransaction(
  tx: Transaction,
  agentId: string,
  id: string,
  body: CloseDealBody,
): Promise<{ modifiedCount: number }> {
  const deal = await lockOwnBookedDeal(tx, agentId, id);
  const isCompleted = body.status === 'completed';
  await tx
    .update(offers)
    .set({ status: body.status, cancelReason: isCompleted ? null : body.reason })
    .where(eq(offers.id, deal.id));
  if (isCompleted) await markListingTaken(tx, deal.propertyId);
  if (deal.buyerId) {
    const title = deal.propertyTitle;
    await notify(tx, {
      userId: deal.buyerId,
      kind: 'deal_closed',
      title: isCompleted
        ? message('notification.dealCompleted.title', { title })
        : message('notification.dealCancelled.title', { title }),
      // The agent's reason, kept as written in every language.
      body: isCompleted ? message('notification.dealCompleted.body') : body.reason,
      link: '/dashboard/propertyBought',
    });
  }
  return { modifiedCount: 1 };
}
