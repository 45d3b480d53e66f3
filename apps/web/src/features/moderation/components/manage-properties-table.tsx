import type { Property } from '@nestlane/shared';
import { cellClass, DataTable } from '../../../components/data-table';
import { VerifiedStatus } from '../../../components/verified-status';
import { useT } from '../../../i18n';
import { moderationMessages } from '../messages';
import { PROPERTY_COLUMNS, PropertyCells } from './property-cells';
import { VerificationActions } from './verification-actions';

/** Screen 8: every listing with its agent, price and status, and the admin's decision. */
export function ManagePropertiesTable({ properties }: { properties: Property[] }) {
  const t = useT(moderationMessages);
  const columns = [...PROPERTY_COLUMNS, 'moderation.column.status', 'moderation.column.actions'] as const;
  return (
    <DataTable caption={t('moderation.manage.caption')} columns={columns.map((column) => t(column))}>
      {properties.map((property) => (
        <tr key={property._id}>
          <PropertyCells property={property} />
          <td className={cellClass}>
            <VerifiedStatus status={property.propertyVerificationStatus} />
          </td>
          <td className={cellClass}>
            <VerificationActions property={property} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
