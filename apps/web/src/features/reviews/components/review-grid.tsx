import type { Review } from '@nestlane/shared';
import { ReviewCard } from './review-card';

/** The cards of both review pages, one to three columns. */
export function ReviewGrid({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
