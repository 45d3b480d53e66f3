import type { SavedSearchQuery } from '@nestlane/shared';

const NAMES: Record<string, string> = {
  search: 'Text',
  listedFor: 'Deal',
  division: 'Division',
  district: 'District',
  upazila: 'Upazila',
  area: 'Area',
  category: 'Category',
  categories: 'Categories',
  priceRange: 'Price range',
  minPrice: 'Budget from',
  maxPrice: 'Budget up to',
  minBedrooms: 'Bedrooms',
  minBathrooms: 'Bathrooms',
  minSize: 'Size from (sq ft)',
  maxSize: 'Size up to (sq ft)',
  amenities: 'Facilities',
  addedWithinDays: 'Listed within (days)',
};
const ORDER_ONLY = new Set(['sort', 'priceSort']);
const BOUNDS = ['north', 'south', 'east', 'west'];

/** A saved search's filters in words, one short phrase each: 'Upazila: Savar', 'Bedrooms: 3+', 'Map area'. */
export function describeSavedQuery(query: SavedSearchQuery): string[] {
  const phrases: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (ORDER_ONLY.has(key) || BOUNDS.includes(key)) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    const suffix = key === 'minBedrooms' || key === 'minBathrooms' ? '+' : '';
    phrases.push(`${NAMES[key] ?? key}: ${text}${suffix}`);
  }
  if (BOUNDS.every((key) => key in query)) phrases.push('Map area');
  return phrases;
}
