import type { Receipt } from '@nestlane/shared';
import Printer from 'lucide-react/icons/printer';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useT } from '../../../i18n';
import { isClientError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/format-price';
import { usePageTitle } from '../../../lib/use-page-title';
import { useReceipt } from '../api/get-receipt';
import { useMethodLabel } from '../components/method-label';
import { receiptMessages } from '../messages';

function ReceiptFacts({ receipt }: { receipt: Receipt }) {
  const t = useT(receiptMessages);
  const methodLabel = useMethodLabel();
  const rows: [string, string][] = [
    [t('receipt.number'), receipt.receiptNumber],
    [t('receipt.paidAt'), formatDateTime(receipt.paidAt)],
    [t('receipt.property'), `${receipt.propertyTitle}, ${receipt.propertyLocation}`],
    [t('receipt.buyer'), `${receipt.buyerName} (${receipt.buyerEmail})`],
    [t('receipt.agent'), `${receipt.agentName} (${receipt.agentEmail})`],
    [t('receipt.amount'), formatAmount(receipt.amount)],
    [t('receipt.method'), methodLabel(receipt.method)],
    [t('receipt.transactionId'), receipt.transactionId],
    // Refunded by an admin (decision 055): the receipt stays, and says so.
    ...(receipt.isRefunded
      ? ([
          [t('receipt.refunded'), receipt.refundedAt ? formatDateTime(receipt.refundedAt) : '—'],
          ...(receipt.refundReason
            ? [[t('receipt.refundReason'), receipt.refundReason] as [string, string]]
            : []),
        ] as [string, string][])
      : []),
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-6 text-base sm:grid-cols-[auto_minmax(0,1fr)] print:border-0 print:p-0">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A bought offer's numbered receipt (issue 29, decision 054), for its buyer, its agent or an admin: the
 * amount in full Taka, the date in Dhaka, the method and the gateway's id, and a Print button; printing
 * leaves the dashboard's navigation out.
 */
export function ReceiptPage() {
  const t = useT(receiptMessages);
  usePageTitle(t('receipt.title'));
  const { id = '' } = useParams();
  const receipt = useReceipt(id);
  return (
    <section className="mx-auto max-w-3xl">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-ink">{t('receipt.title')}</h1>
        {receipt.isSuccess && (
          <button type="button" className="btn-primary gap-2 print:hidden" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {t('receipt.print')}
          </button>
        )}
      </div>
      {receipt.isPending && <LoadingSpinner className="min-h-[40vh]" />}
      {receipt.isError && isClientError(receipt.error) && (
        <p role="alert" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
          {t('receipt.notFound')}
        </p>
      )}
      {receipt.isError && !isClientError(receipt.error) && (
        <LoadError what={t('receipt.what')} error={receipt.error} onRetry={() => void receipt.refetch()} />
      )}
      {receipt.isSuccess && <ReceiptFacts receipt={receipt.data} />}
    </section>
  );
}
