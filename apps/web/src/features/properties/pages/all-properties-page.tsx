import { DEFAULT_PAGE_SIZE, type Property } from '@nestlane/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigationType } from 'react-router';
import { useT } from '../../../i18n';
import { prefersReducedMotion } from '../../../lib/motion';
import { allPropertiesPageName } from '../../../lib/search-page-title';
import { usePageTitle } from '../../../lib/use-page-title';
import { useVerifiedProperties } from '../api/get-verified-properties';
import { FilterChips } from '../components/filter-chips';
import { MapPanel } from '../components/map-panel';
import { CategoryField } from '../components/page-filters';
import { Pagination } from '../components/pagination';
import { PropertyResults } from '../components/property-results';
import { SaveHomeButton } from '../components/save-home-button';
import { SearchBar } from '../components/search-bar';
import { listActiveFilters } from '../lib/active-filters';
import { describeShownRange } from '../lib/describe-shown-range';
import { createHighlightedListing } from '../lib/highlighted-listing';
import { readFiltersFromParams, toApiQuery } from '../lib/search-filters';
import { useFilterParams } from '../lib/use-filter-params';
import { LazySearchMap, type MapBounds } from '../map/lazy-search-map';
import { propertiesMessages } from '../messages';

/** The heart on a card of the phone map's sheet: the list cards' own (decision 065). */
function renderSaveButton(listing: Property) {
  return <SaveHomeButton property={listing} />;
}

export function AllPropertiesPage() {
  const t = useT(propertiesMessages);
  const [searchParams, setFilters] = useFilterParams();
  // The same title the server gave the page: the spec's 'All Property', then what a landing search is for.
  usePageTitle(allPropertiesPageName(searchParams));
  const filters = readFiltersFromParams(searchParams);
  const isMap = filters.view === 'map';
  const { data, isPlaceholderData, isError, error } = useVerifiedProperties(filters);
  // The card under the pointer or the keyboard, for the map to mark its pin.
  const [highlighted] = useState(createHighlightedListing);
  const resultsRef = useRef<HTMLElement>(null);
  const mapButtonRef = useRef<HTMLButtonElement>(null);
  const showList = useCallback(() => setFilters({ view: 'list' }), [setFilters]);
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
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-12 sm:px-6 lg:px-8 lg:pt-8">
      <header className="mb-4 text-center lg:mb-6">
        <h1 className="text-2xl font-extrabold text-ink lg:text-4xl">{t('properties.page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 lg:mt-3 lg:text-base">{t('properties.page.subtitle')}</p>
      </header>

      <section
        aria-label={t('properties.page.filters')}
        className="mb-4 space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-3 lg:mb-6 lg:space-y-5 lg:p-5"
      >
        <SearchBar
          filters={filters}
          searchParams={searchParams}
          setFilters={setFilters}
          suggestedName={
            activeFilters.map((filter) => filter.label).join(', ') || t('properties.page.allListings')
          }
          // The count of the filters just chosen, never the last one's while the new one loads.
          total={isPlaceholderData ? undefined : data?.total}
          isTotalCapped={data?.isTotalCapped ?? false}
          mapButtonRef={mapButtonRef}
        />
        <FilterChips filters={activeFilters} onRemove={(changes) => setFilters(changes)} />
        {/* On a phone the tiles wait in the Filters sheet. */}
        <div className="hidden lg:block">
          <CategoryField filters={filters} setFilters={setFilters} />
        </div>
      </section>

      <div className={isMap ? 'lg:grid lg:grid-cols-2 lg:items-start lg:gap-6' : ''}>
        <section
          ref={resultsRef}
          aria-label={t('properties.page.results')}
          tabIndex={-1}
          // On a phone the map covers the screen: the list waits, hidden, until List is pressed.
          className={`scroll-mt-24 rounded-lg ${isMap ? 'max-lg:hidden' : ''}`}
        >
          <p aria-live="polite" className="mb-3 text-sm text-slate-600 lg:mb-5">
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
            highlighted={isMap ? highlighted : undefined}
          />
          <Pagination page={filters.page} pageCount={pageCount} onChange={goToPage} />
        </section>
        {isMap && (
          <MapPanel onShowList={showList} returnFocus={mapButtonRef}>
            <LazySearchMap
              apiQuery={toApiQuery({ ...filters, bounds: undefined })}
              bounds={filters.bounds}
              onSearchArea={searchArea}
              highlighted={highlighted}
              listings={data?.properties}
              renderSaveButton={renderSaveButton}
              className="min-h-0 flex-1"
            />
          </MapPanel>
        )}
      </div>
    </div>
  );
}
