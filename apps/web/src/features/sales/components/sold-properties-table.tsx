import type { Offer } from '@nestlane/shared';
import { Link } from 'react-router';
import { cellClass, DataTable } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format-price';
import { salesMessages } from '../messages';

const COLUMNS = [
  'sales.column.image',
  'sales.column.title',
  'sales.column.location',
  'sales.column.buyerEmail',
  'sales.column.buyerName',
  'sales.column.soldPrice',
  'sales.column.receipt',
] as const;

/** Screen 6: the agent's sales, each with its buyer, price and a link to its receipt (decision 054). */
export function SoldPropertiesTable({ offers }: { offers: Offer[] }) {
  const t = useT(salesMessages);
  return (
    <DataTable caption={t('sales.sold.caption')} columns={COLUMNS.map((column) => t(column))}>
      {offers.map((offer) => (
        <tr key={offer._id}>
          <td className={cellClass}>
            {/* The title is in the next cell: the picture adds nothing for a screen reader. */}
            <img
              src={offer.propertyImage}
              alt=""
              width={96}
              height={64}
              loading="lazy"
              className="h-16 w-24 rounded-lg object-cover"
            />
          </td>
          <th scope="row" className={`${cellClass} font-semibold text-ink`}>
            {offer.propertyTitle}
          </th>
          <td className={`${cellClass} text-slate-700`}>{offer.propertyLocation}</td>
          <td className={`${cellClass} text-slate-700`}>
            <EmailAddress email={offer.buyerEmail} />
          </td>
          <td className={`${cellClass} text-slate-700`}>{offer.buyerName}</td>
          <td className={`${cellClass} whitespace-nowrap font-semibold text-ink`}>
            {formatAmount(offer.offerredPriceRange)}
          </td>
          <td className={cellClass}>
            <Link
              to={`/dashboard/receipt/${offer._id}`}
              className="font-semibold whitespace-nowrap text-brand-text underline"
              aria-label={t('sales.sold.receiptLink', { title: offer.propertyTitle })}
            >
              {t('sales.column.receipt')}
            </Link>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
