import { describe, expect, it } from 'vitest';
import { formatAmount, formatPriceRange } from './format-price';

describe('formatPriceRange', () => {
  it("writes the card's range as the spec does, without separators", () => {
    expect(formatPriceRange(120000, 150000)).toBe('$ 120000-150000');
  });
});

describe('formatAmount', () => {
  it('writes one amount with thousands separators after "$ "', () => {
    expect(formatAmount(150000)).toBe('$ 150,000');
    expect(formatAmount(1250000)).toBe('$ 1,250,000');
    expect(formatAmount(0)).toBe('$ 0');
  });
});
