import { MESSAGES } from '@nestlane/shared';
import Building from 'lucide-react/icons/building';
import type { ActiveFilter } from '../lib/active-filters';
import type { FilterChanges } from '../lib/search-filters';

/**
 * 'No Properties Available' (spec), and a way out: take off the narrowest filter, or all of them. With
 * `refusal` (a link the API refused, such as an unknown place name) it says why instead.
 */
export function EmptyResults({
  filters,
  onRemove,
  refusal,
}: {
  filters: ActiveFilter[];
  onRemove: (changes: FilterChanges) => void;
  refusal?: string;
}) {
  const [narrowest] = filters;
  const removeAll = Object.assign({}, ...filters.map((filter) => filter.remove)) as FilterChanges;
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-4 py-20 text-center">
      <Building aria-hidden="true" className="size-12 text-slate-400" />
      <p role={refusal ? 'alert' : undefined} className="text-xl font-bold text-ink">
        {refusal ? `This search cannot be run: ${refusal}` : MESSAGES.noProperties}
      </p>
      {narrowest && (
        <>
          {!refusal && <p className="text-slate-600">No home matches every filter. Try a wider search:</p>}
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className="btn-primary" onClick={() => onRemove(narrowest.remove)}>
              Try without {narrowest.label}
            </button>
            {filters.length > 1 && (
              <button type="button" className="btn-outline" onClick={() => onRemove(removeAll)}>
                Clear all filters
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
