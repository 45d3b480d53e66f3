import { describe, expect, it } from 'vitest';
import { parseTakaAmount } from './money-parse';

describe('parseTakaAmount', () => {
  it.each([
    ['8500000', 8_500_000],
    ['85,00,000', 8_500_000],
    ['8,500,000', 8_500_000],
    ['৳ 85,00,000', 8_500_000],
    ['Tk 45000', 45_000],
    ['85 lakh', 8_500_000],
    ['85 Lakh', 8_500_000],
    ['85lac', 8_500_000],
    ['1.2 crore', 12_000_000],
    ['1.2 Cr', 12_000_000],
    ['45k', 45_000],
    ['৮৫ লাখ', 8_500_000],
    ['৮৫ লক্ষ', 8_500_000],
    ['১.২ কোটি', 12_000_000],
    ['৮৫,০০,০০০', 8_500_000],
    ['৪৫ হাজার', 45_000],
    ['0', 0],
  ])('reads %s', (typed, amount) => {
    expect(parseTakaAmount(typed)).toBe(amount);
  });

  it.each(['', 'lakh', 'cheap', '-5', '85 lakhs please', '1e6', '2.5', '85 million', '1.2.3 crore', '12,34'])(
    'refuses %j',
    (typed) => {
      expect(parseTakaAmount(typed)).toBeUndefined();
    },
  );
});
