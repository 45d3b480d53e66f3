import { describe, expect, it } from 'vitest';
import { formatAmount, formatExactPriceRange, formatListingPrice, formatPriceRange } from './format-price';

describe('formatPriceRange', () => {
  it('writes a range in lakh and crore, the shared unit once', () => {
    expect(formatPriceRange(8_500_000, 9_000_000, 'en')).toBe('৳ 85–90 Lakh');
    expect(formatPriceRange(9_000_000, 12_000_000, 'en')).toBe('৳ 90 Lakh–1.2 Crore');
    expect(formatPriceRange(8_500_000, 9_000_000, 'bn')).toBe('৳ ৮৫–৯০ লাখ');
  });

  it('writes the exact range to the Taka for the offer form', () => {
    expect(formatExactPriceRange(8_500_000, 9_000_000, 'en')).toBe('৳ 85,00,000–90,00,000');
  });
});

describe('formatListingPrice', () => {
  it("adds '/month' to a rent", () => {
    expect(formatListingPrice({ minPrice: 45_000, maxPrice: 45_000, listedFor: 'For Rent' }, 'en')).toBe(
      '৳ 45,000/month',
    );
    expect(formatListingPrice({ minPrice: 45_000, maxPrice: 50_000, listedFor: 'For Rent' }, 'bn')).toBe(
      '৳ ৪৫,০০০–৫০,০০০/মাস',
    );
  });

  it('writes a sale as the bare range', () => {
    expect(
      formatListingPrice({ minPrice: 12_000_000, maxPrice: 12_000_000, listedFor: 'For Sale' }, 'en'),
    ).toBe('৳ 1.2 Crore');
  });
});

describe('formatAmount', () => {
  it('writes an exact amount grouped in lakhs, never a bare number', () => {
    expect(formatAmount(700_000, 'en')).toBe('৳ 7,00,000');
    expect(formatAmount(8_500_000, 'bn')).toBe('৳ ৮৫,০০,০০০');
    expect(formatAmount(0, 'en')).toBe('৳ 0');
  });
});
