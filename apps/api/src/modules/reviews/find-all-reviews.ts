import type { PageQuery, Review } from '@nestlane/shared';
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { selectReviews, toReviewJson } from './select-reviews';

/** Manage Reviews (spec screen 10): one page of every review of every listing, newest first. */
export async function findAllReviews(
  db: Database,
  query: PageQuery,
): Promise<{ items: Review[]; total: number }> {
  const [rows, totals] = await Promise.all([
    selectReviews(db)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(reviews),
  ]);
  return { items: rows.map(toReviewJson), total: Number(totals[0]?.total ?? 0) };
}
