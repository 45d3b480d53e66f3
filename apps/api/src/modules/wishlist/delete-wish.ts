import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { WISHLIST_MESSAGES } from './messages';

/** One statement, ownership in its where: another person's item is "not found". */
export async function deleteWish(
  db: Database,
  wisher: SessionUser,
  id: string,
): Promise<{ deletedCount: number }> {
  const deleted = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, id), eq(wishlistItems.userId, wisher.id)))
    .returning({ id: wishlistItems.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.wishNotFound);
  return { deletedCount: deleted.length };
}
