import { SectionHeading } from '../../../components/section-heading';
import { useAllReviews } from '../api/get-all-reviews';
import { ReviewCarousel } from './review-carousel';

/** 'Client Review' (home section 3). Loaded as its own chunk: the carousel library stays off the first load. */
export function ClientReviewSection() {
  const { data: reviews } = useAllReviews();
  return (
    <section aria-labelledby="client-review" className="bg-slate-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="client-review" title="Client Review" subtitle="See Our Client Latest Review" />
        {reviews && reviews.length > 0 ? (
          <ReviewCarousel reviews={reviews} />
        ) : (
          <p className="text-center text-slate-600">{reviews ? 'No reviews yet.' : 'Loading reviews…'}</p>
        )}
      </div>
    </section>
  );
}
