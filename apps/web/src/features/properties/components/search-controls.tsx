import { type ListedFor, PRICE_BANDS } from '@nestlane/shared';
import Search from 'lucide-react/icons/search';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n';
import { describeBudget, listBudgets, nameBudgetSelect, toBudgetValue } from '../../../lib/budget-bands';
import { useAdoptEarlyValue } from '../../../lib/use-adopt-early-value';
import { labelPriceBand } from '../lib/price-band-label';
import { propertiesMessages } from '../messages';

const SEARCH_DEBOUNCE_MS = 300;

type SearchControlsProps = {
  search: string;
  priceRange: string;
  onSearchChange: (search: string) => void;
  onPriceRangeChange: (priceRange: string) => void;
  /** With Rent or Buy chosen, the price select offers budgets that suit it (minPrice/maxPrice). */
  listedFor: ListedFor | '';
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onBudgetChange: (budget: string) => void;
  /** The two fields' box: a grid of its own, or `contents` to join the search bar's row on a desktop. */
  className?: string;
};

/** Title search (debounced) and price band (or a rent or sale budget). The price order is in 'Sort by'. */
export function SearchControls(props: SearchControlsProps) {
  const { search, priceRange, onSearchChange, onPriceRangeChange } = props;
  const t = useT(propertiesMessages);
  const ids = { text: useId(), range: useId() };
  const [text, setText] = useState(search);
  const lastSent = useRef(search);
  const onSearchChangeRef = useRef(onSearchChange);
  onSearchChangeRef.current = onSearchChange;
  // Typed before the page was hydrated: searched for like any typing.
  const textRef = useAdoptEarlyValue(text, setText);
  // Chosen before the page was hydrated: applied like any choice.
  const rangeRef = useAdoptEarlyValue<HTMLSelectElement>(priceRange, onPriceRangeChange);

  // The URL changed without typing (back button, a shared link): show what it says.
  useEffect(() => {
    if (search !== lastSent.current) {
      lastSent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text.trim() === lastSent.current.trim()) return;
    const timer = window.setTimeout(() => {
      lastSent.current = text.trim();
      onSearchChangeRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  const labelClass = 'mb-1.5 block text-sm font-bold text-ink';
  return (
    <div className={props.className ?? 'grid grid-cols-1 gap-4'}>
      <div>
        <label htmlFor={ids.text} className={labelClass}>
          {t('properties.search.label')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            ref={textRef}
            id={ids.text}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            // The spec's 'Search By Property Title' in English, only shown: an empty box sends no search.
            placeholder={t('properties.search.placeholder')}
            maxLength={100}
            className="field pl-11"
          />
        </div>
      </div>
      <div>
        <label htmlFor={ids.range} className={labelClass}>
          {nameBudgetSelect(props.listedFor)}
        </label>
        {props.listedFor ? (
          <BudgetSelect
            id={ids.range}
            listedFor={props.listedFor}
            minPrice={props.minPrice}
            maxPrice={props.maxPrice}
            onChange={props.onBudgetChange}
          />
        ) : (
          <select
            ref={rangeRef}
            id={ids.range}
            value={priceRange}
            onChange={(event) => onPriceRangeChange(event.target.value)}
            className="field"
          >
            <option value="">{t('properties.priceBand.all')}</option>
            {PRICE_BANDS.map((band) => (
              <option key={band.value} value={band.value}>
                {labelPriceBand(band.value)}
              </option>
            ))}
          </select>
        )}
      </div>
    </div>
  );
}

/** The most a month's rent or a home may cost; a budget from a shared link that no band names is kept as its own choice. */
function BudgetSelect(props: {
  id: string;
  listedFor: ListedFor;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (budget: string) => void;
}) {
  const t = useT(propertiesMessages);
  const budgets = listBudgets(props.listedFor);
  const value = toBudgetValue(props.minPrice, props.maxPrice);
  const isKnown = value === '' || budgets.some((budget) => toBudgetValue(budget.min, budget.max) === value);
  const selectRef = useAdoptEarlyValue<HTMLSelectElement>(value, props.onChange);
  return (
    <select
      ref={selectRef}
      id={props.id}
      value={value}
      onChange={(event) => props.onChange(event.target.value)}
      className="field"
    >
      <option value="">{t('properties.budget.any')}</option>
      {budgets.map((budget) => (
        <option key={budget.label} value={toBudgetValue(budget.min, budget.max)}>
          {budget.label}
        </option>
      ))}
      {!isKnown && (
        <option value={value}>{describeBudget(props.minPrice, props.maxPrice, props.listedFor)}</option>
      )}
    </select>
  );
}
