import { DEFAULT_PAGE_SIZE, REVIEW_MESSAGES } from '@nestlane/shared';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { countPages, Pager, usePageParam } from '../../../components/pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewPage } from '../api/get-review-page';
import { ReviewGrid } from '../components/review-grid';

/** Dashboard screen 10 (admin): every review of every listing, newest first, 12 a page, each with Delete. */
export function ManageReviewsPage() {
  usePageTitle('Manage Reviews');
  const [page, setPage] = usePageParam();
  const reviews = useReviewPage(page);
  const pageCount = countPages(reviews.data?.total ?? 0, DEFAULT_PAGE_SIZE);
  // An old link, or the last review of the last page deleted: go to the last page that exists.
  const isPastTheEnd = reviews.isSuccess && !reviews.isPlaceholderData && page > pageCount;

  useEffect(() => {
    if (isPastTheEnd) setPage(pageCount, { replace: true });
  }, [isPastTheEnd, pageCount, setPage]);

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Manage Reviews</h1>
      {(reviews.isPending || (isPastTheEnd && reviews.data.reviews.length === 0)) && (
        <LoadingSpinner className="min-h-[40vh]" />
      )}
      {reviews.isError && (
        <LoadError what="the reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />
      )}
      {reviews.isSuccess && !isPastTheEnd && reviews.data.reviews.length === 0 && (
        <EmptyState text={REVIEW_MESSAGES.noneYet} />
      )}
      {reviews.isSuccess && reviews.data.reviews.length > 0 && (
        <>
          {/* The previous page stays readable while the next loads. */}
          <div aria-busy={reviews.isPlaceholderData}>
            <ReviewGrid reviews={reviews.data.reviews} />
          </div>
          <Pager page={page} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </section>
  );
}
