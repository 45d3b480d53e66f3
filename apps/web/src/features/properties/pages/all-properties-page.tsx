import { DEFAULT_PAGE_SIZE } from '@nestlane/shared';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { prefersReducedMotion } from '../../../lib/motion';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifiedProperties } from '../api/get-verified-properties';
import { CategoryPicker } from '../components/category-picker';
import { Pagination } from '../components/pagination';
import { PropertyResults } from '../components/property-results';
import { SearchControls } from '../components/search-controls';
import { describeShownRange } from '../lib/describe-shown-range';
import { type FILTER_PARAMS, readFiltersFromParams, withFilter } from '../lib/search-filters';

export function AllPropertiesPage() {
  usePageTitle('All Property');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFiltersFromParams(searchParams);
  const { data, isPlaceholderData, isError } = useVerifiedProperties(filters);
  const resultsRef = useRef<HTMLElement>(null);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);

  function setFilter(name: keyof typeof FILTER_PARAMS, value: string) {
    setSearchParams((current) => withFilter(current, name, value), { replace: name !== 'page' });
  }

  function goToPage(page: number) {
    setFilter('page', String(page));
    // The pager sits far below the results' top: focus and view go back up to the results, so the
    // keyboard's next Tab and a screen reader start at the new page's first card.
    resultsRef.current?.focus({ preventScroll: true });
    resultsRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'instant' : 'smooth',
      block: 'start',
    });
  }

  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / DEFAULT_PAGE_SIZE);
  const firstShown = (filters.page - 1) * DEFAULT_PAGE_SIZE + 1;
  const lastShown = Math.min(filters.page * DEFAULT_PAGE_SIZE, total);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <header className="mb-10 text-center">
        <h1 className="text-4xl font-extrabold text-ink">All Property</h1>
        <p className="mt-3 text-slate-600">Choose The Property You Like From Here..</p>
      </header>

      <section
        aria-label="Filters"
        className="mb-10 space-y-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
      >
        <SearchControls
          search={filters.search}
          priceSort={filters.priceSort}
          priceRange={filters.priceRange}
          onSearchChange={(value) => setFilter('search', value)}
          onPriceSortChange={(value) => setFilter('priceSort', value)}
          onPriceRangeChange={(value) => setFilter('priceRange', value)}
        />
        <CategoryPicker value={filters.category} onChange={(value) => setFilter('category', value)} />
      </section>

      <section ref={resultsRef} aria-label="Results" tabIndex={-1} className="scroll-mt-24 rounded-lg">
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
        <PropertyResults result={data} isUpdating={isPlaceholderData} isError={isError} />
        <Pagination page={filters.page} pageCount={pageCount} onChange={goToPage} />
      </section>
    </div>
  );
}
