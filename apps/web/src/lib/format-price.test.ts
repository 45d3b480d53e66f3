import { describe, expect, it } from 'vitest';
import { formatAmount, formatPriceRange } from './format-price';

describe('formatPriceRange', () => {
  it("writes the card's range as the spec does, without separators", () => {
    expect(formatPriceRange(120000, 150000)).toBe('$ 120000-150000');
  });
});

describe('formatAmount', () => {
  it('writes one amount in the same format as the range: "$ " and digits without separators', () => {
    expect(formatAmount(150000)).toBe('$ 150000');
    expect(formatAmount(1250000)).toBe('$ 1250000');
    expect(formatAmount(0)).toBe('$ 0');
  });
});
