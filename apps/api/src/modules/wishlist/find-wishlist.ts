/**
 * The buyer's wish-list (spec screen 2) and one item for the Make Offer page. Only listings
 * the public can still see are shown: a listing whose agent was flagged as fraud disappears
 * here as it does everywhere (decision 003), since no offer could be made on it.
 */
import type { WishlistItem } from '@nestlane/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isPublicProperty } from '../properties/public-property';
import { WISHLIST_MESSAGES } from './messages';
import { selectWishlistItems, toWishlistItemJson } from './wishlist-json';

export async function findWishlist(
  db: Database,
  wisher: SessionUser,
  email: string,
): Promise<WishlistItem[]> {
  assertOwnEmail(wisher, email, WISHLIST_MESSAGES.ownWishlistOnly);
  const rows = await selectWishlistItems(db)
    .where(and(eq(wishlistItems.userId, wisher.id), isPublicProperty()))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
  return rows.map(toWishlistItemJson);
}

export async function findWish(db: Database, wisher: SessionUser, id: string): Promise<WishlistItem> {
  const [row] = await selectWishlistItems(db).where(
    and(eq(wishlistItems.id, id), eq(wishlistItems.userId, wisher.id), isPublicProperty()),
  );
  if (!row) throw new AppError('NOT_FOUND', WISHLIST_MESSAGES.wishNotFound);
  return toWishlistItemJson(row);
}
