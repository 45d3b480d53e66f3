/**
 * The one way a review leaves the database: the reviewer's name and photo from their user
 * row, the title and agent from the reviewed listing. Callers add the where (public
 * listings only, one reviewer, …), the order and the paging.
 */
import type { Review } from '@nestlane/shared';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { properties, reviews, user } from '../../db/schema';

const reviewer = alias(user, 'reviewer');

export function selectReviews(db: Database) {
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

type ReviewRow = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export function toReviewJson(row: ReviewRow): Review {
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
