import { describe, expect, it } from 'vitest';
import {
  dhakaDay,
  dhakaMonth,
  formatCalendarDay,
  formatDay,
  formatMoment,
  formatMonth,
  formatRecent,
} from './dates';

// 18:30 UTC is 00:30 the next day in Dhaka (UTC+6, no daylight saving).
const LATE_EVENING_UTC = '2026-11-28T18:30:00Z';

describe('one clock: Asia/Dhaka', () => {
  it('writes a moment in Dhaka time, 24-hour, in both languages', () => {
    expect(formatMoment('2026-11-28T13:15:38Z', 'en')).toBe('28 Nov 2026, 19:15');
    expect(formatMoment('2026-11-28T13:15:38Z', 'bn')).toBe('২৮ নভে, ২০২৬, ১৯:১৫');
  });

  it('puts a moment on the day it is in Dhaka, not in UTC', () => {
    expect(formatDay(LATE_EVENING_UTC, 'en')).toBe('29 Nov 2026');
    expect(formatDay(LATE_EVENING_UTC, 'bn')).toBe('২৯ নভে, ২০২৬');
    expect(dhakaDay(new Date(LATE_EVENING_UTC))).toBe('2026-11-29');
    expect(dhakaMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12');
  });

  it('keeps a calendar date on its own day, whatever the format it came in', () => {
    expect(formatCalendarDay('2026-12-01', 'en')).toBe('1 Dec 2026');
    expect(formatCalendarDay('Tue Jan 02 2024', 'en')).toBe('2 Jan 2024');
    expect(formatCalendarDay('Tue Jan 02 2024', 'bn')).toBe('২ জানু, ২০২৪');
    expect(formatCalendarDay('not a date', 'en')).toBe('');
  });

  it('writes a month', () => {
    expect(formatMonth('2027-01', 'en')).toBe('Jan 2027');
    expect(formatMonth('2027-01', 'bn')).toBe('জানু ২০২৭');
    expect(formatMonth('January', 'en')).toBe('');
  });

  it('tells a recent moment relative to now and an older one by its day', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(formatRecent('2026-11-28T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRecent('2026-11-28T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRecent('2026-11-28T10:00:00Z', 'en', now)).toBe('2 hours ago');
    expect(formatRecent('2026-11-28T10:00:00Z', 'bn', now)).toBe('২ ঘণ্টা আগে');
    expect(formatRecent('2026-11-27T10:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRecent('2026-11-01T10:00:00Z', 'en', now)).toBe('1 Nov 2026');
    expect(formatRecent('garbage', 'en', now)).toBe('');
  });
});

describe('Dhaka time in a datetime-local field', () => {
  it('reads what was typed as Dhaka time, whatever the browser zone', async () => {
    const { fromDhakaLocalTime, toDhakaLocalTime } = await import('./dates');
    expect(fromDhakaLocalTime('2026-12-01T15:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(fromDhakaLocalTime('2026-12-01T03:00')?.toISOString()).toBe('2026-11-30T21:00:00.000Z');
    expect(fromDhakaLocalTime('2026-02-30T10:00')).toBeNull();
    expect(fromDhakaLocalTime('tomorrow')).toBeNull();
    expect(toDhakaLocalTime(new Date('2026-11-30T21:00:00Z'))).toBe('2026-12-01T03:00');
  });
});
