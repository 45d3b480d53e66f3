import type { RefObject } from 'react';
import { ListedForChoice } from '../../../components/listed-for-choice';
import { PlaceCombobox } from '../../../components/place-combobox';
import { useT } from '../../../i18n';
import { toPlaceFilter } from '../../../lib/place-params';
import { countFiltersBehindButton } from '../lib/active-filters';
import type { PropertySearch } from '../lib/search-filters';
import { propertiesMessages } from '../messages';
import { FiltersSheet } from './filters-sheet';
import { PageFilters, SearchFields, type SetFilters } from './page-filters';
import { SaveSearchButton } from './save-search-button';
import { SortSelect } from './sort-select';
import { ViewSwitch } from './view-switch';

type SearchBarProps = {
  filters: PropertySearch;
  searchParams: URLSearchParams;
  setFilters: SetFilters;
  /** The name a saved search is offered: its filters, read out. */
  suggestedName: string;
  /** The number of homes the filters find, once known (the sheet's footer). */
  total: number | undefined;
  isTotalCapped: boolean;
  /** The Map button, which has focus again when a phone's full-screen map closes. */
  mapButtonRef: RefObject<HTMLButtonElement | null>;
};

/**
 * A phone's List | Map floats at the bottom of the screen, above the compare tray when it is shown
 * (components/compare-tray.tsx sets its height), never over it. While the map is open, the map's own
 * dialog holds the switch and this one waits, hidden.
 */
const PHONE_SWITCH_CLASS =
  'max-lg:fixed max-lg:bottom-[calc(1rem+var(--compare-tray-height,0px))] max-lg:left-1/2 max-lg:z-[56] max-lg:-translate-x-1/2 max-lg:shadow-lg';

/**
 * The search page's bar. On a phone it is compact, so the results come first (issue 27): Rent or buy,
 * Filters (with its count), Where and the one Sort by; the rest waits in the Filters sheet, and List | Map
 * floats at the bottom of the screen. A desktop adds Save search and List | Map on the bar's first row.
 */
export function SearchBar({
  filters,
  searchParams,
  setFilters,
  suggestedName,
  total,
  isTotalCapped,
  mapButtonRef,
}: SearchBarProps) {
  const t = useT(propertiesMessages);
  const saveSearch = <SaveSearchButton params={searchParams} suggestedName={suggestedName} />;
  return (
    <div className="space-y-3 lg:space-y-5">
      <div className="flex items-center justify-between gap-3">
        <ListedForChoice
          value={filters.listedFor}
          // Rent and sale prices differ a hundredfold: a budget or band chosen for one suits not the other.
          onChange={(listedFor) => setFilters({ listedFor, minPrice: '', maxPrice: '', priceRange: '' })}
        />
        <div className="flex items-center gap-3">
          <div className="max-lg:hidden">{saveSearch}</div>
          <ViewSwitch
            view={filters.view}
            onChange={(view) => setFilters({ view })}
            mapButtonRef={mapButtonRef}
            className={filters.view === 'map' ? 'max-lg:hidden' : PHONE_SWITCH_CLASS}
          />
          <FiltersSheet
            filters={filters}
            count={countFiltersBehindButton(filters)}
            total={total}
            isTotalCapped={isTotalCapped}
            onChange={(changes, isFirst) => setFilters(changes, isFirst ? 'push' : 'replace')}
            pageFilters={
              <>
                <PageFilters filters={filters} setFilters={setFilters} />
                {saveSearch}
              </>
            }
          />
        </div>
      </div>
      <div className="flex items-center gap-3 lg:grid lg:grid-cols-[3fr_4fr_3fr_auto] lg:items-end lg:gap-4">
        <PlaceCombobox
          label={t('properties.page.where')}
          isLabelHidden
          onChoose={(place) => setFilters(toPlaceFilter(place))}
          className="min-w-0 flex-1"
          inputClassName="field h-11 lg:h-12"
        />
        {/* A desktop's title search and price band, on this row; a phone's are in the Filters sheet. */}
        <div className="hidden lg:contents">
          <SearchFields filters={filters} setFilters={setFilters} className="contents" />
        </div>
        <SortSelect
          sort={filters.sort}
          priceSort={filters.priceSort}
          onChange={(changes) => setFilters(changes)}
          className="w-36 shrink-0 lg:w-auto"
        />
      </div>
    </div>
  );
}
