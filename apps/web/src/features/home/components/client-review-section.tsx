import { SectionHeading } from '../../../components/section-heading';
import { useT } from '../../../i18n';
import { useAllReviews } from '../api/get-all-reviews';
import { homeMessages } from '../messages';
import { ReviewCarousel } from './review-carousel';

/** 'Client Review' (home section 3). Loaded as its own chunk: the carousel library stays off the first load. */
export function ClientReviewSection() {
  const t = useT(homeMessages);
  const { data: reviews } = useAllReviews();
  return (
    <section aria-labelledby="client-review" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="client-review"
          title={t('home.reviews.title')}
          subtitle={t('home.reviews.subtitle')}
        />
        {reviews && reviews.length > 0 ? (
          <ReviewCarousel reviews={reviews} />
        ) : (
          <p className="text-center text-slate-600">
            {reviews ? t('home.reviews.none') : t('home.reviews.loading')}
          </p>
        )}
      </div>
    </section>
  );
}
