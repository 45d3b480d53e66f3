import type { SearchSort } from '@nestlane/shared';
import { useId } from 'react';
import { useT } from '../../../i18n';
import { useAdoptEarlyValue } from '../../../lib/use-adopt-early-value';
import type { FilterChanges } from '../lib/search-filters';
import { type PropertiesMessageId, propertiesMessages } from '../messages';

/** The spec's price order ('Low To High', 'High To Low') as issue 11's orders, under its own label. */
const PRICE_ORDERS: { value: SearchSort; label: PropertiesMessageId }[] = [
  { value: 'price-asc', label: 'properties.priceOrder.asc' },
  { value: 'price-desc', label: 'properties.priceOrder.desc' },
];

const SIZE_ORDERS: { value: SearchSort; label: PropertiesMessageId }[] = [
  { value: 'size-asc', label: 'properties.sort.sizeAsc' },
  { value: 'size-desc', label: 'properties.sort.sizeDesc' },
];

/** What the list is ordered by: `sort`, else the spec's `priceSort` (a home page search), else newest. */
export function readShownSort(sort: SearchSort | '', priceSort: string): SearchSort {
  if (sort) return sort;
  return priceSort === 'asc' ? 'price-asc' : priceSort === 'desc' ? 'price-desc' : 'newest';
}

/**
 * The page's one order (issue 27): 'Sort by' holds issue 11's orders and the spec's price order, grouped
 * as 'Price order'. A choice is written as `sort` and clears `priceSort`, so the URL holds one order.
 */
export function SortSelect({
  sort,
  priceSort,
  onChange,
  className = '',
}: {
  sort: SearchSort | '';
  priceSort: string;
  onChange: (changes: FilterChanges) => void;
  className?: string;
}) {
  const t = useT(propertiesMessages);
  const id = useId();
  const value = readShownSort(sort, priceSort);
  const choose = (next: string) => onChange({ sort: next, priceSort: '' });
  // Chosen before the page was hydrated: applied like any choice.
  const selectRef = useAdoptEarlyValue<HTMLSelectElement>(value, choose);
  return (
    <div className={`flex min-w-0 items-center gap-2 ${className}`}>
      <label htmlFor={id} className="shrink-0 text-sm font-bold text-ink max-lg:sr-only">
        {t('properties.sort.label')}
      </label>
      <select
        ref={selectRef}
        id={id}
        value={value}
        onChange={(event) => choose(event.target.value)}
        className="field h-11 min-w-0 lg:h-12"
      >
        <option value="newest">{t('properties.sort.newest')}</option>
        <optgroup label={t('properties.priceOrder.label')}>
          {PRICE_ORDERS.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </optgroup>
        {SIZE_ORDERS.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {t(choice.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
