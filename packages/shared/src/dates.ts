/**
 * Every date and time Nestlane writes, in the web app, the API's mail and its notifications (issue 27):
 * one clock, Asia/Dhaka, and one style per kind, in English and Bangla.
 * - a moment: '28 Nov 2026, 19:15' ('২৮ নভে, ২০২৬, ১৯:১৫'), 24-hour so Bangla never ends in a Latin 'PM';
 * - a day: '28 Nov 2026' ('২৮ নভে, ২০২৬');
 * - a month: 'Nov 2026' ('নভে ২০২৬');
 * - a recent moment, where the page is not server-rendered: '2 hours ago', 'yesterday' ('২ ঘণ্টা আগে').
 * A calendar date without a time (the spec's 'Tue Jan 02 2024', an offer's '2026-12-01', a statistics day)
 * is the same day wherever it is read: it is never shifted by a time zone. No zod here: the first page
 * imports this module.
 */
import type { Locale } from './locale';

export const DHAKA_TIME_ZONE = 'Asia/Dhaka';

/** English keeps its day-first British order; Bangla follows bn-BD, with Bangla digits. */
const DATE_INTL_LOCALE: Record<Locale, string> = { en: 'en-GB', bn: 'bn-BD' };

type DateKind = 'moment' | 'day' | 'month';

const OPTIONS: Record<DateKind, Intl.DateTimeFormatOptions> = {
  moment: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  day: { dateStyle: 'medium' },
  month: { month: 'short', year: 'numeric' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(kind: DateKind, locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${locale}:${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_INTL_LOCALE[locale], { ...OPTIONS[kind], timeZone });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment in Dhaka: '28 Nov 2026, 19:15'; '' for a value that is not a date. */
export function formatMoment(value: string | Date, locale: Locale): string {
  const date = toDate(value);
  return date ? dateFormat('moment', locale, DHAKA_TIME_ZONE).format(date) : '';
}

/** The day a moment falls on in Dhaka: '28 Nov 2026'; '' for a value that is not a date. */
export function formatDay(value: string | Date, locale: Locale): string {
  const date = toDate(value);
  return date ? dateFormat('day', locale, DHAKA_TIME_ZONE).format(date) : '';
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/**
 * A calendar date as written ('2026-12-01', or a date string such as 'Tue Jan 02 2024'), as that same
 * day: '1 Dec 2026'. Read as a day, never as midnight somewhere; '' when it is not a date.
 */
export function formatCalendarDay(value: string, locale: Locale): string {
  const iso = ISO_DAY.exec(value);
  let utc: number;
  if (iso) {
    utc = Date.UTC(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  } else {
    // A date string without a time zone is read as local midnight; its local day is the day meant.
    const local = new Date(value);
    if (Number.isNaN(local.getTime())) return '';
    utc = Date.UTC(local.getFullYear(), local.getMonth(), local.getDate());
  }
  return dateFormat('day', locale, 'UTC').format(new Date(utc));
}

/** A month ('2027-01'): 'Jan 2027' ('জানু ২০২৭'); '' when it is not one. */
export function formatMonth(value: string, locale: Locale): string {
  const month = ISO_MONTH.exec(value);
  if (!month) return '';
  return dateFormat('month', locale, 'UTC').format(
    new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)),
  );
}

const RELATIVE_STEPS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];
/** Up to a week a moment is told relative to now; older ones by their day. */
const RELATIVE_LIMIT_SECONDS = 7 * 24 * 60 * 60;

const relativeFormats = new Map<Locale, Intl.RelativeTimeFormat>();

function relativeFormat(locale: Locale): Intl.RelativeTimeFormat {
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(DATE_INTL_LOCALE[locale], { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/**
 * A recent moment relative to `now` ('now', '5 minutes ago', '2 hours ago', 'yesterday'), an older one by
 * its day ('3 Nov 2026'). Moves with the clock, so only for what the server does not render.
 */
export function formatRecent(value: string | Date, locale: Locale, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return '';
  const seconds = Math.max(0, Math.floor((now.getTime() - date.getTime()) / 1000));
  if (seconds >= RELATIVE_LIMIT_SECONDS) return formatDay(date, locale);
  for (const [unit, size] of RELATIVE_STEPS) {
    if (seconds >= size) return relativeFormat(locale).format(-Math.floor(seconds / size), unit);
  }
  return relativeFormat(locale).format(0, 'second');
}

const dhakaDays = new Intl.DateTimeFormat('en-CA', {
  timeZone: DHAKA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day a moment falls on in Dhaka, 'YYYY-MM-DD'. */
export function dhakaDay(value: Date = new Date()): string {
  return dhakaDays.format(value);
}

/** The month a moment falls in, in Dhaka, 'YYYY-MM'. */
export function dhakaMonth(value: Date = new Date()): string {
  return dhakaDay(value).slice(0, 7);
}

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * A `datetime-local` field's value ('2026-12-01T15:30') read as Dhaka time, whatever the browser's own
 * zone, so the time a person types is the time every page then shows; null when it is not one.
 */
export function fromDhakaLocalTime(value: string): Date | null {
  const parts = LOCAL_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute) - DHAKA_OFFSET_MS;
  const date = new Date(utc);
  return Number.isNaN(utc) || new Date(utc + DHAKA_OFFSET_MS).getUTCDate() !== day ? null : date;
}

/** A moment as a `datetime-local` field's value in Dhaka time: '2026-12-01T15:30'. */
export function toDhakaLocalTime(value: Date): string {
  return new Date(value.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 16);
}
