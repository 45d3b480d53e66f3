import { SEARCH_PLACEHOLDER_CARDS } from '@nestlane/shared';
import { PropertyCard } from '../../../components/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import type { PropertyPage } from '../api/get-verified-properties';
import type { ActiveFilter } from '../lib/active-filters';
import type { HighlightedListing } from '../lib/highlighted-listing';
import type { FilterChanges } from '../lib/search-filters';
import { propertiesMessages } from '../messages';
import { EmptyResults } from './empty-results';
import { SaveHomeButton } from './save-home-button';

// One row on wide screens; on a phone only the first card is visible at once.
const ABOVE_FOLD_CARDS = 4;

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-3 xl:grid-cols-4';
/** Half a desktop's width, the map beside it. */
const besideMapGridClass = 'grid grid-cols-1 gap-6 md:grid-cols-2';

type PropertyResultsProps = {
  result: PropertyPage | undefined;
  isUpdating: boolean;
  isError: boolean;
  /** Why the search failed, when it did: a 400 names the filter the API refused. */
  error?: unknown;
  /** The filters that are on: an empty result offers to take one off. */
  activeFilters: ActiveFilter[];
  onRemoveFilter: (changes: FilterChanges) => void;
  /** Beside the map: two columns, and the card under the pointer or the keyboard marks its pin. */
  highlighted?: HighlightedListing;
};

/** The listing whose card holds the event's target, if any. */
function findListingId(target: EventTarget | null): string | undefined {
  return target instanceof Element
    ? (target.closest<HTMLElement>('[data-listing-id]')?.dataset.listingId ?? undefined)
    : undefined;
}

/** Loading placeholders, the empty state or the grid of cards, each with its heart. */
export function PropertyResults(props: PropertyResultsProps) {
  const { result, isUpdating, isError, error, activeFilters, onRemoveFilter, highlighted } = props;
  const t = useT(propertiesMessages);
  const grid = highlighted ? besideMapGridClass : gridClass;
  if (!result) {
    if (error instanceof ApiError && error.status === 400) {
      return <EmptyResults filters={activeFilters} onRemove={onRemoveFilter} refusal={error.message} />;
    }
    if (isError) {
      return (
        <p role="alert" className="py-20 text-center text-slate-600">
          {t('properties.results.loadError')}
        </p>
      );
    }
    return (
      <div aria-busy="true" className={grid}>
        <p role="status" className="sr-only">
          {t('properties.results.loading')}
        </p>
        {Array.from({ length: SEARCH_PLACEHOLDER_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (result.properties.length === 0) {
    return <EmptyResults filters={activeFilters} onRemove={onRemoveFilter} />;
  }
  return (
    // Pointer and focus events bubble up from the cards: one listener for the whole grid, and no
    // re-render of the page when the marked listing changes (the map's markers listen themselves).
    // biome-ignore lint/a11y/noStaticElementInteractions: they only mark a pin; the cards' links and buttons are what a person uses
    <div
      aria-busy={isUpdating}
      className={`${grid} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
      onMouseOver={highlighted && ((event) => highlighted.set(findListingId(event.target)))}
      onMouseLeave={highlighted && (() => highlighted.set(undefined))}
      onFocus={highlighted && ((event) => highlighted.set(findListingId(event.target)))}
      onBlur={highlighted && ((event) => highlighted.set(findListingId(event.relatedTarget)))}
    >
      {result.properties.map((property, index) => (
        <div key={property._id} data-listing-id={property._id} className="contents">
          <PropertyCard
            property={property}
            headingLevel={2}
            isAboveFold={index < ABOVE_FOLD_CARDS}
            saveButton={<SaveHomeButton property={property} />}
          />
        </div>
      ))}
    </div>
  );
}
