import { describe, expect, it } from 'vitest';
import { formatTaka, formatTakaRange, perMonth } from './money';

// Written out so a change in Intl (Node 20's ICU and Node 24's differ) or in our words fails here.
describe('formatTaka', () => {
  it('writes full amounts grouped in lakhs and crores', () => {
    expect(formatTaka(8_500_000, 'en')).toBe('৳ 85,00,000');
    expect(formatTaka(700_000, 'en')).toBe('৳ 7,00,000');
    expect(formatTaka(125_000_000, 'en')).toBe('৳ 12,50,00,000');
    expect(formatTaka(8_500_000, 'bn')).toBe('৳ ৮৫,০০,০০০');
  });

  it('writes compact amounts in lakh and crore', () => {
    expect(formatTaka(8_500_000, 'en', 'compact')).toBe('৳ 85 Lakh');
    expect(formatTaka(12_000_000, 'en', 'compact')).toBe('৳ 1.2 Crore');
    expect(formatTaka(12_345_678, 'en', 'compact')).toBe('৳ 1.23 Crore');
    expect(formatTaka(45_000, 'en', 'compact')).toBe('৳ 45,000');
    expect(formatTaka(8_500_000, 'bn', 'compact')).toBe('৳ ৮৫ লাখ');
    expect(formatTaka(12_000_000, 'bn', 'compact')).toBe('৳ ১.২ কোটি');
    expect(formatTaka(45_000, 'bn', 'compact')).toBe('৳ ৪৫,০০০');
  });

  it('never writes a fraction of a Taka in full', () => {
    expect(formatTaka(1499.6, 'en')).toBe('৳ 1,500');
  });
});

describe('formatTakaRange', () => {
  it('writes a shared unit once', () => {
    expect(formatTakaRange(8_500_000, 9_000_000, 'en')).toBe('৳ 85–90 Lakh');
    expect(formatTakaRange(9_000_000, 11_000_000, 'en')).toBe('৳ 90 Lakh–1.1 Crore');
    expect(formatTakaRange(8_500_000, 9_000_000, 'bn')).toBe('৳ ৮৫–৯০ লাখ');
  });

  it('writes equal ends as one amount and exact ranges in full', () => {
    expect(formatTakaRange(45_000, 45_000, 'en')).toBe('৳ 45,000');
    expect(formatTakaRange(8_500_000, 9_000_000, 'en', 'full')).toBe('৳ 85,00,000–90,00,000');
  });
});

describe('perMonth', () => {
  it('adds the month in each language', () => {
    expect(perMonth(formatTaka(45_000, 'en', 'compact'), 'en')).toBe('৳ 45,000/month');
    expect(perMonth(formatTaka(45_000, 'bn', 'compact'), 'bn')).toBe('৳ ৪৫,০০০/মাস');
  });
});
