/**
 * Numbers in the language being read (decision 040): English keeps the spec's plain digits
 * ('$ 65000-70000'); Bangla writes Bangla digits with the lakh/crore grouping of bn-BD ('৬৫,০০,০০০').
 */
import { INTL_LOCALE, type Locale } from '@nestlane/shared';
import { currentLocale } from './locale';

const grouped = new Map<Locale, Intl.NumberFormat>();
const plain = new Map<Locale, Intl.NumberFormat>();

function numberFormat(cache: Map<Locale, Intl.NumberFormat>, locale: Locale, useGrouping: boolean) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALE[locale], { useGrouping, maximumFractionDigits: 2 });
    cache.set(locale, format);
  }
  return format;
}

/** An amount or a count: '65000' in English (as the spec writes prices), '৬৫,০০০' in Bangla. */
export function formatNumber(value: number, locale: Locale = currentLocale()): string {
  if (locale === 'en') return String(value);
  return numberFormat(grouped, locale, true).format(value);
}

/** Digits inside a text or a figure never grouped (a year, an address): '2020' → '২০২০' in Bangla. */
export function localizeDigits(text: string | number, locale: Locale = currentLocale()): string {
  if (locale === 'en') return String(text);
  return String(text).replace(/[0-9]/g, (digit) => numberFormat(plain, locale, false).format(Number(digit)));
}
