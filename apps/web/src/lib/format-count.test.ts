import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('keeps the noun singular for one and plural otherwise', () => {
    expect(formatCount(1, 'Bed')).toBe('1 Bed');
    expect(formatCount(3, 'Bath')).toBe('3 Baths');
    expect(formatCount(0, 'Bed')).toBe('0 Beds');
  });
});
