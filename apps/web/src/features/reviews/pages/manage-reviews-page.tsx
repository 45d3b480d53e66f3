import { REVIEW_MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewPage } from '../api/get-review-page';
import { ReviewGrid } from '../components/review-grid';

/** Dashboard screen 10 (admin): every review of every listing, newest first, 12 a page, each with Delete. */
export function ManageReviewsPage() {
  usePageTitle('Manage Reviews');
  const [page, setPage] = usePageParam();
  const reviews = useReviewPage(page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">Manage Reviews</h1>
      <PagedList
        query={reviews}
        what="the reviews"
        emptyText={REVIEW_MESSAGES.noneYet}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => <ReviewGrid reviews={rows} />}
      </PagedList>
    </section>
  );
}
