import type { Property } from '@nestlane/shared';
import { cellClass, DataTable } from '../../../components/data-table';
import { useT } from '../../../i18n';
import { moderationMessages } from '../messages';
import { AdvertiseActions } from './advertise-actions';
import { PROPERTY_COLUMNS, PropertyCells } from './property-cells';

/**
 * Screen 15: the public verified listings, each put on or taken off the home page. With all six places
 * taken, fullReasonId names the visible reason that every Advertise button is disabled.
 */
export function AdvertiseTable({
  properties,
  fullReasonId,
}: {
  properties: Property[];
  fullReasonId?: string;
}) {
  const t = useT(moderationMessages);
  const columns = [...PROPERTY_COLUMNS, 'moderation.column.actions'] as const;
  return (
    <DataTable caption={t('moderation.advertise.caption')} columns={columns.map((column) => t(column))}>
      {properties.map((property) => (
        <tr key={property._id}>
          <PropertyCells property={property} />
          <td className={cellClass}>
            <AdvertiseActions property={property} fullReasonId={fullReasonId} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
