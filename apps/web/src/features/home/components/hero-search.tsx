import { ALL, PRICE_BANDS, SEARCH_PLACEHOLDER, SESSION_KEYS } from '@nestlane/shared';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';

// The home page spells the open band '900000-+' (spec §2); the search page understands both spellings.
const HOME_PRICE_BANDS = PRICE_BANDS.map((band) =>
  band.max === null
    ? { value: '900000-+', label: '$900000 Or Above' }
    : { value: band.value, label: `$${band.min} - $${band.max}` },
);

/** Hands the choices to the search page through session storage, then goes there. */
export function storeHomeSearch(values: { searchText: string; priceSort: string; priceRange: string }) {
  sessionStorage.setItem(SESSION_KEYS.searchText, values.searchText.trim() || SEARCH_PLACEHOLDER);
  sessionStorage.setItem(SESSION_KEYS.priceSort, values.priceSort || ALL);
  sessionStorage.setItem(SESSION_KEYS.priceRange, values.priceRange || ALL);
}

export function HeroSearch() {
  const navigate = useNavigate();
  const ids = { text: useId(), sort: useId(), range: useId() };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    storeHomeSearch({
      searchText: String(form.get('searchText') ?? ''),
      priceSort: String(form.get('priceSort') ?? ''),
      priceRange: String(form.get('priceRange') ?? ''),
    });
    navigate('/allProperties');
  }

  const fieldClass =
    'h-12 w-full rounded-xl border border-slate-200 bg-white px-4 text-[15px] text-ink focus:border-brand-strong';

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form with role=search is announced everywhere; <search> is too new for some screen readers
    <form
      role="search"
      aria-label="Search properties"
      onSubmit={handleSubmit}
      className="grid w-full gap-3 rounded-2xl bg-white/95 p-4 shadow-2xl backdrop-blur sm:p-5 md:grid-cols-[2fr_1fr_1fr_auto]"
    >
      <div>
        <label htmlFor={ids.text} className="sr-only">
          Search by title
        </label>
        <input
          id={ids.text}
          name="searchText"
          type="search"
          placeholder="Search by Title"
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor={ids.sort} className="sr-only">
          Price order
        </label>
        <select id={ids.sort} name="priceSort" defaultValue="" className={fieldClass}>
          <option value="">Price Order</option>
          <option value="asc">Low To High</option>
          <option value="desc">High To Low</option>
        </select>
      </div>
      <div>
        <label htmlFor={ids.range} className="sr-only">
          Price range
        </label>
        <select id={ids.range} name="priceRange" defaultValue="" className={fieldClass}>
          <option value="">Price Range</option>
          {HOME_PRICE_BANDS.map((band) => (
            <option key={band.value} value={band.value}>
              {band.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary h-12 px-6">
        <Search aria-hidden="true" className="size-5" />
        Search
      </button>
    </form>
  );
}
