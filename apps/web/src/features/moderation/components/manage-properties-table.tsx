import type { Property } from '@nestlane/shared';
import { cellClass, DataTable } from '../../../components/data-table';
import { VerifiedStatus } from '../../../components/verified-status';
import { PROPERTY_COLUMNS, PropertyCells } from './property-cells';
import { VerificationActions } from './verification-actions';

/** Screen 8: every listing with its agent, price and status, and the admin's decision. */
export function ManagePropertiesTable({ properties }: { properties: Property[] }) {
  return (
    <DataTable caption="All properties" columns={[...PROPERTY_COLUMNS, 'Status', 'Actions']}>
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
