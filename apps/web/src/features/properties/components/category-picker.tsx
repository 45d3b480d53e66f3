import { CATEGORIES, type Category } from '@nestlane/shared';
import Briefcase from 'lucide-react/icons/briefcase';
import Building from 'lucide-react/icons/building';
import Building2 from 'lucide-react/icons/building-2';
import Hotel from 'lucide-react/icons/hotel';
import House from 'lucide-react/icons/house';
import Houses from 'lucide-react/icons/houses';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import MapPinHouse from 'lucide-react/icons/map-pin-house';
import Shapes from 'lucide-react/icons/shapes';
import Sofa from 'lucide-react/icons/sofa';
import Store from 'lucide-react/icons/store';
import { useT, valueLabel } from '../../../i18n';
import { propertiesMessages } from '../messages';

const CATEGORY_ICONS: Record<Category, typeof House> = {
  Commercial: Building2,
  Office: Briefcase,
  Shop: Store,
  Residential: MapPinHouse,
  Apartment: Building,
  Condo: Hotel,
  'Multi Family House': Houses,
  'Single Family House': House,
  Studio: Sofa,
  Other: Shapes,
};

const baseClass =
  'flex min-w-24 shrink-0 flex-col items-center justify-center gap-2 rounded-xl border px-2 py-3 text-center text-xs font-semibold transition md:min-w-0';
const idleClass = 'border-slate-200 bg-white text-slate-700 hover:border-brand-strong hover:text-brand-text';
const activeClass = 'border-brand-strong bg-brand-soft text-brand-text shadow-sm';

/**
 * Ten category toggles; choosing the chosen one again, or 'All categories', clears the filter. `chosen`:
 * the categories on, here or in the Filters sheet. One is shown pressed when it is the only one; with
 * several (ticked in the sheet) none is, and a line names them.
 */
export function CategoryPicker({
  chosen,
  onChange,
}: {
  chosen: readonly Category[];
  onChange: (category: string) => void;
}) {
  const t = useT(propertiesMessages);
  const isAll = chosen.length === 0;
  const value = chosen.length === 1 ? chosen[0] : undefined;
  return (
    // min-w-0: a fieldset keeps its content's width by default, which pushed the page to 1217 px on a phone.
    <fieldset className="min-w-0">
      <legend className="mb-3 text-sm font-bold text-ink">{t('properties.category.legend')}</legend>
      {chosen.length > 1 && (
        <p className="-mt-1 mb-3 text-sm text-slate-600">
          {t('properties.category.chosenInFilters', {
            categories: chosen.map((category) => valueLabel('category', category)).join(', '),
          })}
        </p>
      )}
      <div className="-mx-1 flex gap-3 overflow-x-auto px-1 pb-2 md:grid md:grid-cols-6 md:overflow-visible xl:grid-cols-11">
        <button
          type="button"
          aria-pressed={isAll}
          onClick={() => onChange('')}
          className={`${baseClass} ${isAll ? activeClass : idleClass}`}
        >
          <LayoutGrid aria-hidden="true" className="size-6" />
          {t('properties.category.all')}
        </button>
        {CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const isChosen = value === category;
          return (
            <button
              key={category}
              type="button"
              aria-pressed={isChosen}
              onClick={() => onChange(isChosen ? '' : category)}
              className={`${baseClass} ${isChosen ? activeClass : idleClass}`}
            >
              <Icon aria-hidden="true" className="size-6" />
              {valueLabel('category', category)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
