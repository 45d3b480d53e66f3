/** Reviews as the public reads them: only those of listings the public can see. */
import type { Review } from '@nestlane/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { isPublicProperty } from '../properties/public-property';
import { selectReviews, toReviewJson } from './select-reviews';

export const LATEST_REVIEWS_LIMIT = 20;

export async function findLatestReviews(db: Database): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(isPublicProperty())
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LATEST_REVIEWS_LIMIT);
  return rows.map(toReviewJson);
}

export async function findPropertyReviews(db: Database, propertyId: string): Promise<Review[]> {
  const rows = await selectReviews(db)
    .where(and(isPublicProperty(), eq(reviews.propertyId, propertyId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewJson);
}
