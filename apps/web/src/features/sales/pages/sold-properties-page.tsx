import { OFFER_MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
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

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold text-ink">My Sold Properties</h1>
      {sold.isSuccess && sold.data.soldTotal !== null && (
        <h2 className="mt-2 text-xl font-bold text-brand-text">{`Total Sold: ${formatAmount(sold.data.soldTotal)}`}</h2>
      )}
      <div className="mt-6">
        <PagedList
          query={sold}
          what="your sales"
          emptyText={OFFER_MESSAGES.noSoldProperties}
          page={page}
          onPageChange={setPage}
        >
          {(offers) => <SoldPropertiesTable offers={offers} />}
        </PagedList>
      </div>
    </section>
  );
}
