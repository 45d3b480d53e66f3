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

/** The step of a listing's age that its label shows: 'just now', or a count of one unit; null for a bad date. */
export type ListingAgeStep = 'justNow' | { unit: Intl.RelativeTimeFormatUnit; count: number } | null;

/**
 * Which label a listing's age shows at `now`. Each step holds for one stretch of time, so two moments
 * with the same step show the same label, whatever the language (the server's page cache relies on it).
 * Days are shown up to two weeks because buyers compare listings in days.
 */
export function findListingAgeStep(addedDate: string, now: Date): ListingAgeStep {
  const added = new Date(addedDate).getTime();
  if (Number.isNaN(added)) return null;
  const seconds = Math.max(0, Math.floor((now.getTime() - added) / 1000));
  if (seconds < 60) return 'justNow';
  const days = seconds / (24 * 60 * 60);
  for (const [unit, size] of UNITS) {
    if (unit === 'week' && days < 14) continue;
    if (unit === 'month' && days < 60) continue;
    if (seconds >= size) return { unit, count: Math.floor(seconds / size) };
  }
  return 'justNow';
}

/** How long ago a listing was added, from its real addedDate: '5 hours ago', '3 days ago'. */
export function formatListingAge(
  addedDate: string,
  now: Date = new Date(),
  locale: Locale = currentLocale(),
): string {
  const step = findListingAgeStep(addedDate, now);
  if (step === null) return '';
  if (step === 'justNow') return translate(commonMessages, 'common.justNow');
  return relativeTime(locale).format(-step.count, step.unit);
}
