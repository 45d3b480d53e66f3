import { INTL_LOCALE, type Locale } from '@nestlane/shared';
import { commonMessages, currentLocale, translate } from '../i18n';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

const relativeTimes = new Map<Locale, Intl.RelativeTimeFormat>();

function relativeTime(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeTimes.get(locale);
  if (!format) {
    // English keeps the plain 'en' rules ('5 hours ago'); Bangla writes '৫ ঘণ্টা আগে'.
    format = new Intl.RelativeTimeFormat(locale === 'en' ? 'en' : INTL_LOCALE[locale], { numeric: 'always' });
    relativeTimes.set(locale, format);
  }
  return format;
}

/**
 * How long ago a listing was added, from its real addedDate: '5 hours ago', '3 days ago'.
 * Days are shown up to two weeks because buyers compare listings in days.
 */
export function formatListingAge(
  addedDate: string,
  now: Date = new Date(),
  locale: Locale = currentLocale(),
): string {
  const added = new Date(addedDate).getTime();
  if (Number.isNaN(added)) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - added) / 1000));
  const justNow = () => translate(commonMessages, 'common.justNow');
  if (seconds < 60) return justNow();
  const days = seconds / (24 * 60 * 60);
  for (const [unit, size] of UNITS) {
    if (unit === 'week' && days < 14) continue;
    if (unit === 'month' && days < 60) continue;
    if (seconds >= size) return relativeTime(locale).format(-Math.floor(seconds / size), unit);
  }
  return justNow();
}
