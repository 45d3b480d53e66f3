import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../../i18n';
import { describeShownRange } from './describe-shown-range';

describe('describeShownRange', () => {
  it("says 'Showing 1 property' for one result, not 'Showing 1–1 of 1 properties'", () => {
    expect(describeShownRange({ first: 1, last: 1, total: 1, isTotalCapped: false })).toBe(
      'Showing 1 property',
    );
  });

  it('names a page of one result by its number alone', () => {
    expect(describeShownRange({ first: 13, last: 13, total: 13, isTotalCapped: false })).toBe(
      'Showing 13 of 13 properties',
    );
  });

  it('gives a page of several results as a range of the total, with + when the count was capped', () => {
    expect(describeShownRange({ first: 1, last: 12, total: 30, isTotalCapped: false })).toBe(
      'Showing 1–12 of 30 properties',
    );
    expect(describeShownRange({ first: 1, last: 12, total: 1000, isTotalCapped: true })).toBe(
      'Showing 1–12 of 1,000+ properties',
    );
  });
});

describe('describeShownRange in Bangla', () => {
  it('writes the line in Bangla, its figures in Bangla digits with the lakh grouping', async () => {
    await activateLocale('bn');
    expect(describeShownRange({ first: 1, last: 1, total: 1, isTotalCapped: false })).toBe(
      '১টি প্রপার্টি দেখানো হচ্ছে',
    );
    expect(describeShownRange({ first: 13, last: 13, total: 13, isTotalCapped: false })).toBe(
      'মোট ১৩টি প্রপার্টির মধ্যে ১৩ দেখানো হচ্ছে',
    );
    expect(describeShownRange({ first: 1, last: 12, total: 150000, isTotalCapped: true })).toBe(
      'মোট ১,৫০,০০০+টি প্রপার্টির মধ্যে ১–১২ দেখানো হচ্ছে',
    );
  });
});
