import { MESSAGES } from '@nestlane/shared';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useUserReviews } from '../api/get-user-reviews';
import { ReviewGrid } from '../components/review-grid';
import { reviewsMessages } from '../messages';

/** Dashboard screen 4: the reviews the signed-in person wrote, newest first, each with Delete. */
export function MyReviewsPage() {
  const t = useT(reviewsMessages);
  usePageTitle(t('reviews.myReviews.title'));
  const { user } = useCurrentUser();
  const reviews = useUserReviews(user?.email);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('reviews.myReviews.title')}</h1>
      {reviews.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {reviews.isError && (
        <LoadError
          what={t('reviews.myReviews.what')}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {reviews.isSuccess &&
        (reviews.data.length === 0 ? (
          <EmptyState text={localizeMessage(MESSAGES.noReviews)} />
        ) : (
          <ReviewGrid reviews={reviews.data} />
        ))}
    </section>
  );
}
