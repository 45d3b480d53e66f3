import { DEFAULT_PAGE_SIZE } from '@nestlane/shared';
import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router';
import { ListedForChoice } from '../../../components/listed-for-choice';
import { PlaceCombobox } from '../../../components/place-combobox';
import { useT } from '../../../i18n';
import { fromBudgetValue } from '../../../lib/budget-bands';
import { prefersReducedMotion } from '../../../lib/motion';
import { toPlaceFilter } from '../../../lib/place-params';
import { allPropertiesPageName } from '../../../lib/search-page-title';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifiedProperties } from '../api/get-verified-properties';
import { CategoryPicker } from '../components/category-picker';
import { FilterChips } from '../components/filter-chips';
import { FiltersSheet } from '../components/filters-sheet';
import { Pagination } from '../components/pagination';
import { PropertyResults } from '../components/property-results';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchControls } from '../components/search-controls';
import { SortSelect } from '../components/sort-select';
import { ViewSwitch } from '../components/view-switch';
import { countSheetFilters, listActiveFilters } from '../lib/active-filters';
import { listChosenCategories, pickCategory } from '../lib/category-choice';
import { describeShownRange } from '../lib/describe-shown-range';
import { readFiltersFromParams, toApiQuery } from '../lib/search-filters';
import { useFilterParams } from '../lib/use-filter-params';
import { LazySearchMap, type MapBounds } from '../map/lazy-search-map';
import { propertiesMessages } from '../messages';

export function AllPropertiesPage() {
  const t = useT(propertiesMessages);
  const [searchParams, setFilters] = useFilterParams();
  // The same title the server gave the page: the spec's 'All Property', then what a landing search is for.
  usePageTitle(allPropertiesPageName(searchParams));
  const filters = readFiltersFromParams(searchParams);
  const isMap = filters.view === 'map';
  const { data, isPlaceholderData, isError, error } = useVerifiedProperties(filters, { enabled: !isMap });
  const resultsRef = useRef<HTMLElement>(null);
  const activeFilters = listActiveFilters(filters);

  // How the page was opened, not how its filters change later.
  const navigationType = useNavigationType();
  const openedBy = useRef(navigationType);
  useEffect(() => {
    // Opened from another page in the app: start at the top. Not when the page was loaded (a reader may have
    // scrolled the server's page before it hydrated) or reached by back and forward (ScrollRestoration's).
    if (openedBy.current !== 'POP') window.scrollTo({ top: 0 });
  }, []);

  function goToPage(page: number) {
    setFilters({ page: String(page) });
    // The pager sits far below the results' top: focus and view go back up to the results, so the
    // keyboard's next Tab and a screen reader start at the new page's first card.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      block: 'start',
    });
  }

  function searchArea(bounds: MapBounds) {
    setFilters({
      north: String(bounds.north),
      south: String(bounds.south),
      east: String(bounds.east),
      west: String(bounds.west),
    });
  }

  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / DEFAULT_PAGE_SIZE);
  const firstShown = (filters.page - 1) * DEFAULT_PAGE_SIZE + 1;
  const lastShown = Math.min(filters.page * DEFAULT_PAGE_SIZE, total);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 text-center">
        <h1 className="text-4xl font-extrabold text-ink">{t('properties.page.title')}</h1>
        <p className="mt-3 text-slate-600">{t('properties.page.subtitle')}</p>
      </header>

      <section
        aria-label={t('properties.page.filters')}
        className="mb-10 space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListedForChoice
            value={filters.listedFor}
            // Rent and sale prices differ a hundredfold: a budget or band chosen for one suits not the other.
            onChange={(listedFor) => setFilters({ listedFor, minPrice: '', maxPrice: '', priceRange: '' })}
          />
          <div className="flex flex-wrap items-center gap-3">
            <SaveSearchButton
              params={searchParams}
              suggestedName={
                activeFilters.map((filter) => filter.label).join(', ') || t('properties.page.allListings')
              }
            />
            <ViewSwitch view={filters.view} onChange={(view) => setFilters({ view })} />
          </div>
        </div>
        <div className="grid grid-cols-1 items-end gap-4 md:grid-cols-[2fr_1fr_auto]">
          <PlaceCombobox
            label={t('properties.page.where')}
            onChoose={(place) => setFilters(toPlaceFilter(place))}
          />
          <SortSelect
            sort={filters.sort}
            hasPriceOrder={filters.priceSort !== ''}
            onChange={(sort) => setFilters({ sort })}
          />
          <FiltersSheet
            filters={filters}
            count={countSheetFilters(filters)}
            // The count of the filters just chosen, never the last one's while the new one loads.
            total={isMap || isPlaceholderData ? undefined : data?.total}
            isTotalCapped={data?.isTotalCapped ?? false}
            onChange={(changes, isFirst) => setFilters(changes, isFirst ? 'push' : 'replace')}
          />
        </div>
        <FilterChips filters={activeFilters} onRemove={(changes) => setFilters(changes)} />
        <SearchControls
          search={filters.search}
          priceSort={filters.priceSort}
          priceRange={filters.priceRange}
          listedFor={filters.listedFor}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onSearchChange={(search) => setFilters({ search }, 'replace')}
          onPriceSortChange={(priceSort) => setFilters({ priceSort })}
          onPriceRangeChange={(priceRange) => setFilters({ priceRange })}
          onBudgetChange={(budget) => setFilters(fromBudgetValue(budget))}
        />
        <CategoryPicker
          chosen={listChosenCategories(filters)}
          onChange={(category) => setFilters(pickCategory(category))}
        />
      </section>

      <section
        ref={resultsRef}
        aria-label={t('properties.page.results')}
        tabIndex={-1}
        className="scroll-mt-24 rounded-lg"
      >
        {isMap ? (
          <LazySearchMap
            apiQuery={toApiQuery({ ...filters, bounds: undefined })}
            bounds={filters.bounds}
            onSearchArea={searchArea}
          />
        ) : (
          <>
            <p aria-live="polite" className="mb-5 text-sm text-slate-600">
              {data && data.properties.length > 0
                ? describeShownRange({
                    first: firstShown,
                    last: lastShown,
                    total,
                    isTotalCapped: data.isTotalCapped,
                  })
                : ''}
            </p>
            <PropertyResults
              result={data}
              isUpdating={isPlaceholderData}
              isError={isError}
              error={error}
              activeFilters={activeFilters}
              onRemoveFilter={(changes) => setFilters(changes)}
            />
            <Pagination page={filters.page} pageCount={pageCount} onChange={goToPage} />
          </>
        )}
      </section>
    </div>
  );
}
