import { formatTaka, formatTakaRange, type Locale, type Property, perMonth } from '@nestlane/shared';
import { commonMessages, currentLocale, translate } from '../i18n';

/**
 * Every price in the web app goes through the shared money module (issue 26, decision 045): Taka, compact
 * on cards, pins and summaries ('৳ 85–90 Lakh', '৳ 45,000/month'), in full where exactness matters
 * (offers, payments, receipts, sales totals: '৳ 85,00,000'). Bangla writes '৳ ৮৫–৯০ লাখ', '৳ ৪৫,০০০/মাস'.
 * The spec's '$ 65000-70000' is recorded as a deviation.
 */
export function formatPriceRange(
  minPrice: number,
  maxPrice: number,
  locale: Locale = currentLocale(),
): string {
  return formatTakaRange(minPrice, maxPrice, locale, 'compact');
}

/** The same range to the Taka, for the offer form where the buyer must stay inside it. */
export function formatExactPriceRange(
  minPrice: number,
  maxPrice: number,
  locale: Locale = currentLocale(),
): string {
  return formatTakaRange(minPrice, maxPrice, locale, 'full');
}

/** What a rent is paid for, in words, for names read aloud ('For Rent, from ৳ 45,000 per month'). */
export function rentPeriod(): string {
  return translate(commonMessages, 'common.perMonth');
}

/** A listing's price as cards write it, '/month' after a rent: '৳ 45,000–50,000/month', '৳ 85–90 Lakh'. */
export function formatListingPrice(
  listing: Pick<Property, 'minPrice' | 'maxPrice' | 'listedFor'>,
  locale: Locale = currentLocale(),
): string {
  const range = formatPriceRange(listing.minPrice, listing.maxPrice, locale);
  return listing.listedFor === 'For Rent' ? perMonth(range, locale) : range;
}

/** One exact amount (an offer, a payment, a sales total, a fee): '৳ 85,00,000'. */
export function formatAmount(amount: number, locale: Locale = currentLocale()): string {
  return formatTaka(amount, locale, 'full');
}

/** One amount in short, for a summary or a chart's axis: '৳ 85 Lakh', '৳ 45,000'. */
export function formatShortAmount(amount: number, locale: Locale = currentLocale()): string {
  return formatTaka(amount, locale, 'compact');
}
