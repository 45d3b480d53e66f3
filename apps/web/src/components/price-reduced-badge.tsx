import type { Property } from '@nestlane/shared';
import { commonText } from '../lib/common-text';

/**
 * 'Price reduced' for a listing whose latest price change was a cut in the last 30 days (the API's
 * priceReducedAt, decision 038); nothing otherwise.
 */
export function PriceReducedBadge({
  property,
  className = '',
}: {
  property: Pick<Property, 'priceReducedAt'>;
  className?: string;
}) {
  if (!property.priceReducedAt) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-white px-3 py-1 text-xs font-bold text-red-700 ring-1 ring-red-200 ${className}`}
    >
      {commonText('common.priceReduced')}
    </span>
  );
}
