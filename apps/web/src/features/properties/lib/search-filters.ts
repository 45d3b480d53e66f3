import {
  ALL,
  CATEGORIES,
  OPEN_BAND_ALIASES,
  PRICE_BANDS,
  PRICE_SORTS,
  SEARCH_PLACEHOLDER,
  SESSION_KEYS,
} from '@nestlane/shared';
import type { PropertySearch } from '../api/get-verified-properties';

/** URL query names of the search page; a shared link reproduces the same search. */
export const FILTER_PARAMS = {
  search: 'search',
  priceSort: 'priceSort',
  priceRange: 'priceRange',
  category: 'category',
  page: 'page',
} as const;

const OPEN_BAND = PRICE_BANDS[PRICE_BANDS.length - 1]?.value ?? '900000-Above';

function isOneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/** A price band as the search page's select spells it ('900000-+' becomes '900000-Above'); '' when none. */
export function normalizePriceRange(value: string | null): string {
  if (!value || value === ALL) return '';
  if (isOneOf(OPEN_BAND_ALIASES, value)) return OPEN_BAND;
  return PRICE_BANDS.some((band) => band.value === value) ? value : '';
}

export function normalizePriceSort(value: string | null): string {
  return value && isOneOf(PRICE_SORTS, value) ? value : '';
}

function normalizeSearchText(value: string | null): string {
  const text = value?.trim() ?? '';
  return text === SEARCH_PLACEHOLDER ? '' : text;
}

/** Reads the filters from the URL, dropping anything the API would refuse. */
export function readFiltersFromParams(params: URLSearchParams): PropertySearch {
  const category = params.get(FILTER_PARAMS.category) ?? '';
  const page = Number.parseInt(params.get(FILTER_PARAMS.page) ?? '1', 10);
  return {
    search: normalizeSearchText(params.get(FILTER_PARAMS.search)),
    priceSort: normalizePriceSort(params.get(FILTER_PARAMS.priceSort)),
    priceRange: normalizePriceRange(params.get(FILTER_PARAMS.priceRange)),
    category: isOneOf(CATEGORIES, category) ? category : '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Sets or removes one filter; any filter change except the page itself starts again at page 1. */
export function withFilter(
  params: URLSearchParams,
  name: keyof typeof FILTER_PARAMS,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value && !(name === 'page' && value === '1')) next.set(FILTER_PARAMS[name], value);
  else next.delete(FILTER_PARAMS[name]);
  if (name !== 'page') next.delete(FILTER_PARAMS.page);
  return next;
}

/**
 * The home search hands its choices over in session storage (spec §2). Reads them once, clears
 * the keys, and returns the URL query they win over; null when there was nothing to hand over.
 */
export function takeHomeSearchHandoff(current: URLSearchParams): URLSearchParams | null {
  const searchText = sessionStorage.getItem(SESSION_KEYS.searchText);
  const priceSort = sessionStorage.getItem(SESSION_KEYS.priceSort);
  const priceRange = sessionStorage.getItem(SESSION_KEYS.priceRange);
  if (searchText === null && priceSort === null && priceRange === null) return null;
  for (const key of Object.values(SESSION_KEYS)) sessionStorage.removeItem(key);

  let next = withFilter(current, 'search', normalizeSearchText(searchText));
  next = withFilter(next, 'priceSort', normalizePriceSort(priceSort));
  next = withFilter(next, 'priceRange', normalizePriceRange(priceRange));
  return next;
}
