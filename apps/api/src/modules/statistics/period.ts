/**
 * A dashboard's period: the last `days` Asia/Dhaka days up to and including today, and the SQL that puts
 * a moment on its Dhaka day: every figure is counted by the day of the people who read it, as views are
 * (decision 039 counted UTC days, six hours off Bangladesh).
 */
import { DHAKA_TIME_ZONE, dhakaDay } from '@nestlane/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const DAY_MS = 86_400_000;

export type Period = {
  days: number;
  /** The first day (YYYY-MM-DD) and its first moment. */
  from: string;
  start: Date;
  to: string;
  /** Every day from `from` to `to`, oldest first. */
  dayList: string[];
};

/** Bangladesh keeps UTC+6 all year (no daylight saving since 2009): a Dhaka day starts at this offset. */
const DHAKA_OFFSET = '+06:00';

export function findPeriod(days: number, now = new Date()): Period {
  const to = dhakaDay(now);
  // Noon keeps each step inside its day; the list is of calendar days, so UTC arithmetic is exact.
  const today = Date.parse(`${to}T12:00:00Z`);
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
  const from = dayList[0] ?? to;
  return { days, from, start: new Date(`${from}T00:00:00${DHAKA_OFFSET}`), to, dayList };
}

/** A timestamp column's Asia/Dhaka day as YYYY-MM-DD. */
export function dhakaDayOf(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${DHAKA_TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
}

/**
 * Counts by day made into one entry per day of the period, zeros where nothing happened.
 * `series` maps each figure's name to its rows.
 */
export function fillTimeline<Key extends string>(
  period: Period,
  series: Record<Key, { day: string; total: number }[]>,
): ({ day: string } & Record<Key, number>)[] {
  const keys = Object.keys(series) as Key[];
  const byDay = new Map(
    period.dayList.map((day) => [day, { day, ...Object.fromEntries(keys.map((key) => [key, 0])) }]),
  );
  for (const key of keys) {
    for (const row of series[key]) {
      const entry = byDay.get(row.day) as Record<string, number | string> | undefined;
      if (entry) entry[key] = Number(row.total);
    }
  }
  return [...byDay.values()] as ({ day: string } & Record<Key, number>)[];
}

/** Adds up each figure over the timeline. */
export function sumTimeline<Key extends string>(
  timeline: ({ day: string } & Record<Key, number>)[],
  keys: readonly Key[],
): Record<Key, number> {
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const entry of timeline) for (const key of keys) totals[key] += entry[key];
  return totals;
}
