import type { Review } from '@nestlane/shared';
import { commonText } from '../lib/common-text';
import { formatDate } from '../lib/format-date-time';
import { UserAvatar } from './user-avatar';

type ReviewerBylineProps = {
  review: Pick<Review, 'reviewerName' | 'reviewerPhoto' | 'reviewDate'>;
  avatarSize: number;
  /** The listing reviewed, where the page does not already say it. */
  propertyTitle?: string;
};

/**
 * Who wrote a review and when: the reviewer's photo (their initial when they have none), name and date.
 * The same on the home carousel, a listing's page, My Reviews and Manage Reviews.
 */
export function ReviewerByline({ review, avatarSize, propertyTitle }: ReviewerBylineProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <UserAvatar name={review.reviewerName} photo={review.reviewerPhoto} size={avatarSize} />
      <div className="min-w-0">
        <p className="truncate font-bold text-ink">{review.reviewerName}</p>
        <p className="truncate text-sm text-slate-600">
          {propertyTitle && commonText('common.review.on', { title: propertyTitle })}
          <time dateTime={review.reviewDate}>{formatDate(review.reviewDate)}</time>
        </p>
      </div>
    </div>
  );
}
