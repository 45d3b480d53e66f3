import { RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { recentlyViewed } from '../../db/schema-recently-viewed';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isPublicProperty } from '../properties/public-property';

/**
 * Puts a public listing first on the person's recently viewed list (a visit again moves it up) and
 * drops what falls past RECENTLY_VIEWED_LIMIT, in one transaction. A listing that is not public is
 * not found and nothing changes.
 */
export async function recordView(
  db: Database,
  userId: string,
  propertyId: string,
): Promise<{ viewedAt: string }> {
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(recentlyViewed)
      // (user_id, property_id, viewed_at), the table's order
      .select(
        sql`select ${userId}, ${properties.id}, now() from ${properties} where ${and(eq(properties.id, propertyId), isPublicProperty())}`,
      )
      .onConflictDoUpdate({
        target: [recentlyViewed.userId, recentlyViewed.propertyId],
        set: { viewedAt: sql`excluded.viewed_at` },
      })
      .returning({ viewedAt: recentlyViewed.viewedAt });
    if (!recorded) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
    const pastTheLimit = tx
      .select({ propertyId: recentlyViewed.propertyId })
      .from(recentlyViewed)
      .where(eq(recentlyViewed.userId, userId))
      .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.propertyId))
      .offset(RECENTLY_VIEWED_LIMIT);
    await tx
      .delete(recentlyViewed)
      .where(and(eq(recentlyViewed.userId, userId), inArray(recentlyViewed.propertyId, pastTheLimit)));
    return { viewedAt: recorded.viewedAt.toISOString() };
  });
}
