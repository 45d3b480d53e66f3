import { OFFER_MESSAGES } from '@nestlane/shared';
import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { localizeMessage, useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../../auth';
import { useSoldProperties } from '../api/get-sold-properties';
import { SoldPropertiesTable } from '../components/sold-properties-table';
import { salesMessages } from '../messages';

/** Dashboard screen 6 (agent): the agent's sales, the total sold, and Prev/Next that really page. */
export function SoldPropertiesPage() {
  const t = useT(salesMessages);
  usePageTitle(t('sales.sold.title'));
  const { user } = useCurrentUser();
  const [page, setPage] = usePageParam();
  const sold = useSoldProperties(user?.email, page);

  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold text-ink">{t('sales.sold.title')}</h1>
      {sold.isSuccess && sold.data.soldTotal !== null && (
        <h2 className="mt-2 text-xl font-bold text-brand-text">
          {t('sales.sold.total', { amount: formatAmount(sold.data.soldTotal) })}
        </h2>
      )}
      <div className="mt-6">
        <PagedList
          query={sold}
          what={t('sales.sold.loadWhat')}
          emptyText={localizeMessage(OFFER_MESSAGES.noSoldProperties)}
          page={page}
          onPageChange={setPage}
        >
          {(offers) => <SoldPropertiesTable offers={offers} />}
        </PagedList>
      </div>
    </section>
  );
}
