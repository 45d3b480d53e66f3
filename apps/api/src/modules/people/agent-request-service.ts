/**
 * The agent application: a user sends their links once, the request stays pending
 * (user.agentReq) until an admin makes them agent, and the admin lists who is waiting.
 */
import { type AgentRequest, MESSAGES, type PendingAgentRequest } from '@nestlane/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { agentRequests, user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { PEOPLE_MESSAGES } from './messages';

/**
 * The row is locked so two requests sent at once cannot both pass the pending check;
 * the flag and the links are written in the same transaction.
 */
export async function submitAgentRequest(
  db: Database,
  applicant: SessionUser,
  userId: string,
  links: AgentRequest,
): Promise<{ modifiedCount: number }> {
  if (applicant.id !== userId) throw new AppError('FORBIDDEN', PEOPLE_MESSAGES.ownRequestOnly);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: user.role, agentReq: user.agentReq })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!current) throw new AppError('UNAUTHORIZED', API_MESSAGES.signInRequired);
    if (current.role !== 'user') throw new AppError('FORBIDDEN', API_MESSAGES.notAllowed);
    if (current.agentReq) throw new AppError('CONFLICT', MESSAGES.agentRequestPending);
    await tx
      .insert(agentRequests)
      .values({ userId, ...links })
      .onConflictDoUpdate({ target: agentRequests.userId, set: { ...links, createdAt: new Date() } });
    const updated = await tx
      .update(user)
      .set({ agentReq: true })
      .where(eq(user.id, userId))
      .returning({ id: user.id });
    return { modifiedCount: updated.length };
  });
}

/**
 * Applicants still waiting: agents are hidden (spec screen 16), and so are admins and
 * fraud users, whom 'Make Agent' would demote or cannot promote.
 */
export async function findPendingAgentRequests(db: Database): Promise<PendingAgentRequest[]> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      photo: user.photo,
      role: user.role,
      twitter: agentRequests.twitter,
      facebook: agentRequests.facebook,
      linkedin: agentRequests.linkedin,
      whatsapp: agentRequests.whatsapp,
      requestedAt: agentRequests.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .leftJoin(agentRequests, eq(agentRequests.userId, user.id))
    .where(and(eq(user.agentReq, true), eq(user.role, 'user')))
    .orderBy(asc(agentRequests.createdAt), asc(user.id));
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    photo: row.photo ?? '',
    role: row.role,
    // A flag without its links (written outside this API) still shows, so the admin can decide.
    twitter: row.twitter ?? '',
    facebook: row.facebook ?? '',
    linkedin: row.linkedin ?? '',
    whatsapp: row.whatsapp ?? '',
    requestDate: (row.requestedAt ?? row.updatedAt).toISOString(),
  }));
}
