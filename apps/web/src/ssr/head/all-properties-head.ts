/**
 * The search page's head (decision 032). Its filters make endless addresses; only the ones a person
 * would search for by name — a kind, rent or sale, a place, and their pages — are offered to search
 * engines. Every other combination (text, prices, rooms, sizes, amenities, a map box, several kinds, an
 * unknown place, a deep page in another order) is 'noindex, follow': its listings are reachable from
 * the landing pages and the sitemap, and thousands of near-identical result pages would only spend
 * crawl budget and compete with them. The canonical address keeps the meaningful parameters in one
 * order and drops the rest (tracking parameters, `view`, and the sorts on a first page).
 */
import {
  AMENITIES,
  DEFAULT_PAGE_SIZE,
  MAX_COUNTED_RESULTS,
  OPEN_BAND_ALIASES,
  PRICE_BANDS,
  SEARCH_PLACEHOLDER,
} from '@nestlane/shared';
import { BD_DIVISIONS } from '@nestlane/shared/geo';
import { isKnownArea } from '@nestlane/shared/geo/places';
import { formatNumber } from '../../i18n';
import {
  allPropertiesPageName,
  describeSearchPage,
  readChosenCategories,
  readListedFor,
  readPlaceParams,
} from '../../lib/search-page-title';
import { headText } from './messages';
import { formatHeadTitle, INDEXABLE, NOT_INDEXABLE, type PageHead, toAbsoluteUrl } from './page-head';
import { siteImage } from './site-image';

/** The last page the search answers: it pages only within its first MAX_COUNTED_RESULTS matches. */
export const LAST_SEARCH_PAGE = Math.ceil(MAX_COUNTED_RESULTS / DEFAULT_PAGE_SIZE);

/** Filters that narrow a search beyond a landing page, in the canonical address's order. */
const NUMBER_PARAMS = [
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'minBathrooms',
  'minSize',
  'maxSize',
  'addedWithinDays',
] as const;
const BOUND_PARAMS = ['north', 'south', 'east', 'west'] as const;
/** Order only: the same listings. */
const ORDER_PARAMS = ['sort', 'priceSort'] as const;

function findDistrictByName(name: string) {
  for (const division of BD_DIVISIONS) {
    const district = division.districts.find((d) => d.name === name);
    if (district) return { division, district };
  }
  return undefined;
}

/**
 * The place filters the page's "Where" box writes (lib/place-params.ts): a division alone, a district,
 * or a district with one of its upazilas or city areas, every name known. Anything else is no landing.
 */
function isLandingPlace(place: ReturnType<typeof readPlaceParams>): boolean {
  const { division, district, upazila, area } = place;
  if (!district) return !upazila && !area && (!division || BD_DIVISIONS.some((d) => d.name === division));
  if (division || (upazila && area)) return false;
  const found = findDistrictByName(district);
  if (!found) return false;
  if (upazila) return found.district.upazilas.some((u) => u.name === upazila);
  if (area) return isKnownArea(found.division.name, district, area);
  return true;
}

function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function readPriceRange(params: URLSearchParams): string {
  const value = params.get('priceRange')?.trim() ?? '';
  if ((OPEN_BAND_ALIASES as readonly string[]).includes(value)) return PRICE_BANDS.at(-1)?.value ?? '';
  return PRICE_BANDS.some((band) => band.value === value) ? value : '';
}

/**
 * The search's parameters in one order, each once, without what the page ignores: the landing ones,
 * then the narrowing ones. `narrowing` says whether any of the latter is on.
 */
function readSearchParams(params: URLSearchParams) {
  const landing = new URLSearchParams();
  const narrowing = new URLSearchParams();
  const categories = readChosenCategories(params);
  const listedFor = readListedFor(params);
  if (listedFor) landing.set('listedFor', listedFor);
  if (categories.length === 1 && categories[0]) landing.set('category', categories[0]);
  const place = readPlaceParams(params);
  for (const [name, value] of Object.entries(place)) if (value) landing.set(name, value);

  const search = params.get('search')?.trim() ?? '';
  if (search && search !== SEARCH_PLACEHOLDER) narrowing.set('search', search.slice(0, 100));
  const priceRange = readPriceRange(params);
  if (priceRange) narrowing.set('priceRange', priceRange);
  for (const name of NUMBER_PARAMS) {
    const value = params.get(name)?.trim() ?? '';
    if (/^\d{1,10}$/.test(value)) narrowing.set(name, String(Number(value)));
  }
  if (categories.length > 1) narrowing.set('categories', categories.join(','));
  const amenities = params.getAll('amenities').flatMap((value) => value.split(',').map((v) => v.trim()));
  const chosenAmenities = AMENITIES.filter((amenity) => amenities.includes(amenity));
  if (chosenAmenities.length > 0) narrowing.set('amenities', chosenAmenities.join(','));
  const bounds = BOUND_PARAMS.map((name) => params.get(name)?.trim() ?? '');
  if (bounds.every((value) => /^-?\d{1,3}(\.\d{1,15})?$/.test(value))) {
    BOUND_PARAMS.forEach((name, index) => {
      narrowing.set(name, bounds[index] ?? '');
    });
  }
  const order = new URLSearchParams();
  for (const name of ORDER_PARAMS) {
    const value = params.get(name)?.trim() ?? '';
    if (value && value !== 'All' && value !== 'newest') order.set(name, value);
  }
  return { landing, narrowing, order, isLandingPlace: isLandingPlace(place) };
}

function joinParams(...parts: URLSearchParams[]): string {
  const all = new URLSearchParams();
  for (const part of parts) for (const [name, value] of part) all.append(name, value);
  const query = all.toString();
  return query ? `?${query}` : '';
}

/** The head of /allProperties?… for these search parameters (the page's URL, as the browser has it). */
export function allPropertiesHead(origin: string, searchParams: URLSearchParams): PageHead {
  const { landing, narrowing, order, isLandingPlace: hasLandingPlace } = readSearchParams(searchParams);
  const page = readPage(searchParams);
  const pageParams = new URLSearchParams(page > 1 ? { page: String(page) } : {});
  const isNarrow = narrowing.size > 0 || !hasLandingPlace;
  // Page 3 of a price order is not page 3 of the newest: such a page is kept out rather than pointed
  // at a different page; a first page in another order is the same listings as the landing page.
  const isDeepInOrder = order.size > 0 && page > 1;
  const isIndexable = !isNarrow && !isDeepInOrder && page <= LAST_SEARCH_PAGE;
  const query = isIndexable
    ? joinParams(landing, pageParams)
    : joinParams(landing, narrowing, order, pageParams);

  const described = describeSearchPage(searchParams);
  const pageNote = page > 1 ? ` ${headText('head.pageNote', { page: formatNumber(page) })}` : '';
  const description = `${
    described ? headText('head.search.described', { described }) : headText('head.search.all')
  }${pageNote}`;

  return {
    title: formatHeadTitle(allPropertiesPageName(searchParams)),
    ...(described ? { shareTitle: described } : {}),
    description,
    canonical: toAbsoluteUrl(origin, `/allProperties${query}`),
    image: siteImage(origin),
    type: 'website',
    robots: isIndexable ? INDEXABLE : NOT_INDEXABLE,
  };
}
