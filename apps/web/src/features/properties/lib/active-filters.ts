import { formatNumber, localizeDigits, valueLabel } from '../../../i18n';
import { describeBudget } from '../../../lib/budget-bands';
import { describePlaceFilter } from '../../../lib/place-params';
import { type PropertiesMessageId, propertiesText } from '../messages';
import { chooseCategories, listChosenCategories } from './category-choice';
import { listFactFilterChips } from './fact-filter-chips';
import { labelPriceBand } from './price-band-label';
import type { FilterChanges, PropertySearch } from './search-filters';

/** One filter that is on, how it reads, and the URL change that takes it off. */
export type ActiveFilter = {
  key: string;
  label: string;
  remove: FilterChanges;
  /** Shown as a chip: filters without a control of their own on the page (not the spec's selects). */
  isChip: boolean;
};

/** The Filters sheet's listing ages; `label` is a message id of the feature's catalog. */
export const LISTING_AGES: { days: number; label: PropertiesMessageId }[] = [
  { days: 7, label: 'properties.filter.newThisWeek' },
  { days: 30, label: 'properties.filter.newThisMonth' },
];

const t = propertiesText;

function describeSize(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined)
    return t('properties.filter.sizeBetween', { min: formatNumber(min), max: formatNumber(max) });
  return max !== undefined
    ? t('properties.filter.sizeUpTo', { max: formatNumber(max) })
    : t('properties.filter.sizeFrom', { min: formatNumber(min ?? 0) });
}

/**
 * Every filter that is on, the narrowest first (a map area or an amenity rules out more than rent or
 * buy), so an empty result can offer to take off the first one.
 */
export function listActiveFilters(filters: PropertySearch): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const add = (key: string, label: string, remove: FilterChanges, isChip = true) =>
    active.push({ key, label, remove, isChip });

  if (filters.bounds)
    add('bounds', t('properties.filter.mapArea'), { north: '', south: '', east: '', west: '' });
  for (const amenity of filters.amenities) {
    add(`amenity-${amenity}`, valueLabel('facility', amenity), {
      amenities: filters.amenities.filter((a) => a !== amenity),
    });
  }
  const age = LISTING_AGES.find((choice) => choice.days === filters.addedWithinDays);
  if (filters.addedWithinDays !== undefined) {
    const label = age
      ? t(age.label)
      : t('properties.filter.addedWithinDays', { days: formatNumber(filters.addedWithinDays) });
    add('age', label, { addedWithinDays: '' });
  }
  if (filters.minSize !== undefined || filters.maxSize !== undefined) {
    add('size', describeSize(filters.minSize, filters.maxSize), { minSize: '', maxSize: '' });
  }
  if (filters.minBathrooms) {
    const count = localizeDigits(filters.minBathrooms);
    add('baths', t('properties.filter.baths', { count }), { minBathrooms: '' });
  }
  if (filters.minBedrooms) {
    const count = localizeDigits(filters.minBedrooms);
    add('beds', t('properties.filter.beds', { count }), { minBedrooms: '' });
  }
  for (const category of filters.categories) {
    add(
      `category-${category}`,
      valueLabel('category', category),
      chooseCategories(filters.categories.filter((c) => c !== category)),
    );
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    add('budget', describeBudget(filters.minPrice, filters.maxPrice, filters.listedFor), {
      minPrice: '',
      maxPrice: '',
    });
  }
  for (const chip of listFactFilterChips(filters)) add(chip.key, chip.label, chip.remove);
  const place = describePlaceFilter(filters);
  if (place) add('place', place, { division: '', district: '', upazila: '', area: '', locality: '' });
  // The spec's own filters have their controls on the page: no chip, but an empty result may offer them.
  if (filters.category) add('category', valueLabel('category', filters.category), { category: '' }, false);
  if (filters.priceRange) {
    const band = labelPriceBand(filters.priceRange);
    add('priceRange', t('properties.filter.priceBand', { band }), { priceRange: '' }, false);
  }
  if (filters.search) add('search', `“${filters.search}”`, { search: '' }, false);
  if (filters.listedFor)
    add('listedFor', valueLabel('listedFor', filters.listedFor), { listedFor: '' }, false);
  return active;
}

/** How many of the Filters sheet's own filters are on, for the count on its button. */
export function countSheetFilters(filters: PropertySearch): number {
  return (
    [
      filters.minBedrooms,
      filters.minBathrooms,
      filters.minSize ?? filters.maxSize,
      // The sheet ticks the picker's category too.
      listChosenCategories(filters).length || undefined,
      filters.amenities.length || undefined,
      filters.addedWithinDays,
    ].filter((value) => value !== undefined && value !== 0).length + listFactFilterChips(filters).length
  );
}

/**
 * The count on the Filters button (issue 27): the sheet's filters, and the title search and price band
 * or budget, which a phone's sheet holds too. Rent or buy, the place and the order have their own
 * controls beside the button.
 */
export function countFiltersBehindButton(filters: PropertySearch): number {
  const pageFilters = [
    filters.search,
    filters.priceRange,
    filters.minPrice !== undefined || filters.maxPrice !== undefined ? 'budget' : '',
  ];
  return countSheetFilters(filters) + pageFilters.filter(Boolean).length;
}
