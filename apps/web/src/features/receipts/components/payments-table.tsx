import type { AdminPayment } from '@nestlane/shared';
import { Link } from 'react-router';
import { cellClass, DataTable } from '../../../components/data-table';
import { useT } from '../../../i18n';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatAmount } from '../../../lib/format-price';
import { receiptMessages } from '../messages';
import { useMethodLabel } from './method-label';
import { RefundAction } from './refund-action';

const COLUMNS = [
  'payments.column.date',
  'payments.column.property',
  'payments.column.buyer',
  'payments.column.amount',
  'payments.column.method',
  'payments.column.status',
  'payments.column.receipt',
  'payments.column.refund',
] as const;

const STATUS_LABELS = {
  open: 'payments.status.open',
  succeeded: 'payments.status.succeeded',
  refunded: 'payments.status.refunded',
  closed: 'payments.status.closed',
} as const;

/** The admins' payments: when, what, who, how much, how, where it stands, and its receipt if it has one. */
export function PaymentsTable({ payments }: { payments: AdminPayment[] }) {
  const t = useT(receiptMessages);
  const methodLabel = useMethodLabel();
  return (
    <DataTable caption={t('payments.caption')} columns={COLUMNS.map((column) => t(column))}>
      {payments.map((payment) => (
        <tr key={payment.paymentId}>
          <td className={`${cellClass} whitespace-nowrap text-slate-700`}>{formatDateTime(payment.date)}</td>
          <th scope="row" className={`${cellClass} font-semibold text-ink`}>
            {payment.propertyTitle}
          </th>
          <td className={`${cellClass} text-slate-700`}>{payment.buyerName}</td>
          <td className={`${cellClass} whitespace-nowrap font-semibold text-ink`}>
            {formatAmount(payment.amount)}
          </td>
          <td className={`${cellClass} text-slate-700`}>
            {payment.method ? methodLabel(payment.method) : '—'}
          </td>
          <td className={`${cellClass} text-slate-700`}>{t(STATUS_LABELS[payment.status])}</td>
          <td className={cellClass}>
            {payment.receiptNumber ? (
              <Link
                to={`/dashboard/receipt/${payment.offerId}`}
                className="font-semibold whitespace-nowrap text-brand-text underline"
              >
                {payment.receiptNumber}
              </Link>
            ) : (
              '—'
            )}
          </td>
          <td className={cellClass}>
            <RefundAction payment={payment} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
