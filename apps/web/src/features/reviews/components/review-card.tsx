import { MESSAGES, type Review } from '@nestlane/shared';
import { ConfirmDeleteButton } from '../../../components/confirm-delete-button';
import { ReviewerByline } from '../../../components/reviewer-byline';
import { localizeMessage, useT } from '../../../i18n';
import { runAction } from '../../../lib/run-action';
import { useDeleteReview } from '../api/delete-review';
import { reviewsMessages } from '../messages';

/**
 * One review on My Reviews (spec screen 4) and Manage Reviews (screen 10): reviewer photo and name,
 * date, property title, the review, the agent, and Delete after 'Are you sure?'.
 */
export function ReviewCard({ review }: { review: Review }) {
  const deleteReview = useDeleteReview();
  const t = useT(reviewsMessages);
  const name = t('reviews.card.name', { reviewer: review.reviewerName, title: review.propertyTitle });

  // runAction awaits the mutation: the card is gone once the list refreshes after the delete.
  function remove() {
    void runAction(() => deleteReview.mutateAsync(review._id), localizeMessage(MESSAGES.reviewDeleted));
  }

  return (
    <article
      aria-label={name}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <ReviewerByline review={review} avatarSize={48} />
      <h2 className="mt-4 text-lg font-bold text-ink">{review.propertyTitle}</h2>
      <p className="mt-2 flex-1 leading-relaxed whitespace-pre-line text-slate-700">{review.review}</p>
      <p className="mt-4 text-sm text-slate-600">
        {t('reviews.card.agent')} <span className="font-semibold text-ink">{review.agentName}</span>
      </p>
      <ConfirmDeleteButton
        label={t('reviews.card.delete', { name })}
        description={t('reviews.card.confirm')}
        isPending={deleteReview.isPending}
        onConfirm={remove}
        className="mt-4 px-5 py-2 text-sm"
      />
    </article>
  );
}
