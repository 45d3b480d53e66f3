/**
 * The admin's management of people (spec §4, §5, screen 9). Every change is one
 * transaction on a locked user row; refusals that are about the target, not about the
 * admin's rights, answer 4xx other than 401/403 so the admin's browser stays signed in.
 * Rules: docs/decisions/006-managing-people.md.
 */
import { type ManagedUser, MESSAGES, type PromotionRole } from '@nestlane/shared';
import { asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { isSameEmail } from '../../auth/own-email';
import type { Database, Transaction } from '../../db/client';
import { agentRequests, properties, user } from '../../db/schema';
import { message } from '../../i18n/message';
import { AppError } from '../../lib/app-error';
import { notify } from '../notifications/notify';
import { endOpenDeals } from '../offers/end-open-deals';
import { PEOPLE_MESSAGES } from './messages';

export async function findAllUsers(db: Database): Promise<ManagedUser[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      role: user.role,
      agentReq: user.agentReq,
      creationDate: user.creationDate,
    })
    .from(user)
    .orderBy(asc(user.createdAt), asc(user.id));
  return rows.map(({ id, photo, ...rest }) => ({ _id: id, photo: photo ?? '', ...rest }));
}

async function lockUser(tx: Transaction, id: string) {
  const [target] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role, agentReq: user.agentReq })
    .from(user)
    .where(eq(user.id, id))
    .for('update');
  if (!target) throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.userNotFound);
  return target;
}

/**
 * Make admin or make agent. The request is decided by either promotion, so the pending
 * flag and the links go; an admin cannot change their own role (it would lock them out).
 */
export async function changeUserRole(
  db: Database,
  admin: SessionUser,
  id: string,
  role: PromotionRole,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.id === admin.id) throw new AppError('CONFLICT', PEOPLE_MESSAGES.cannotChangeOwnRole);
    if (target.role === 'fraud') throw new AppError('CONFLICT', PEOPLE_MESSAGES.fraudCannotBePromoted);
    if (target.role === role)
      throw new AppError('CONFLICT', PEOPLE_MESSAGES.alreadyHasRole(target.name, role));
    await tx.delete(agentRequests).where(eq(agentRequests.userId, id));
    const updated = await tx
      .update(user)
      .set(role === 'agent' ? { role, agentReq: false, agentSince: new Date() } : { role, agentReq: false })
      .where(eq(user.id, id))
      .returning({ id: user.id });
    // Either promotion decides a pending agent request; its sender hears of it.
    if (target.agentReq) {
      await notify(tx, {
        userId: id,
        kind: 'agent_request_decided',
        title:
          role === 'agent'
            ? message('notification.agentApproved.title')
            : message('notification.agentMadeAdmin.title'),
        ...(role === 'agent' ? { body: message('notification.agentApproved.body') } : {}),
        link: '/dashboard/myProfile',
      });
    }
    return { modifiedCount: updated.length };
  });
}

/**
 * Only an agent can be flagged, and the email must name the same person (a guard
 * against flagging the wrong row). Public queries hide a fraud agent's listings by their
 * role; their advertised listings are withdrawn so they do not hold home-page slots, and
 * their open deals end (decision 017).
 */
export async function markUserFraud(
  db: Database,
  id: string,
  email: string,
): Promise<{ modifiedCount: number }> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (!isSameEmail(target.email, email)) {
      throw new AppError('BAD_REQUEST', PEOPLE_MESSAGES.emailDoesNotMatch);
    }
    if (target.role !== 'agent') throw new AppError('CONFLICT', PEOPLE_MESSAGES.onlyAgentsCanBeFraud);
    await tx.update(properties).set({ advertiseStatus: 'disadvertise' }).where(eq(properties.agentId, id));
    // Their buyers must not pay them: every open deal ends with the reason, in this transaction.
    await endOpenDeals(tx, { agentId: id }, 'agent-fraud');
    const updated = await tx
      .update(user)
      .set({ role: 'fraud', agentReq: false })
      .where(eq(user.id, id))
      .returning({ id: user.id });
    return { modifiedCount: updated.length };
  });
}

/**
 * Deleting a person deletes what only made sense with them: their listings (with the
 * wish-list items and reviews of those listings), their own wish-list items, reviews,
 * agent request, sessions and accounts. Offers stay as history: they keep their
 * snapshot and lose only the link to the deleted rows (ON DELETE SET NULL); open ones end.
 */
export async function deleteUser(
  db: Database,
  admin: SessionUser,
  id: string,
): Promise<{ deletedCount: number }> {
  if (id === admin.id) throw new AppError('CONFLICT', MESSAGES.cannotDeleteSelf);
  return db.transaction(async (tx) => {
    await lockUser(tx, id);
    // Listings before offers, the order every writer of a listing's offers follows.
    await tx.select({ id: properties.id }).from(properties).where(eq(properties.agentId, id)).for('update');
    // Open deals end with the reason before the links go (decision 017): the agent's, so no one
    // pays a deleted agent; the buyer's, so an accepted offer frees its listing at once.
    await endOpenDeals(tx, { agentId: id }, 'agent-deleted');
    await endOpenDeals(tx, { buyerId: id }, 'buyer-deleted');
    // properties.agent_id has no cascade (a listing must never lose its agent silently).
    await tx.delete(properties).where(eq(properties.agentId, id));
    const deleted = await tx.delete(user).where(eq(user.id, id)).returning({ id: user.id });
    return { deletedCount: deleted.length };
  });
}
