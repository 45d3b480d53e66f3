import { INTL_LOCALE, type Locale, STATISTICS_PERIODS, type StatisticsPeriod } from '@nestlane/shared';
import { currentLocale, formatNumber, localizeDigits, translate } from '../../../i18n';
import { statisticsMessages } from '../messages';

const SHORT_DAY_OPTIONS = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;
const LONG_DAY_OPTIONS = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' } as const;
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** English days keep their British order ('3 Nov 2026'); Bangla follows bn-BD ('৩ নভে, ২০২৬'). */
function dayFormat(kind: 'short' | 'long', locale: Locale): Intl.DateTimeFormat {
  const key = `${kind}:${locale}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale === 'en' ? 'en-GB' : INTL_LOCALE[locale],
      kind === 'short' ? SHORT_DAY_OPTIONS : LONG_DAY_OPTIONS,
    );
    dayFormats.set(key, format);
  }
  return format;
}

/** '3 Nov', a chart's x-axis label of a statistics day (YYYY-MM-DD, an Asia/Dhaka day). */
export function formatShortDay(day: string, locale: Locale = currentLocale()): string {
  return dayFormat('short', locale).format(new Date(`${day}T00:00:00Z`));
}

/** '3 Nov 2026', a table's row of a statistics day. */
export function formatLongDay(day: string, locale: Locale = currentLocale()): string {
  return dayFormat('long', locale).format(new Date(`${day}T00:00:00Z`));
}

/** A count in a figure or a table: '1,250' in English, '১,২৫০' in Bangla. */
export function formatFigure(value: number, locale: Locale = currentLocale()): string {
  return locale === 'en' ? value.toLocaleString('en-US') : formatNumber(value, locale);
}

/** '5.5 hours', '2.1 days': a wait, in days from two days up; '–' when there is none. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '–';
  if (hours >= 48)
    return translate(statisticsMessages, 'statistics.days', {
      days: localizeDigits((hours / 24).toFixed(1)),
    });
  return translate(statisticsMessages, 'statistics.hours', { hours: localizeDigits(hours.toFixed(1)) });
}

/** The period's choices ('Last 30 days'), in the language being read. */
export function listPeriodChoices() {
  return STATISTICS_PERIODS.map((days) => ({
    value: String(days) as `${StatisticsPeriod}`,
    label: translate(statisticsMessages, 'statistics.period.last', { days: formatNumber(days) }),
  }));
}

/** The period in the page's address (?days=90), 30 for anything else. */
export function readPeriod(value: string | null): StatisticsPeriod {
  return value === '90' ? 90 : 30;
}

/** The line colours: each at least 3:1 against white (WCAG 1.4.11) and apart from the others. */
export const SERIES_COLORS = ['#c2410c', '#1d4ed8', '#047857', '#7e22ce', '#0f172a'] as const;
