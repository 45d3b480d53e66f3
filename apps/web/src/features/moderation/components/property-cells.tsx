import type { Property } from '@nestlane/shared';
import { cellClass } from '../../../components/data-table';
import { EmailAddress } from '../../../components/email-address';
import { formatListingPrice } from '../../../lib/format-price';

/** The columns both admin property tables open with (message ids). */
export const PROPERTY_COLUMNS = [
  'moderation.column.title',
  'moderation.column.location',
  'moderation.column.agentName',
  'moderation.column.agentEmail',
  'moderation.column.priceRange',
] as const;

/** A row's first cells; the title is the row header, so screen readers name each row by it. */
export function PropertyCells({ property }: { property: Property }) {
  return (
    <>
      <th scope="row" className={`${cellClass} font-semibold text-ink`}>
        {property.propertyTitle}
      </th>
      <td className={`${cellClass} text-slate-700`}>{property.propertyLocation}</td>
      <td className={`${cellClass} text-slate-700`}>{property.agentName}</td>
      <td className={`${cellClass} text-slate-700`}>
        <EmailAddress email={property.agentEmail} />
      </td>
      <td className={`${cellClass} whitespace-nowrap text-slate-700`}>{formatListingPrice(property)}</td>
    </>
  );
}
