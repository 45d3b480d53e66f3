import { and, eq, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { REVIEW_API_MESSAGES } from './messages';

/**
 * The author deletes their own review; an admin deletes any (spec §6). Another person's
 * review is "not found" for a user, like a missing one: a 403 would sign them out over a
 * review that is simply not theirs. One statement, so the check and the delete are one.
 */
export async function deleteReview(
  db: Database,
  caller: SessionUser,
  id: string,
): Promise<{ deletedCount: number }> {
  const isOwnOrAdmin: SQL | undefined =
    caller.role === 'admin' ? eq(reviews.id, id) : and(eq(reviews.id, id), eq(reviews.reviewerId, caller.id));
  const deleted = await db.delete(reviews).where(isOwnOrAdmin).returning({ id: reviews.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', REVIEW_API_MESSAGES.reviewNotFound);
  return { deletedCount: deleted.length };
}
