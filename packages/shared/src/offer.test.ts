import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { addOfferBodySchema, isAcceptableOfferDate, isWithinPriceRange, OFFER_MESSAGES } from './offer';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('offers', () => {
  it('accepts dates from yesterday (other time zones) to a year ahead, and only real dates', () => {
    expect(isAcceptableOfferDate('2026-11-22', NOW)).toBe('ok');
    expect(isAcceptableOfferDate('2026-11-21', NOW)).toBe('ok');
    expect(isAcceptableOfferDate('2026-11-20', NOW)).toBe('past');
    expect(isAcceptableOfferDate('2027-11-23', NOW)).toBe('ok');
    expect(isAcceptableOfferDate('2027-11-25', NOW)).toBe('far');
    expect(isAcceptableOfferDate('2026-02-30', NOW)).toBe('invalid');
    expect(isAcceptableOfferDate('22/11/2026', NOW)).toBe('invalid');
  });

  it('checks the range inclusively', () => {
    const range = { minPrice: 100, maxPrice: 200 };
    expect([99, 100, 200, 201].map((amount) => isWithinPriceRange(amount, range))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('needs an amount and a date, with their messages', () => {
    const result = addOfferBodySchema.safeParse({ propertyId: '6f1c1f7e-1b7a-4a3e-9d3e-2a1f0c9b8a7d' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      OFFER_MESSAGES.amountRequired,
      OFFER_MESSAGES.dateRequired,
    ]);
    const fraction = addOfferBodySchema.safeParse({
      propertyId: '6f1c1f7e-1b7a-4a3e-9d3e-2a1f0c9b8a7d',
      offerredPriceRange: 10.5,
      offerredDate: new Date().toISOString().slice(0, 10),
    });
    expect(fraction.error?.issues.map((issue) => issue.message)).toEqual([OFFER_MESSAGES.amountWhole]);
  });

  it('refuses a $0 offer, whatever the listing says', () => {
    const free = addOfferBodySchema.safeParse({
      propertyId: '6f1c1f7e-1b7a-4a3e-9d3e-2a1f0c9b8a7d',
      offerredPriceRange: 0,
      offerredDate: new Date().toISOString().slice(0, 10),
    });
    expect(free.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.offerOutOfRange]);
  });
});
