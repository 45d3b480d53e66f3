import { PagedList } from '../../../components/paged-list';
import { usePageParam } from '../../../components/pager';
import { useT } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAdminPayments } from '../api/get-admin-payments';
import { PaymentsTable } from '../components/payments-table';
import { receiptMessages } from '../messages';

/** The admins' payments (issue 29): every payment, newest first, with its receipt when it has one. */
export function AdminPaymentsPage() {
  const t = useT(receiptMessages);
  usePageTitle(t('payments.title'));
  const [page, setPage] = usePageParam();
  const payments = useAdminPayments(page);
  return (
    <section className="mx-auto max-w-6xl">
      <h1 className="text-3xl font-extrabold text-ink">{t('payments.title')}</h1>
      <div className="mt-6">
        <PagedList
          query={payments}
          what={t('payments.what')}
          emptyText={t('payments.empty')}
          page={page}
          onPageChange={setPage}
        >
          {(rows) => <PaymentsTable payments={rows} />}
        </PagedList>
      </div>
    </section>
  );
}
