import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './format-review-date';

describe('formatReviewDate', () => {
  it('writes the month in full, then the day and the year', () => {
    expect(formatReviewDate('2025-03-04T12:00:00.000Z')).toBe('March 4, 2025');
  });
});
