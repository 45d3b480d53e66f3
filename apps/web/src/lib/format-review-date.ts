import { INTL_LOCALE, type Locale } from '@nestlane/shared';
import { currentLocale } from '../i18n';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** When a review was written, as its cards show it: 'March 4, 2025' ('৪ মার্চ, ২০২৫' in Bangla). */
export function formatReviewDate(isoDate: string, locale: Locale = currentLocale()): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(isoDate));
}
