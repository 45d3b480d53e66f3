import { describeBudget } from '../../../lib/budget-bands';
import { describePlaceFilter } from '../../../lib/place-params';
import { chooseCategories, listChosenCategories } from './category-choice';
import type { FilterChanges, PropertySearch } from './search-filters';

/** One filter that is on, how it reads, and the URL change that takes it off. */
export type ActiveFilter = {
  key: string;
  label: string;
  remove: FilterChanges;
  /** Shown as a chip: filters without a control of their own on the page (not the spec's selects). */
  isChip: boolean;
};

export const LISTING_AGES: { days: number; label: string }[] = [
  { days: 7, label: 'New this week' },
  { days: 30, label: 'New this month' },
];

function describeSize(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `${min}–${max} sq ft`;
  return max !== undefined ? `Up to ${max} sq ft` : `${min} sq ft or more`;
}

/**
 * Every filter that is on, the narrowest first (a map area or an amenity rules out more than rent or
 * buy), so an empty result can offer to take off the first one.
 */
export function listActiveFilters(filters: PropertySearch): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  const add = (key: string, label: string, remove: FilterChanges, isChip = true) =>
    active.push({ key, label, remove, isChip });

  if (filters.bounds) add('bounds', 'Map area', { north: '', south: '', east: '', west: '' });
  for (const amenity of filters.amenities) {
    add(`amenity-${amenity}`, amenity, { amenities: filters.amenities.filter((a) => a !== amenity) });
  }
  const age = LISTING_AGES.find((choice) => choice.days === filters.addedWithinDays);
  if (filters.addedWithinDays !== undefined) {
    add('age', age?.label ?? `Added in the last ${filters.addedWithinDays} days`, { addedWithinDays: '' });
  }
  if (filters.minSize !== undefined || filters.maxSize !== undefined) {
    add('size', describeSize(filters.minSize, filters.maxSize), { minSize: '', maxSize: '' });
  }
  if (filters.minBathrooms) add('baths', `${filters.minBathrooms}+ baths`, { minBathrooms: '' });
  if (filters.minBedrooms) add('beds', `${filters.minBedrooms}+ beds`, { minBedrooms: '' });
  for (const category of filters.categories) {
    add(`category-${category}`, category, chooseCategories(filters.categories.filter((c) => c !== category)));
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    add('budget', describeBudget(filters.minPrice, filters.maxPrice), { minPrice: '', maxPrice: '' });
  }
  const place = describePlaceFilter(filters);
  if (place) add('place', place, { division: '', district: '', upazila: '', area: '' });
  // The spec's own filters have their controls on the page: no chip, but an empty result may offer them.
  if (filters.category) add('category', filters.category, { category: '' }, false);
  if (filters.priceRange) add('priceRange', `$${filters.priceRange}`, { priceRange: '' }, false);
  if (filters.search) add('search', `“${filters.search}”`, { search: '' }, false);
  if (filters.listedFor) add('listedFor', filters.listedFor, { listedFor: '' }, false);
  return active;
}

/** How many of the Filters sheet's own filters are on, for the count on its button. */
export function countSheetFilters(filters: PropertySearch): number {
  return [
    filters.minBedrooms,
    filters.minBathrooms,
    filters.minSize ?? filters.maxSize,
    // The sheet ticks the picker's category too.
    listChosenCategories(filters).length || undefined,
    filters.amenities.length || undefined,
    filters.addedWithinDays,
  ].filter((value) => value !== undefined && value !== 0).length;
}
