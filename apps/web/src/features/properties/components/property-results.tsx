import { MESSAGES, SEARCH_PLACEHOLDER_CARDS } from '@nestlane/shared';
import Building from 'lucide-react/icons/building';
import { PropertyCard } from '../../../components/property-card';
import { PropertyCardSkeleton } from '../../../components/property-card-skeleton';
import type { PropertyPage } from '../api/get-verified-properties';

// One row on wide screens; on a phone only the first card is visible at once.
const ABOVE_FOLD_CARDS = 4;

const gridClass = 'grid grid-cols-1 gap-6 md:grid-cols-3 xl:grid-cols-4';

type PropertyResultsProps = { result: PropertyPage | undefined; isUpdating: boolean; isError: boolean };

/** Loading placeholders, the empty state or the grid of cards. */
export function PropertyResults({ result, isUpdating, isError }: PropertyResultsProps) {
  if (!result) {
    if (isError) {
      return (
        <p role="alert" className="py-20 text-center text-slate-600">
          We could not load properties right now. Please try again in a moment.
        </p>
      );
    }
    return (
      <div aria-busy="true" className={gridClass}>
        <p role="status" className="sr-only">
          Loading properties
        </p>
        {Array.from({ length: SEARCH_PLACEHOLDER_CARDS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the placeholders are identical and never reorder
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (result.properties.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 py-20 text-center">
        <Building aria-hidden="true" className="size-12 text-slate-400" />
        <p className="text-xl font-bold text-ink">{MESSAGES.noProperties}</p>
      </div>
    );
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
        />
      ))}
    </div>
  );
}
