import { ALL, type ListedFor, PRICE_BANDS, SEARCH_PLACEHOLDER, SESSION_KEYS } from '@nestlane/shared';
import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListedForChoice } from '../../../components/listed-for-choice';
import { PlaceCombobox } from '../../../components/place-combobox';
import {
  describePriceBand,
  fromBudgetValue,
  listBudgets,
  nameBudgetSelect,
  toBudgetValue,
} from '../../../lib/budget-bands';
import { describePlaceFilter, type PlaceFilter, toPlaceFilter } from '../../../lib/place-params';
import { homeText } from '../messages';

/**
 * The home page spells the open band '900000-+' (spec §2); the search page understands both spellings.
 * Labelled in Taka like the budgets ('৳ 50,000–1 Lakh', '৳ 9 Lakh or more'; decision 045).
 */
function listHomePriceBands() {
  return PRICE_BANDS.map((band) => ({
    value: band.max === null ? '900000-+' : band.value,
    label: describePriceBand(band),
  }));
}

/** Hands the choices to the search page through session storage, then goes there. */
export function storeHomeSearch(values: { searchText: string; priceSort: string; priceRange: string }) {
  sessionStorage.setItem(SESSION_KEYS.searchText, values.searchText.trim() || SEARCH_PLACEHOLDER);
  sessionStorage.setItem(SESSION_KEYS.priceSort, values.priceSort || ALL);
  sessionStorage.setItem(SESSION_KEYS.priceRange, values.priceRange || ALL);
}

/**
 * The search page's URL for the home's own new choices (rent or buy, where, a budget); the spec's three
 * travel in session storage as before and are added to it there.
 */
function buildSearchPath(listedFor: ListedFor | '', place: PlaceFilter | undefined, budget: string): string {
  const query = new URLSearchParams();
  if (listedFor) query.set('listedFor', listedFor);
  for (const [name, value] of Object.entries(place ?? {})) if (value) query.set(name, value);
  for (const [name, value] of Object.entries(budget ? fromBudgetValue(budget) : {})) {
    if (value) query.set(name, value);
  }
  const text = query.toString();
  return text ? `/allProperties?${text}` : '/allProperties';
}

export function HeroSearch() {
  const t = homeText;
  const navigate = useNavigate();
  const ids = { text: useId(), sort: useId(), range: useId() };
  const [listedFor, setListedFor] = useState<ListedFor | ''>('');
  const [place, setPlace] = useState<PlaceFilter>();
  const budgets = listBudgets(listedFor);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const price = String(form.get('priceRange') ?? '');
    // With Rent or Buy chosen the price select holds a budget, not one of the spec's bands.
    storeHomeSearch({
      searchText: String(form.get('searchText') ?? ''),
      priceSort: String(form.get('priceSort') ?? ''),
      priceRange: listedFor ? '' : price,
    });
    navigate(buildSearchPath(listedFor, place, listedFor ? price : ''));
  }

  const fieldClass =
    'h-12 w-full rounded-xl border border-slate-200 bg-white px-4 text-[15px] text-ink focus:border-brand-strong';
  const placeLabel = place ? describePlaceFilter(place) : '';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced everywhere; <search> is too new for some screen readers
    <form
      role="search"
      aria-label={t('home.search.label')}
      onSubmit={handleSubmit}
      className="grid w-full grid-cols-2 gap-3 rounded-2xl bg-white/95 p-4 text-left shadow-2xl backdrop-blur sm:p-5 lg:grid-cols-6"
    >
      <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-6">
        <ListedForChoice value={listedFor} onChange={setListedFor} />
        {place && (
          <button
            type="button"
            aria-label={t('home.search.removePlace', { place: placeLabel })}
            onClick={() => setPlace(undefined)}
            className="inline-flex items-center gap-1.5 rounded-full border border-brand-strong bg-brand-soft py-1 pr-2 pl-3 text-sm font-semibold text-brand-text"
          >
            {placeLabel}
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <PlaceCombobox
        label={t('home.search.where')}
        isLabelHidden
        onChoose={(match) => setPlace(toPlaceFilter(match))}
        className="col-span-2 lg:col-span-3"
        inputClassName={fieldClass}
      />
      <div className="col-span-2 lg:col-span-3">
        <label htmlFor={ids.text} className="sr-only">
          {t('home.search.titleLabel')}
        </label>
        <input
          id={ids.text}
          name="searchText"
          type="search"
          placeholder={t('home.search.titlePlaceholder')}
          className={fieldClass}
        />
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={ids.sort} className="sr-only">
          {t('home.search.priceOrderLabel')}
        </label>
        <select id={ids.sort} name="priceSort" defaultValue="" className={fieldClass}>
          <option value="">{t('home.search.priceOrder')}</option>
          <option value="asc">{t('home.search.lowToHigh')}</option>
          <option value="desc">{t('home.search.highToLow')}</option>
        </select>
      </div>
      <div className="lg:col-span-2">
        <label htmlFor={ids.range} className="sr-only">
          {nameBudgetSelect(listedFor)}
        </label>
        {/* The options suit the choice: the spec's bands, or monthly rents, or sale prices. The first one is
            the visible name, as 'Price Order' is beside it; the spec's own reads 'Price Range'. */}
        <select key={listedFor} id={ids.range} name="priceRange" defaultValue="" className={fieldClass}>
          <option value="">{listedFor ? nameBudgetSelect(listedFor) : t('home.search.priceRange')}</option>
          {listedFor
            ? budgets.map((budget) => (
                <option key={budget.label} value={toBudgetValue(budget.min, budget.max)}>
                  {budget.label}
                </option>
              ))
            : listHomePriceBands().map((band) => (
                <option key={band.value} value={band.value}>
                  {band.label}
                </option>
              ))}
        </select>
      </div>
      <button type="submit" className="btn-primary col-span-2 h-12 px-6">
        <Search aria-hidden="true" className="size-5" />
        {t('home.search.submit')}
      </button>
    </form>
  );
}
