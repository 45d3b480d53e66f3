import MessageSquareQuote from 'lucide-react/icons/message-square-quote';
import { usePropertyReviews } from '../api/get-property-reviews';

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

/** What clients said about this listing. */
export function PropertyReviews({ propertyId }: { propertyId: string }) {
  const { data: reviews, isPending, isError } = usePropertyReviews(propertyId);
  return (
    <section aria-labelledby="property-reviews" className="space-y-4">
      <h2 id="property-reviews" className="text-2xl font-bold text-ink">
        Reviews
      </h2>
      {isPending && <p className="text-slate-600">Loading reviews…</p>}
      {isError && <p className="text-slate-600">Reviews could not be loaded right now.</p>}
      {reviews?.length === 0 && (
        <p className="flex items-center gap-2 rounded-xl bg-slate-50 p-5 text-slate-600">
          <MessageSquareQuote aria-hidden="true" className="size-5" />
          No reviews for this property yet.
        </p>
      )}
      {reviews && reviews.length > 0 && (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review._id} className="rounded-xl border border-slate-200 bg-white p-5">
              <div className="mb-3 flex items-center gap-3">
                <img
                  src={review.reviewerPhoto}
                  alt=""
                  width={44}
                  height={44}
                  loading="lazy"
                  className="size-11 rounded-full bg-slate-100 object-cover"
                />
                <div>
                  <p className="font-bold text-ink">{review.reviewerName}</p>
                  <p className="text-sm text-slate-600">
                    <time dateTime={review.reviewDate}>{dateFormat.format(new Date(review.reviewDate))}</time>
                  </p>
                </div>
              </div>
              <p className="leading-relaxed text-slate-700">{review.review}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
