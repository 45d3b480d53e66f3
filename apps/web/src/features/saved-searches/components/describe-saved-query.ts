import {
  CATEGORIES,
  type Category,
  INTERIOR_FACILITIES,
  LISTED_FOR,
  type ListedFor,
  OTHER_FACILITIES,
  OUTDOOR_FACILITIES,
  type SavedSearchQuery,
} from '@nestlane/shared';
import {
  type Facility,
  formatNumber,
  localizeDigits,
  localizePlace,
  translate,
  valueLabel,
} from '../../../i18n';
import { savedSearchesMessages } from '../messages';

const NAMES = {
  search: 'savedSearches.filter.search',
  listedFor: 'savedSearches.filter.listedFor',
  division: 'savedSearches.filter.division',
  district: 'savedSearches.filter.district',
  upazila: 'savedSearches.filter.upazila',
  area: 'savedSearches.filter.area',
  category: 'savedSearches.filter.category',
  categories: 'savedSearches.filter.categories',
  priceRange: 'savedSearches.filter.priceRange',
  minPrice: 'savedSearches.filter.minPrice',
  maxPrice: 'savedSearches.filter.maxPrice',
  minBedrooms: 'savedSearches.filter.minBedrooms',
  minBathrooms: 'savedSearches.filter.minBathrooms',
  minSize: 'savedSearches.filter.minSize',
  maxSize: 'savedSearches.filter.maxSize',
  amenities: 'savedSearches.filter.amenities',
  addedWithinDays: 'savedSearches.filter.addedWithinDays',
} as const;
type FilterName = keyof typeof NAMES;

const ORDER_ONLY = new Set(['sort', 'priceSort']);
const BOUNDS = ['north', 'south', 'east', 'west'];
const FACILITIES: readonly string[] = [...INTERIOR_FACILITIES, ...OUTDOOR_FACILITIES, ...OTHER_FACILITIES];
const PLACES = new Set<string>(['division', 'district', 'upazila', 'area']);
const AMOUNTS = new Set<string>([
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'minBathrooms',
  'minSize',
  'maxSize',
  'addedWithinDays',
]);

function isFilterName(key: string): key is FilterName {
  return Object.hasOwn(NAMES, key);
}

/** A whole number as the language writes amounts ('৬৫,০০০'); anything else with its digits localized. */
function localizeAmount(value: string): string {
  return /^\d+$/.test(value) && String(Number(value)) === value
    ? formatNumber(Number(value))
    : localizeDigits(value);
}

/**
 * One value of a filter in the language being read: fixed values and places by their Bangla names,
 * figures in Bangla digits; each is the value itself in English, and a value the app does not know stays
 * as it was saved.
 */
function localizeValue(key: string, value: string): string {
  if (key === 'listedFor' && (LISTED_FOR as readonly string[]).includes(value))
    return valueLabel('listedFor', value as ListedFor);
  if ((key === 'category' || key === 'categories') && (CATEGORIES as readonly string[]).includes(value))
    return valueLabel('category', value as Category);
  if (key === 'amenities' && FACILITIES.includes(value)) return valueLabel('facility', value as Facility);
  if (PLACES.has(key)) return localizePlace(value);
  if (AMOUNTS.has(key) || key === 'priceRange') return localizeAmount(value);
  return value;
}

/** A saved search's filters in words, one short phrase each: 'Upazila: Savar', 'Bedrooms: 3+', 'Map area'. */
export function describeSavedQuery(query: SavedSearchQuery): string[] {
  const phrases: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (ORDER_ONLY.has(key) || BOUNDS.includes(key)) continue;
    const values = (Array.isArray(value) ? value : [value]).map((each) => localizeValue(key, each));
    const suffix = key === 'minBedrooms' || key === 'minBathrooms' ? '+' : '';
    const name = isFilterName(key) ? translate(savedSearchesMessages, NAMES[key]) : key;
    phrases.push(
      translate(savedSearchesMessages, 'savedSearches.filter', {
        name,
        value: `${values.join(', ')}${suffix}`,
      }),
    );
  }
  if (BOUNDS.every((key) => key in query))
    phrases.push(translate(savedSearchesMessages, 'savedSearches.filter.mapArea'));
  return phrases;
}
