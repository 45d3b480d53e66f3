import type { Review } from '@nestlane/shared';
import { desc, eq } from 'drizzle-orm';
import type { SessionUser } from '../../auth/get-session-user';
import { assertOwnEmail } from '../../auth/own-email';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { REVIEW_API_MESSAGES } from './messages';
import { selectReviews, toReviewJson } from './select-reviews';

/**
 * My Reviews (spec screen 4): every review the caller wrote, newest first, including those
 * of a listing the public no longer sees (its agent flagged), so the author can still
 * delete them.
 */
export async function findOwnReviews(db: Database, caller: SessionUser, email: string): Promise<Review[]> {
  assertOwnEmail(caller, email, REVIEW_API_MESSAGES.ownReviewsOnly);
  const rows = await selectReviews(db)
    .where(eq(reviews.reviewerId, caller.id))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toReviewJson);
}
