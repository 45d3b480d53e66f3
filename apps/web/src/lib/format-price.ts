import type { Locale, Property } from '@nestlane/shared';
import { commonMessages, currentLocale, formatNumber, translate } from '../i18n';

/**
 * Every price in Nestlane is written one way, the spec's card format: '$ ' and whole dollars without
 * separators. A range is '$ min-max' (spec §2 property card, screen 11); a single amount is '$ amount'.
 * The property page's '$ 65,000 - $ 70,000' and the tables' '$ 150,000' beside the cards' '$ 65000-70000'
 * were three formats for one thing (issue 10). In Bangla the figures are Bangla digits grouped in
 * lakhs and crores ('$ ৬৫,০০০-৭০,০০০'; decision 040); prices stay in dollars in both languages.
 */
export function formatPriceRange(
  minPrice: number,
  maxPrice: number,
  locale: Locale = currentLocale(),
): string {
  return `$ ${formatNumber(minPrice, locale)}-${formatNumber(maxPrice, locale)}`;
}

/** What a rent is paid for: listings For Rent are priced by the month (issue 11). */
export function rentPeriod(): string {
  return translate(commonMessages, 'common.perMonth');
}

/**
 * A listing's price as the card writes it, with 'per month' after a rent: '$ 1200-1500 per month',
 * '$ 65000-70000'. Every place that shows a listing's price range uses this.
 */
export function formatListingPrice(
  listing: Pick<Property, 'minPrice' | 'maxPrice' | 'listedFor'>,
  locale: Locale = currentLocale(),
): string {
  const range = formatPriceRange(listing.minPrice, listing.maxPrice, locale);
  return listing.listedFor === 'For Rent' ? `${range} ${rentPeriod()}` : range;
}

/** One amount (an offer, a sale, a total, a fee) in the range's format: '$ 150000'. */
export function formatAmount(amount: number, locale: Locale = currentLocale()): string {
  return `$ ${formatNumber(amount, locale)}`;
}
