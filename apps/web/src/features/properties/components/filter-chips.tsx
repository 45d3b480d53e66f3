import X from 'lucide-react/icons/x';
import { useT } from '../../../i18n';
import type { ActiveFilter } from '../lib/active-filters';
import type { FilterChanges } from '../lib/search-filters';
import { propertiesMessages } from '../messages';

/** The filters that are on, each a button that takes it off. */
export function FilterChips({
  filters,
  onRemove,
}: {
  filters: ActiveFilter[];
  onRemove: (changes: FilterChanges) => void;
}) {
  const t = useT(propertiesMessages);
  const chips = filters.filter((filter) => filter.isChip);
  if (chips.length === 0) return null;
  return (
    <ul aria-label={t('properties.chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <button
            type="button"
            aria-label={t('properties.chips.remove', { filter: chip.label })}
            onClick={() => onRemove(chip.remove)}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-strong bg-brand-soft py-1 pr-2 pl-3 text-sm font-semibold text-brand-text"
          >
            {chip.label}
            <X aria-hidden="true" className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
