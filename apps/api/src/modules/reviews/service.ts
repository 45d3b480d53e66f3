/** Reviews as the public reads them: only those of listings the public can see. */
import type { Review } from '@nestlane/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { prepareOnce, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { isPublicProperty } from '../properties/public-property';
import { selectReviews, toReviewJson } from './select-reviews';

export const LATEST_REVIEWS_LIMIT = 20;

/** Both statements are built once (db/statement-cache.ts). */
const latestReviewsStatement = prepareOnce((db) =>
  selectReviews(db)
    .where(isPublicProperty())
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LATEST_REVIEWS_LIMIT)
    .prepare(UNNAMED_STATEMENT),
);

const propertyReviewsStatement = prepareOnce((db) =>
  selectReviews(db)
    .where(and(isPublicProperty(), eq(reviews.propertyId, sql.placeholder('propertyId'))))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .prepare(UNNAMED_STATEMENT),
);

export async function findLatestReviews(db: Database): Promise<Review[]> {
  const rows = await latestReviewsStatement(db).execute();
  return rows.map(toReviewJson);
}

export async function findPropertyReviews(db: Database, propertyId: string): Promise<Review[]> {
  const rows = await propertyReviewsStatement(db).execute({ propertyId });
  return rows.map(toReviewJson);
}
