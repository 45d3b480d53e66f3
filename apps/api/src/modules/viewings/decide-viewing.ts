/**
 * What becomes of a viewing (issue 12): the listing's agent confirms one of the proposed times or
 * declines a requested viewing; either of its two people cancels a requested or confirmed one with a
 * reason. Every change is one conditional UPDATE … WHERE status = … RETURNING, so of two racing
 * changes exactly one wins and the other is told what the viewing became. The other person hears of
 * each change through notify(), in the same transaction.
 */
import { VIEWING_MESSAGES, type Viewing } from '@nestlane/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database, Transaction } from '../../db/client';
import { properties, viewings } from '../../db/schema';
import { dateTimes, message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { isPublicProperty } from '../properties/public-property';
import { VIEWINGS_LINK } from './request-viewing';

type ViewingRow = typeof viewings.$inferSelect;

/** The caller's viewing (as buyer or agent); anybody else's is "not found". */
async function findOwnViewing(tx: Transaction, caller: SessionUser, id: string): Promise<ViewingRow> {
  const [row] = await tx
    .select()
    .from(viewings)
    .where(and(eq(viewings.id, id), or(eq(viewings.buyerId, caller.id), eq(viewings.agentId, caller.id))));
  if (!row) throw new AppError('NOT_FOUND', VIEWING_MESSAGES.viewingNotFound);
  return row;
}

/** The status a lost race left, for the refusal's message. */
async function findStatus(tx: Transaction, id: string): Promise<Viewing['status']> {
  const [row] = await tx.select({ status: viewings.status }).from(viewings).where(eq(viewings.id, id));
  return row?.status ?? 'cancelled';
}

function assertAgent(viewing: ViewingRow, caller: SessionUser) {
  if (viewing.agentId !== caller.id) throw new AppError('FORBIDDEN', VIEWING_MESSAGES.onlyAgentDecides);
}

/** The agent's answer to a requested viewing, or 409 naming what a racing change made of it. */
async function answerRequest(
  tx: Transaction,
  caller: SessionUser,
  id: string,
  answer: Pick<ViewingRow, 'status' | 'confirmedTime'>,
) {
  const updated = await tx
    .update(viewings)
    .set(answer)
    .where(and(eq(viewings.id, id), eq(viewings.agentId, caller.id), eq(viewings.status, 'requested')))
    .returning({ id: viewings.id });
  if (updated.length === 0) {
    throw new AppError('CONFLICT', VIEWING_MESSAGES.notRequested(await findStatus(tx, id)));
  }
}

export async function confirmViewing(
  db: Database,
  caller: SessionUser,
  id: string,
  time: string,
  now = new Date(),
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const viewing = await findOwnViewing(tx, caller, id);
    assertAgent(viewing, caller);
    const chosen = viewing.proposedTimes.find((proposed) => proposed.getTime() === Date.parse(time));
    if (!chosen) throw new AppError('BAD_REQUEST', VIEWING_MESSAGES.notProposed);
    if (chosen <= now) throw new AppError('BAD_REQUEST', VIEWING_MESSAGES.pastTime);
    // A listing deleted, unverified or hidden since the request cannot be visited; the request can still be declined.
    const [listing] = viewing.propertyId
      ? await tx
          .select({ id: properties.id })
          .from(properties)
          .where(and(eq(properties.id, viewing.propertyId), isPublicProperty()))
          .for('share', { of: properties })
      : [];
    if (!listing) throw new AppError('CONFLICT', VIEWING_MESSAGES.listingGone);
    await answerRequest(tx, caller, id, { status: 'confirmed', confirmedTime: chosen });
    await notify(tx, {
      userId: viewing.buyerId,
      kind: 'viewing_confirmed',
      title: message('notification.viewingConfirmed.title', { title: viewing.propertyTitle }),
      body: message('notification.viewingConfirmed.body', { time: dateTimes([chosen]) }),
      link: VIEWINGS_LINK,
    });
    return { modifiedCount: 1 };
  });
}

export async function declineViewing(
  db: Database,
  caller: SessionUser,
  id: string,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const viewing = await findOwnViewing(tx, caller, id);
    assertAgent(viewing, caller);
    await answerRequest(tx, caller, id, { status: 'declined', confirmedTime: null });
    await notify(tx, {
      userId: viewing.buyerId,
      kind: 'viewing_declined',
      title: message('notification.viewingDeclined.title', { title: viewing.propertyTitle }),
      link: VIEWINGS_LINK,
    });
    return { modifiedCount: 1 };
  });
}

export async function cancelViewing(
  db: Database,
  caller: SessionUser,
  id: string,
  reason: string,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const viewing = await findOwnViewing(tx, caller, id);
    const isAgent = viewing.agentId === caller.id;
    const updated = await tx
      .update(viewings)
      .set({ status: 'cancelled', cancelledBy: isAgent ? 'agent' : 'buyer', cancelReason: reason })
      .where(and(eq(viewings.id, id), inArray(viewings.status, ['requested', 'confirmed'])))
      .returning({ id: viewings.id });
    if (updated.length === 0) {
      throw new AppError('CONFLICT', VIEWING_MESSAGES.notCancellable(await findStatus(tx, id)));
    }
    await notify(tx, {
      userId: isAgent ? viewing.buyerId : viewing.agentId,
      kind: 'viewing_cancelled',
      title: message('notification.viewingCancelled.title', {
        name: caller.name,
        title: viewing.propertyTitle,
      }),
      body: message('notification.viewingCancelled.body', { reason }),
      link: VIEWINGS_LINK,
    });
    return { modifiedCount: 1 };
  });
}
