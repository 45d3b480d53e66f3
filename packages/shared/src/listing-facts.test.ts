import { describe, expect, it } from 'vitest';
import { convertLandSize, findDhakaMonth, LISTING_FACT_KEYS } from './listing-fact-values';
import { findFactsProblem, listingFactsAnswerShape, listingFactsShape } from './listing-facts';

describe('listing facts (decision 047)', () => {
  it('names the same facts in the keys, the body and the answer', () => {
    expect(Object.keys(listingFactsShape)).toEqual([...LISTING_FACT_KEYS]);
    expect(Object.keys(listingFactsAnswerShape)).toEqual([...LISTING_FACT_KEYS]);
  });

  it('converts land: 1 katha = 720 sq ft, 1 decimal = 435.6 sq ft', () => {
    expect(convertLandSize(1, 'katha')).toEqual({ katha: 1, decimal: 1.65, sqFt: 720 });
    expect(convertLandSize(10, 'decimal')).toEqual({ katha: 6.05, decimal: 10, sqFt: 4356 });
  });

  it('reads this month in Dhaka, six hours ahead of UTC', () => {
    expect(findDhakaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12');
    expect(findDhakaMonth(new Date('2026-11-30T17:59:00Z'))).toBe('2026-11');
  });

  it("judges a handover month against Dhaka's month", () => {
    const building = { construction: 'under_construction' as const, handoverMonth: '2026-11' };
    const sale = { listedFor: 'For Sale' as const, minPrice: 1, maxPrice: 2 };
    expect(findFactsProblem(building, sale, new Date('2026-11-30T17:59:00Z'))).toBeUndefined();
    expect(findFactsProblem(building, sale, new Date('2026-11-30T18:30:00Z'))?.field).toBe('handoverMonth');
  });
});
