import { MESSAGES } from '@nestlane/shared';
import Building from 'lucide-react/icons/building';
import { localizeMessage, useT } from '../../../i18n';
import type { ActiveFilter } from '../lib/active-filters';
import type { FilterChanges } from '../lib/search-filters';
import { propertiesMessages } from '../messages';

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
  const t = useT(propertiesMessages);
  const [narrowest] = filters;
  const removeAll = Object.assign({}, ...filters.map((filter) => filter.remove)) as FilterChanges;
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 px-4 py-20 text-center">
      <Building aria-hidden="true" className="size-12 text-slate-400" />
      <p role={refusal ? 'alert' : undefined} className="text-xl font-bold text-ink">
        {refusal
          ? t('properties.empty.refusal', { reason: refusal })
          : localizeMessage(MESSAGES.noProperties)}
      </p>
      {narrowest && (
        <>
          {!refusal && <p className="text-slate-600">{t('properties.empty.noMatch')}</p>}
          <div className="flex flex-wrap justify-center gap-3">
            <button type="button" className="btn-primary" onClick={() => onRemove(narrowest.remove)}>
              {t('properties.empty.tryWithout', { filter: narrowest.label })}
            </button>
            {filters.length > 1 && (
              <button type="button" className="btn-outline" onClick={() => onRemove(removeAll)}>
                {t('properties.empty.clearAll')}
              </button>
            )}
          </div>
        </>
      )}
    </div>
  );
}
