import type { Property } from '@nestlane/shared';
import { formatCount } from '../../../lib/format-count';
import { formatListingPrice, rentPeriod } from '../../../lib/format-price';

/** One line of the comparison: its heading and each listing's value as text. */
export type CompareRow = { label: string; read: (property: Property) => string };

/** '$ 83-103 per sq ft' from the price range and the size; '—' without a size. */
export function formatPricePerSqFt(
  property: Pick<Property, 'minPrice' | 'maxPrice' | 'propertySize' | 'listedFor'>,
) {
  if (property.propertySize <= 0) return '—';
  const low = Math.round(property.minPrice / property.propertySize);
  const high = Math.round(property.maxPrice / property.propertySize);
  const range = low === high ? `$ ${low}` : `$ ${low}-${high}`;
  return `${range} per sq ft${property.listedFor === 'For Rent' ? ` ${rentPeriod()}` : ''}`;
}

function formatPlace(property: Property): string {
  return [property.area, property.upozila, property.district, property.division]
    .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
    .join(', ');
}

function formatList(items: readonly string[]): string {
  return items.length > 0 ? items.join(', ') : 'None';
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'Price', read: formatListingPrice },
  { label: 'Price per sq ft', read: formatPricePerSqFt },
  { label: 'Size', read: (property) => `${property.propertySize} sq ft` },
  { label: 'Bedrooms', read: (property) => formatCount(property.bedRooms, 'Bed') },
  { label: 'Bathrooms', read: (property) => formatCount(property.bathRooms, 'Bath') },
  { label: 'Rooms', read: (property) => String(property.rooms) },
  { label: 'Place', read: formatPlace },
  { label: 'Category', read: (property) => property.category },
  { label: 'Listed for', read: (property) => property.listedFor },
  { label: 'Built', read: (property) => String(property.builtYear) },
  { label: 'Interior facilities', read: (property) => formatList(property.interiorFacilities) },
  { label: 'Outdoor facilities', read: (property) => formatList(property.outdoorFacilities) },
  { label: 'Other facilities', read: (property) => formatList(property.otherFacilities) },
];
