/**
 * A dashboard's period: the last `days` UTC days up to and including today, and the SQL that puts a
 * moment on its UTC day (decision 039: every figure is counted by UTC day, as views are).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { toUtcDay } from '../listing-views/view-tally';

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

export function findPeriod(days: number, now = new Date()): Period {
  const today = Date.parse(`${toUtcDay(now)}T00:00:00Z`);
  const dayList = Array.from({ length: days }, (_, index) =>
    toUtcDay(new Date(today - (days - 1 - index) * DAY_MS)),
  );
  const from = dayList[0] ?? toUtcDay(now);
  return { days, from, start: new Date(`${from}T00:00:00Z`), to: toUtcDay(now), dayList };
}

/** A timestamp column's UTC day as YYYY-MM-DD. */
export function utcDayOf(column: AnyPgColumn | SQL): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
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
