import { fromBudgetValue } from '../../../lib/budget-bands';
import { listChosenCategories, pickCategory } from '../lib/category-choice';
import type { FilterChanges, PropertySearch } from '../lib/search-filters';
import type { HistoryMode } from '../lib/use-filter-params';
import { CategoryPicker } from './category-picker';
import { SearchControls } from './search-controls';

export type SetFilters = (changes: FilterChanges, mode?: HistoryMode) => void;

/**
 * The spec's title search, price band and category tiles: on the page on a desktop, in the Filters sheet
 * on a phone, whose page shows the results first (issue 27).
 */
export function PageFilters({ filters, setFilters }: { filters: PropertySearch; setFilters: SetFilters }) {
  return (
    <>
      <SearchFields filters={filters} setFilters={setFilters} />
      <CategoryField filters={filters} setFilters={setFilters} />
    </>
  );
}

type FieldsProps = { filters: PropertySearch; setFilters: SetFilters; className?: string };

/** The title search and the price band (or budget). */
export function SearchFields({ filters, setFilters, className }: FieldsProps) {
  return (
    <SearchControls
      search={filters.search}
      priceRange={filters.priceRange}
      listedFor={filters.listedFor}
      minPrice={filters.minPrice}
      maxPrice={filters.maxPrice}
      onSearchChange={(search) => setFilters({ search }, 'replace')}
      onPriceRangeChange={(priceRange) => setFilters({ priceRange })}
      onBudgetChange={(budget) => setFilters(fromBudgetValue(budget))}
      className={className}
    />
  );
}

/** The spec's row of category tiles. */
export function CategoryField({ filters, setFilters }: FieldsProps) {
  return (
    <CategoryPicker
      chosen={listChosenCategories(filters)}
      onChange={(category) => setFilters(pickCategory(category))}
    />
  );
}
