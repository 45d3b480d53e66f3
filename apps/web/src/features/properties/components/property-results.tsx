import { SEARCH_PLACEHOLDER_CARDS } from '@nestlane/shared';
import { PropertyCard } from '../../../components/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton';
import { useT } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import type { PropertyPage } from '../api/get-verified-properties';
import type { ActiveFilter } from '../lib/active-filters';
import type { FilterChanges } from '../lib/search-filters';
import { propertiesMessages } from '../messages';
import { EmptyResults } from './empty-results';
import { SaveHomeButton } from './save-home-button';

// One row on wide screens; on a phone only the first card is visible at once.
const ABOVE_FOLD_CARDS = 4;

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-3 xl:grid-cols-4';

type PropertyResultsProps = {
  result: PropertyPage | undefined;
  isUpdating: boolean;
  isError: boolean;
  /** Why the search failed, when it did: a 400 names the filter the API refused. */
  error?: unknown;
  /** The filters that are on: an empty result offers to take one off. */
  activeFilters: ActiveFilter[];
  onRemoveFilter: (changes: FilterChanges) => void;
};

/** Loading placeholders, the empty state or the grid of cards, each with its heart. */
export function PropertyResults(props: PropertyResultsProps) {
  const { result, isUpdating, isError, error, activeFilters, onRemoveFilter } = props;
  const t = useT(propertiesMessages);
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
      <div aria-busy="true" className={gridClass}>
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
    <div
      aria-busy={isUpdating}
      className={`${gridClass} transition-opacity ${isUpdating ? 'opacity-60' : ''}`}
    >
      {result.properties.map((property, index) => (
        <PropertyCard
          key={property._id}
          property={property}
          headingLevel={2}
          isAboveFold={index < ABOVE_FOLD_CARDS}
          saveButton={<SaveHomeButton property={property} />}
        />
      ))}
    </div>
  );
}
