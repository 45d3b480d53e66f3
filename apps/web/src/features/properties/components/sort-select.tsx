import type { SearchSort } from '@nestlane/shared';
import { useId } from 'react';

const SORTS: { value: SearchSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price low to high' },
  { value: 'price-desc', label: 'Price high to low' },
  { value: 'size-asc', label: 'Size small to large' },
  { value: 'size-desc', label: 'Size large to small' },
];

/**
 * Issue 11's orders. Without a choice the list is newest first, or in the spec's price order when that
 * is chosen: the select says so rather than claim 'Newest'. A choice here wins over the price order.
 */
export function SortSelect({
  sort,
  hasPriceOrder,
  onChange,
}: {
  sort: SearchSort | '';
  hasPriceOrder: boolean;
  onChange: (sort: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-bold text-ink">
        Sort by
      </label>
      <select
        id={id}
        value={sort || (hasPriceOrder ? '' : 'newest')}
        onChange={(event) => onChange(event.target.value)}
        className="field h-12 min-w-0"
      >
        {hasPriceOrder && <option value="">As the price order</option>}
        {SORTS.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
