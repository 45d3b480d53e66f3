/**
 * The search page's tab title (decision 032): the spec's 'All Property', and after a colon what the
 * filters a search engine may show as their own page choose: kind, rent or sale, place. No geo data and
 * no zod here, so the page itself can call it for document.title (the browser and the server must agree).
 * Both write it in the language being read (decision 040).
 */
import { CATEGORIES, type Category, LISTED_FOR, type ListedFor } from '@nestlane/shared';
import { commonText } from './common-text';
import { describePlaceFilter } from './place-params';

/** The spec's page name, in English; `allPropertiesPageName` writes it in the language being read. */
export const ALL_PROPERTIES_PAGE_NAME = 'All Property';

/** 'Apartments', 'Offices'… (`common.search.kind.*`). */
function nameCategoryPlural(category: Category): string {
  return commonText(`common.search.kind.${category}`);
}

function isOneOf<T extends string>(list: readonly T[], value: string | null): value is T {
  return value !== null && (list as readonly string[]).includes(value);
}

/** Every category chosen, by the spec's `category` or the sheet's `categories` (a list), once each. */
export function readChosenCategories(params: URLSearchParams): Category[] {
  const listed = params.getAll('categories').flatMap((value) => value.split(','));
  const values = [params.get('category') ?? '', ...listed].map((value) => value.trim());
  return [...new Set(values.filter((value) => isOneOf(CATEGORIES, value)))];
}

export function readListedFor(params: URLSearchParams): ListedFor | undefined {
  const value = params.get('listedFor')?.trim() ?? null;
  return isOneOf(LISTED_FOR, value) ? value : undefined;
}

/** The place filters as the page reads them (trimmed, at most 100 characters). */
export function readPlaceParams(params: URLSearchParams) {
  const text = (name: string) => params.get(name)?.trim().slice(0, 100) ?? '';
  return {
    division: text('division'),
    district: text('district'),
    upazila: text('upazila'),
    area: text('area'),
    locality: text('locality'),
  };
}

/**
 * 'Apartments for rent in Gulshan, Dhaka', 'Properties for sale', 'Offices in Chattogram'; '' when the
 * URL chooses none of kind, rent or sale, and place. Two or more kinds read as 'Properties'.
 */
export function describeSearchPage(params: URLSearchParams): string {
  const categories = readChosenCategories(params);
  const listedFor = readListedFor(params);
  const place = describePlaceFilter(readPlaceParams(params));
  if (categories.length === 0 && !listedFor && !place) return '';
  const [only] = categories;
  let what =
    only && categories.length === 1 ? nameCategoryPlural(only) : commonText('common.search.properties');
  if (listedFor)
    what = commonText(listedFor === 'For Rent' ? 'common.search.forRent' : 'common.search.forSale', { what });
  return place ? commonText('common.search.inPlace', { what, place }) : what;
}

/** The page part of the tab title: 'All Property' or 'All Property: Apartments for rent in Gulshan, Dhaka'. */
export function allPropertiesPageName(params: URLSearchParams): string {
  const described = describeSearchPage(params);
  const page = commonText('common.search.pageName');
  return described ? commonText('common.search.pageNameDescribed', { page, described }) : page;
}
