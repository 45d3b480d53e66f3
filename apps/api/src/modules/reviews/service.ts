/**
 * Reviews as the public reads them: the reviewer's name and photo from their user row,
 * the title and agent from the reviewed listing, which must itself be public.
 */
import type { Review } from '@nestlane/shared';
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, reviews, user } from '../../db/schema';
import { isPublicProperty } from '../properties/public-property';

export const LATEST_REVIEWS_LIMIT = 20;

const reviewer = alias(user, 'reviewer');

function selectPublicReviews(db: Database) {
  return db
    .select({
      id: reviews.id,
      review: reviews.review,
      createdAt: reviews.createdAt,
      propertyId: reviews.propertyId,
      propertyTitle: properties.title,
      agentName: user.name,
      reviewerName: reviewer.name,
      reviewerPhoto: reviewer.photo,
    })
    .from(reviews)
    .innerJoin(properties, eq(reviews.propertyId, properties.id))
    .innerJoin(user, eq(properties.agentId, user.id))
    .innerJoin(reviewer, eq(reviews.reviewerId, reviewer.id))
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectPublicReviews>['execute']>>[number];

function toReviewJson(row: ReviewRow): Review {
  return {
    _id: row.id,
    reviewerPhoto: row.reviewerPhoto ?? '',
    reviewerName: row.reviewerName,
    reviewDate: row.createdAt.toISOString(),
    review: row.review,
    propertyTitle: row.propertyTitle,
    agentName: row.agentName,
    propertyId: row.propertyId,
  };
}

export async function findLatestReviews(db: Database): Promise<Review[]> {
  const rows = await selectPublicReviews(db)
    .where(isPublicProperty())
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(LATEST_REVIEWS_LIMIT);
  return rows.map(toReviewJson);
}

export async function findPropertyReviews(db: Database, propertyId: string): Promise<Review[]> {
  const rows = await selectPublicReviews(db)
    .where(and(isPublicProperty(), eq(reviews.propertyId, propertyId)))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewJson);
}
