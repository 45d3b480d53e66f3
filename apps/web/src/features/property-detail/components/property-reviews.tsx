import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { ReviewerByline } from '../../../components/reviewer-byline';
import { useT } from '../../../i18n';
import { useCurrentUser } from '../../auth';
import { usePropertyReviews } from '../api/get-property-reviews';
import { propertyDetailMessages } from '../messages';

// The form brings react-hook-form and zod: only a signed-in user who can write a review downloads them,
// so visitors' property pages stay light.
const ReviewForm = lazy(async () => ({ default: (await import('./review-form')).ReviewForm }));

/**
 * Under the reviews: a user writes one; a visitor is offered sign-in, coming back to this page;
 * agents and admins, who cannot review, see nothing to write. Nothing shows until auth is known.
 */
function WriteReview({ propertyId }: { propertyId: string }) {
  const { user, role, isLoading } = useCurrentUser();
  const location = useLocation();
  const t = useT(propertyDetailMessages);
  if (isLoading) return null;
  if (!user) {
    return (
      <Link to="/signIn" state={{ from: location }} className="btn-outline">
        {t('propertyDetail.reviews.signIn')}
      </Link>
    );
  }
  if (role !== 'user') return null;
  return (
    <Suspense fallback={<LoadingSpinner label={t('propertyDetail.reviews.loadingForm')} className="h-40" />}>
      <ReviewForm propertyId={propertyId} />
    </Suspense>
  );
}

/** What clients said about this listing, newest first. */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  const { data: reviews, isPending, isError } = usePropertyReviews(propertyId);
  const t = useT(propertyDetailMessages);
  return (
    <section aria-labelledby="property-reviews" className="space-y-4">
      <h2 id="property-reviews" className="text-2xl font-bold text-ink">
        {t('propertyDetail.reviews.title')}
      </h2>
      {isPending && <p className="text-slate-600">{t('propertyDetail.reviews.loading')}</p>}
      {isError && <p className="text-slate-600">{t('propertyDetail.reviews.failed')}</p>}
      {reviews?.length === 0 && (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-5 text-slate-600">
          <MessageSquareQuote aria-hidden="true" className="size-5" />
          {t('propertyDetail.reviews.none')}
        </p>
      )}
      {reviews && reviews.length > 0 && (
        <ul aria-label={t('propertyDetail.reviews.list')} className="space-y-4">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-xl border border-slate-200 bg-white p-5">
              <ReviewerByline review={review} avatarSize={44} />
              <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700">{review.review}</p>
            </li>
          ))}
        </ul>
      )}
      <WriteReview propertyId={propertyId} />
    </section>
  );
}
