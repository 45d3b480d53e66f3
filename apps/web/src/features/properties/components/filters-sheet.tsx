import { CATEGORIES } from '@nestlane/shared';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import X from 'lucide-react/icons/x';
import { type ReactNode, useId, useRef } from 'react';
import * as Dialog from '../../../components/modal-dialog';
import { formatNumber, localizeDigits, type Translate, useT, valueLabel } from '../../../i18n';
import { LISTING_AGES } from '../lib/active-filters';
import { chooseCategories, listChosenCategories } from '../lib/category-choice';
import { NO_FACT_FILTERS } from '../lib/fact-search-filters';
import { AMENITY_VALUES, type FilterChanges, type PropertySearch } from '../lib/search-filters';
import { useIsWideScreen } from '../lib/use-is-wide-screen';
import { type PropertiesMessageId, propertiesMessages } from '../messages';
import { FactFilterFields, PriceRange } from './fact-filter-fields';
import { CheckboxList, ChoiceRow, SizeRange } from './filter-fields';

function listRoomChoices(t: Translate<PropertiesMessageId>) {
  return [
    { value: '', label: t('properties.sheet.any') },
    ...[1, 2, 3, 4, 5].map((n) => ({
      value: String(n),
      label: t('properties.sheet.atLeast', { count: localizeDigits(n) }),
    })),
  ];
}

function listAgeChoices(t: Translate<PropertiesMessageId>) {
  return [
    { value: '', label: t('properties.sheet.any') },
    ...LISTING_AGES.map((age) => ({ value: String(age.days), label: t(age.label) })),
  ];
}

type FiltersSheetProps = {
  filters: PropertySearch;
  /** How many of this sheet's filters are on (the badge). */
  count: number;
  /** The number of homes the filters find, once known. */
  total: number | undefined;
  isTotalCapped: boolean;
  /** `isFirstInSheet`: the first change since the sheet opened (one Back undoes the whole visit). */
  onChange: (changes: FilterChanges, isFirstInSheet: boolean) => void;
  /** The page's own controls (title search, price band, categories, Save search): at the sheet's top on a phone, whose page shows results first. */
  pageFilters?: ReactNode;
};

const SHEET_FILTERS: FilterChanges = {
  minBedrooms: '',
  minBathrooms: '',
  minSize: '',
  maxSize: '',
  ...chooseCategories([]),
  amenities: [],
  addedWithinDays: '',
  ...NO_FACT_FILTERS,
};

/**
 * Rooms, size, several categories, amenities and listing age, in a sheet that slides up on a phone
 * and stands at the side on a desktop (Radix Dialog: focus stays inside, Escape closes, focus goes
 * back to the Filters button). Changes apply at once; the footer says how many homes they find.
 */
export function FiltersSheet(props: FiltersSheetProps) {
  const { filters, count, total, isTotalCapped, onChange, pageFilters } = props;
  const t = useT(propertiesMessages);
  // A desktop shows the page's controls on the page itself.
  const isWideScreen = useIsWideScreen();
  const titleId = useId();
  const hasChanged = useRef(false);
  const roomChoices = listRoomChoices(t);

  function change(changes: FilterChanges) {
    onChange(changes, !hasChanged.current);
    hasChanged.current = true;
  }

  const homes =
    total === undefined
      ? ''
      : t('properties.sheet.homes', {
          count: total,
          total: `${formatNumber(total)}${isTotalCapped ? '+' : ''}`,
        });
  return (
    <Dialog.Root
      onOpenChange={(isOpen) => {
        if (isOpen) hasChanged.current = false;
      }}
    >
      <Dialog.Trigger asChild>
        <button
          type="button"
          aria-label={
            count > 0 ? t('properties.sheet.buttonWithCount', { count: formatNumber(count) }) : undefined
          }
          className="btn-outline h-11 shrink-0 px-4 lg:h-12"
        >
          <SlidersHorizontal aria-hidden="true" className="size-5" />
          {t('properties.sheet.button')}
          {count > 0 && (
            <span
              aria-hidden="true"
              className="rounded-full bg-brand-strong px-2 py-0.5 text-xs font-bold text-white"
            >
              {formatNumber(count)}
            </span>
          )}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] bg-black/40" />
        <Dialog.Content
          aria-labelledby={titleId}
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-[110] flex max-h-[90dvh] flex-col rounded-t-2xl bg-white shadow-xl sm:inset-y-0 sm:right-0 sm:left-auto sm:max-h-none sm:w-[28rem] sm:rounded-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
            <Dialog.Title id={titleId} className="text-xl font-extrabold text-ink">
              {t('properties.sheet.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label={t('properties.sheet.close')}
                className="rounded-lg p-2 text-slate-700"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="flex-1 space-y-6 overflow-y-auto px-5 py-5">
            {!isWideScreen && pageFilters}
            <PriceRange min={filters.minPrice} max={filters.maxPrice} onChange={change} />
            <FactFilterFields filters={filters} onChange={change} />
            <ChoiceRow
              legend={t('properties.sheet.bedrooms')}
              choices={roomChoices}
              value={String(filters.minBedrooms || '')}
              onChange={(value) => change({ minBedrooms: value })}
            />
            <ChoiceRow
              legend={t('properties.sheet.bathrooms')}
              choices={roomChoices}
              value={String(filters.minBathrooms || '')}
              onChange={(value) => change({ minBathrooms: value })}
            />
            <SizeRange min={filters.minSize} max={filters.maxSize} onChange={change} />
            <CheckboxList
              legend={t('properties.sheet.categories')}
              options={CATEGORIES}
              labelOf={(category) => valueLabel('category', category)}
              values={listChosenCategories(filters)}
              onChange={(categories) => change(chooseCategories(categories))}
            />
            <CheckboxList
              legend={t('properties.sheet.amenities')}
              options={AMENITY_VALUES}
              labelOf={(amenity) => valueLabel('facility', amenity)}
              values={filters.amenities}
              onChange={(amenities) => change({ amenities })}
            />
            <ChoiceRow
              legend={t('properties.sheet.listingAge')}
              choices={listAgeChoices(t)}
              value={String(filters.addedWithinDays ?? '')}
              onChange={(value) => change({ addedWithinDays: value })}
            />
          </div>
          <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-4">
            <button type="button" onClick={() => change(SHEET_FILTERS)} className="btn-outline px-4">
              {t('properties.sheet.clearAll')}
            </button>
            <Dialog.Close asChild>
              <button type="button" className="btn-primary px-5">
                {homes ? t('properties.sheet.show', { homes }) : t('properties.sheet.showHomes')}
              </button>
            </Dialog.Close>
            <p aria-live="polite" className="sr-only">
              {homes && t('properties.sheet.found', { homes })}
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
