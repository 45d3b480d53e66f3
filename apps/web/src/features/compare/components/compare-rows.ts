import { INTERIOR_FACILITIES, OTHER_FACILITIES, OUTDOOR_FACILITIES, type Property } from '@nestlane/shared';
import {
  type Facility,
  formatNumber,
  localizeDigits,
  localizePlace,
  translate,
  valueLabel,
} from '../../../i18n';
import { formatExactPriceRange, formatListingPrice, rentPeriod } from '../../../lib/format-price';
import { type CompareMessageId, compareMessages } from '../messages';

/** One line of the comparison: its heading (a message id) and each listing's value as text. */
export type CompareRow = { label: CompareMessageId; read: (property: Property) => string };

/** '৳ 8,300–10,300 per sq ft' from the price range and the size, to the Taka; '—' without a size. */
export function formatPricePerSqFt(
  property: Pick<Property, 'minPrice' | 'maxPrice' | 'propertySize' | 'listedFor'>,
) {
  if (property.propertySize <= 0) return '—';
  const low = Math.round(property.minPrice / property.propertySize);
  const high = Math.round(property.maxPrice / property.propertySize);
  const range = formatExactPriceRange(low, high);
  return property.listedFor === 'For Rent'
    ? translate(compareMessages, 'compare.perSqFtRent', { range, period: rentPeriod() })
    : translate(compareMessages, 'compare.perSqFt', { range });
}

/** 'Gulshan, Gulshan, Dhaka, Dhaka' without repeats, each place by its name in the language being read. */
function formatPlace(property: Property): string {
  return [property.area, property.upozila, property.district, property.division]
    .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
    .map(localizePlace)
    .join(', ');
}

function formatList(items: readonly string[], label: (item: string) => string): string {
  return items.length > 0 ? items.map(label).join(', ') : translate(compareMessages, 'compare.none');
}

const FACILITIES: ReadonlySet<string> = new Set([
  ...INTERIOR_FACILITIES,
  ...OUTDOOR_FACILITIES,
  ...OTHER_FACILITIES,
]);

/** A facility by its name in the language being read; one that is no known value shows as it is stored. */
function facility(item: string): string {
  return FACILITIES.has(item) ? valueLabel('facility', item as Facility) : item;
}

export const COMPARE_ROWS: readonly CompareRow[] = [
  { label: 'compare.row.price', read: formatListingPrice },
  { label: 'compare.row.pricePerSqFt', read: formatPricePerSqFt },
  {
    label: 'compare.row.size',
    read: (property) =>
      translate(compareMessages, 'compare.size', { size: formatNumber(property.propertySize) }),
  },
  {
    label: 'compare.row.bedrooms',
    read: (property) => translate(compareMessages, 'compare.beds', { count: property.bedRooms }),
  },
  {
    label: 'compare.row.bathrooms',
    read: (property) => translate(compareMessages, 'compare.baths', { count: property.bathRooms }),
  },
  { label: 'compare.row.rooms', read: (property) => formatNumber(property.rooms) },
  { label: 'compare.row.place', read: formatPlace },
  { label: 'compare.row.category', read: (property) => valueLabel('category', property.category) },
  { label: 'compare.row.listedFor', read: (property) => valueLabel('listedFor', property.listedFor) },
  { label: 'compare.row.built', read: (property) => localizeDigits(property.builtYear) },
  { label: 'compare.row.interior', read: (property) => formatList(property.interiorFacilities, facility) },
  { label: 'compare.row.outdoor', read: (property) => formatList(property.outdoorFacilities, facility) },
  { label: 'compare.row.other', read: (property) => formatList(property.otherFacilities, facility) },
];
