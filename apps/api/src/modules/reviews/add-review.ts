import { type AddReviewBody, REVIEW_MESSAGES } from '@nestlane/shared';
import type { SessionUser } from '../../auth/get-session-user';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/is-unique-violation';
import { reviews } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { lockPublicProperty } from '../properties/lock-public-property';

const ONE_REVIEW_PER_PERSON = 'reviews_one_per_reviewer_uq';

/**
 * A user reviews a public listing, once. The reviewer and the date are the session's and
 * the clock's, never the body's. The listing is locked FOR SHARE while the review goes in:
 * it cannot be deleted or changed under it, yet reviewers of one listing do not wait for
 * each other. The unique index decides "once", whatever races the requests run.
 */
export async function addReview(
  db: Database,
  reviewer: SessionUser,
  body: AddReviewBody,
): Promise<{ insertedId: string }> {
  try {
    return await db.transaction(async (tx) => {
      const listing = await lockPublicProperty(tx, body.propertyId, 'share');
      const [row] = await tx
        .insert(reviews)
        .values({ propertyId: listing.id, reviewerId: reviewer.id, review: body.review })
        .returning({ id: reviews.id });
      if (!row) throw new Error('the new review was not inserted');
      return { insertedId: row.id };
    });
  } catch (error) {
    if (isUniqueViolation(error, ONE_REVIEW_PER_PERSON)) {
      throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReviewed, { cause: error });
    }
    throw error;
  }
}
