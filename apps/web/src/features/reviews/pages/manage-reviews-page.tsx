import { REVIEW_MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { localizeMessage, useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReviewPage } from '../api/get-review-page';
import { ReviewGrid } from '../components/review-grid';
import { reviewsMessages } from '../messages';

/** Dashboard screen 10 (admin): every review of every listing, newest first, 12 a page, each with Delete. */
export function ManageReviewsPage() {
  const t = useT(reviewsMessages);
  usePageTitle(t('reviews.manage.title'));
  const [page, setPage] = usePageParam();
  const reviews = useReviewPage(page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="mb-6 text-3xl font-extrabold text-ink">{t('reviews.manage.title')}</h1>
      <PagedList
        query={reviews}
        what={t('reviews.manage.what')}
        emptyText={localizeMessage(REVIEW_MESSAGES.noneYet)}
        page={page}
        onPageChange={setPage}
      >
        {(rows) => <ReviewGrid reviews={rows} />}
      </PagedList>
    </section>
  );
}
