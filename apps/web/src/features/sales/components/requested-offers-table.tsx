import type { Offer } from '@nestlane/shared';
import { cellClass, DataTable } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { OfferDealNote } from '../../../components/offer-deal-note';
import { OfferStatusBadge } from '../../../components/offer-status-badge';
import { useT } from '../../../i18n';
import { formatAmount } from '../../../lib/format-price';
import { salesMessages } from '../messages';
import { OfferActions } from './offer-actions';

const COLUMNS = [
  'sales.column.title',
  'sales.column.location',
  'sales.column.buyerName',
  'sales.column.buyerEmail',
  'sales.column.offeredPrice',
  'sales.column.status',
  'sales.column.actions',
] as const;

/**
 * Screen 7: every offer on the agent's listings, with Accept and Reject while it is pending; under the
 * status, the payment deadline of an accepted offer or why a deal ended without the agent's word.
 */
export function RequestedOffersTable({ offers }: { offers: Offer[] }) {
  const t = useT(salesMessages);
  return (
    <DataTable caption={t('sales.requested.caption')} columns={COLUMNS.map((column) => t(column))}>
      {offers.map((offer) => (
        <tr key={offer._id}>
          {/* The title is the row header, so screen readers name each row by it. */}
          <th scope="row" className={`${cellClass} font-semibold text-ink`}>
            {offer.propertyTitle}
          </th>
          <td className={`${cellClass} text-slate-700`}>{offer.propertyLocation}</td>
          <td className={`${cellClass} text-slate-700`}>{offer.buyerName}</td>
          <td className={`${cellClass} text-slate-700`}>
            <EmailAddress email={offer.buyerEmail} />
          </td>
          <td className={`${cellClass} whitespace-nowrap text-slate-700`}>
            {formatAmount(offer.offerredPriceRange)}
          </td>
          <td className={cellClass}>
            <OfferStatusBadge status={offer.offerStatus} />
            <OfferDealNote offer={offer} />
          </td>
          <td className={cellClass}>
            <OfferActions offer={offer} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
