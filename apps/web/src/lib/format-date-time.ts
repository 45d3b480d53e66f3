import { formatCalendarDay, formatDay, formatMoment, formatRecent, type Locale } from '@nestlane/shared';
import { currentLocale } from '../i18n';

/*
 * The web app's dates, in the language being read, through the one shared module
 * (`packages/shared/src/dates.ts`): always in Asia/Dhaka, so the server's page and the browser's agree.
 */

/** A moment: '28 Nov 2026, 19:15' ('২৮ নভে, ২০২৬, ১৯:১৫'); viewing times, deadlines. */
export function formatDateTime(iso: string, locale: Locale = currentLocale()): string {
  return formatMoment(iso, locale);
}

/** The day of a moment: '28 Nov 2026' ('২৮ নভে, ২০২৬'); reviews, updates, price changes. */
export function formatDate(iso: string, locale: Locale = currentLocale()): string {
  return formatDay(iso, locale);
}

/** A calendar date as written ('Tue Jan 02 2024', '2026-12-01'), on its own day: '2 Jan 2024'. */
export function formatCalendarDate(value: string, locale: Locale = currentLocale()): string {
  return formatCalendarDay(value, locale);
}

/**
 * A recent moment relative to now ('2 hours ago', 'yesterday'), an older one by its day. It moves with
 * the clock: only for what the server never renders (the bell, messages, the demo inbox).
 */
export function formatRecentTime(iso: string, locale: Locale = currentLocale(), now?: Date): string {
  return formatRecent(iso, locale, now);
}
