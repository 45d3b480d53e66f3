import { describe, expect, it } from 'vitest';
import { formatListingAge } from './format-listing-age';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

describe('formatListingAge', () => {
  it('says hours for listings added today', () => {
    expect(formatListingAge(ago(5 * HOUR), now)).toBe('5 hours ago');
    expect(formatListingAge(ago(1 * HOUR + 20 * 60 * 1000), now)).toBe('1 hour ago');
  });

  it('says days from one day up to two weeks', () => {
    expect(formatListingAge(ago(DAY), now)).toBe('1 day ago');
    expect(formatListingAge(ago(3 * DAY + 2 * HOUR), now)).toBe('3 days ago');
    expect(formatListingAge(ago(13 * DAY), now)).toBe('13 days ago');
  });

  it('moves to weeks, months and years for older listings', () => {
    expect(formatListingAge(ago(20 * DAY), now)).toBe('2 weeks ago');
    expect(formatListingAge(ago(95 * DAY), now)).toBe('3 months ago');
    expect(formatListingAge(ago(800 * DAY), now)).toBe('2 years ago');
  });

  it('handles minutes, the very recent, future dates and bad input', () => {
    expect(formatListingAge(ago(10 * 60 * 1000), now)).toBe('10 minutes ago');
    expect(formatListingAge(ago(20 * 1000), now)).toBe('just now');
    expect(formatListingAge(ago(-HOUR), now)).toBe('just now');
    expect(formatListingAge('not a date', now)).toBe('');
  });
});
