import { describe, expect, it } from 'vitest';
import { formatAmount, formatListingPrice, formatPriceRange } from './format-price';

describe('formatPriceRange', () => {
  it("writes the card's range as the spec does, without separators", () => {
    expect(formatPriceRange(120000, 150000)).toBe('$ 120000-150000');
  });
});

describe('formatListingPrice', () => {
  it("adds 'per month' to a rent", () => {
    expect(formatListingPrice({ minPrice: 1200, maxPrice: 1500, listedFor: 'For Rent' })).toBe(
      '$ 1200-1500 per month',
    );
  });

  it('writes a sale as the bare range', () => {
    expect(formatListingPrice({ minPrice: 65000, maxPrice: 70000, listedFor: 'For Sale' })).toBe(
      '$ 65000-70000',
    );
  });
});

describe('formatAmount', () => {
  it('writes one amount in the same format as the range: "$ " and digits without separators', () => {
    expect(formatAmount(150000)).toBe('$ 150000');
    expect(formatAmount(1250000)).toBe('$ 1250000');
    expect(formatAmount(0)).toBe('$ 0');
  });
});
