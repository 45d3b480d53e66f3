import { STATISTICS_PERIODS, type StatisticsPeriod } from '@nestlane/shared';

const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '3 Nov', a chart's x-axis label of a UTC day (YYYY-MM-DD). */
export function formatShortDay(day: string): string {
  return SHORT_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** '3 Nov 2026', a table's row of a UTC day. */
export function formatLongDay(day: string): string {
  return LONG_DAY.format(new Date(`${day}T00:00:00Z`));
}

/** '5.5 hours', '2.1 days': a wait, in days from two days up; '–' when there is none. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '–';
  if (hours >= 48) return `${(hours / 24).toFixed(1)} days`;
  return `${hours.toFixed(1)} hours`;
}

export const PERIOD_CHOICES = STATISTICS_PERIODS.map((days) => ({
  value: String(days) as `${StatisticsPeriod}`,
  label: `Last ${days} days`,
}));

/** The period in the page's address (?days=90), 30 for anything else. */
export function readPeriod(value: string | null): StatisticsPeriod {
  return value === '90' ? 90 : 30;
}

/** The line colours: each at least 3:1 against white (WCAG 1.4.11) and apart from the others. */
export const SERIES_COLORS = ['#c2410c', '#1d4ed8', '#047857', '#7e22ce', '#0f172a'] as const;
