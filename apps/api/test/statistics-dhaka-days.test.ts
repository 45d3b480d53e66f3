/**
 * Statistics count days as Bangladesh lives them (issue 27): a period's days and a moment's day are
 * Asia/Dhaka's (UTC+6), not UTC's. The moments chosen here fall on different days in the two zones, so
 * counting by UTC fails every assertion.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dhakaDayOf, findPeriod } from '../src/modules/statistics/period';
import { readRows } from './helpers/activity';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('statistics days in Asia/Dhaka', () => {
  it("ends a period on Dhaka's today and starts it at Dhaka's midnight", () => {
    // 19:00 UTC on the 28th is 01:00 on the 29th in Dhaka.
    const period = findPeriod(30, new Date('2026-11-28T19:00:00Z'));
    expect(period.to).toBe('2026-11-29');
    expect(period.from).toBe('2026-10-31');
    expect(period.dayList).toHaveLength(30);
    expect(period.dayList.at(-1)).toBe('2026-11-29');
    expect(period.start.toISOString()).toBe('2026-10-30T18:00:00.000Z');
  });

  it('puts a moment on its Dhaka day in SQL, on either driver', async () => {
    const [row] = await readRows<{ lateEvening: string; earlyMorning: string }>(
      testApp.app.db,
      sql`select ${dhakaDayOf(sql`timestamptz '2026-11-28 18:30:00+00'`)} as "lateEvening",
        ${dhakaDayOf(sql`timestamptz '2026-11-28 17:59:00+00'`)} as "earlyMorning"`,
    );
    expect(row).toEqual({ lateEvening: '2026-11-29', earlyMorning: '2026-11-28' });
  });
});
