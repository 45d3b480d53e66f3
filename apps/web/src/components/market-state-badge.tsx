import type { MarketState } from '@nestlane/shared';
import { commonText } from '../lib/common-text';

/**
 * 'Sold' or 'Rented' for a listing off the market (decision 048); nothing while it is available.
 * It keeps its page, its wish-list card and its compare column, marked, and takes no offer.
 */
export function MarketStateBadge({
  marketState,
  className = '',
}: {
  marketState: MarketState | undefined;
  className?: string;
}) {
  if (!marketState || marketState === 'available') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-ink px-3 py-1 text-xs font-bold text-white uppercase ${className}`}
    >
      {commonText(marketState === 'sold' ? 'common.market.sold' : 'common.market.rented')}
    </span>
  );
}
