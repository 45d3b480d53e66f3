import { MESSAGES } from '@nestlane/shared';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { wishlistItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockPublicProperty } from '../properties/lock-public-property';

/**
 * Wishes a public listing. Wishing it again is not an error (a double click, a second tab):
 * the answer names the item already there, and `isNew` tells the route 201 from 200.
 */
export async function addToWishlist(
  db: Database,
  wisher: SessionUser,
  propertyId: string,
): Promise<{ insertedId: string; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const listing = await lockPublicProperty(tx, propertyId);
    if (listing.agentId === wisher.id) throw new AppError('CONFLICT', MESSAGES.ownProductWishlist);
    const [inserted] = await tx
      .insert(wishlistItems)
      .values({ propertyId, userId: wisher.id })
      .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.propertyId] })
      .returning({ id: wishlistItems.id });
    if (inserted) return { insertedId: inserted.id, isNew: true };
    const [existing] = await tx
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.userId, wisher.id), eq(wishlistItems.propertyId, propertyId)));
    if (!existing) throw new Error('the wish-list item is neither new nor there');
    return { insertedId: existing.id, isNew: false };
  });
}
