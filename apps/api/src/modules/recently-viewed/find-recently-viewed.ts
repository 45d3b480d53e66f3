import { type Property, RECENTLY_VIEWED_LIMIT } from '@nestlane/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { recentlyViewed } from '../../db/schema-recently-viewed';
import { isPublicProperty, selectPropertiesWithAgent, toPropertyJson } from '../properties/public-property';

/** The person's recently viewed listings that are public now, the latest visit first. */
export async function findRecentlyViewed(db: Database, userId: string): Promise<Property[]> {
  const rows = await selectPropertiesWithAgent(db)
    .innerJoin(recentlyViewed, eq(recentlyViewed.propertyId, properties.id))
    .where(and(eq(recentlyViewed.userId, userId), isPublicProperty()))
    .orderBy(desc(recentlyViewed.viewedAt), desc(recentlyViewed.propertyId))
    .limit(RECENTLY_VIEWED_LIMIT);
  return rows.map(toPropertyJson);
}
