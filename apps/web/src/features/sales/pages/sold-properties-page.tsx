import { DEFAULT_PAGE_SIZE, OFFER_MESSAGES } from '@nestlane/shared';
import { useEffect } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { countPages, Pager, usePageParam } from '../../../components/pager';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useSoldProperties } from '../api/get-sold-properties';
import { SoldPropertiesTable } from '../components/sold-properties-table';

/** Dashboard screen 6 (agent): the agent's sales, the total sold, and Prev/Next that really page. */
export function SoldPropertiesPage() {
  usePageTitle('My Sold Properties');
  const { user } = useCurrentUser();
  const [page, setPage] = usePageParam();
  const sold = useSoldProperties(user?.email, page);
  const pageCount = countPages(sold.data?.total ?? 0, DEFAULT_PAGE_SIZE);
  // An old link names a page past the end: go to the last page that exists.
  const isPastTheEnd = sold.isSuccess && !sold.isPlaceholderData && page > pageCount;

  useEffect(() => {
    if (isPastTheEnd) setPage(pageCount, { replace: true });
  }, [isPastTheEnd, pageCount, setPage]);

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold text-ink">My Sold Properties</h1>
      {sold.isSuccess && sold.data.soldTotal !== null && (
        <h2 className="mt-2 text-xl font-bold text-brand-text">{`Total Sold: ${formatAmount(sold.data.soldTotal)}`}</h2>
      )}
      <div className="mt-6">
        {(sold.isPending || (isPastTheEnd && sold.data.offers.length === 0)) && (
          <LoadingSpinner className="min-h-[40vh]" />
        )}
        {sold.isError && (
          <LoadError what="your sales" error={sold.error} onRetry={() => void sold.refetch()} />
        )}
        {sold.isSuccess && sold.data.offers.length === 0 && !isPastTheEnd && (
          <EmptyState text={OFFER_MESSAGES.noSoldProperties} />
        )}
        {sold.isSuccess && sold.data.offers.length > 0 && (
          <>
            {/* The previous page stays readable while the next loads; dimming it would break text contrast. */}
            <div
              aria-busy={sold.isPlaceholderData}
              className={sold.isPlaceholderData ? 'cursor-progress' : undefined}
            >
              <SoldPropertiesTable offers={sold.data.offers} />
            </div>
            <Pager page={page} pageCount={pageCount} onChange={setPage} />
          </>
        )}
      </div>
    </section>
  );
}
