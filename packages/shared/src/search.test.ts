import { describe, expect, it } from 'vitest';
import { SEARCH_PLACEHOLDER } from './constants';
import { parsePriceBand, searchQuerySchema } from './search';

describe('parsePriceBand', () => {
  it('reads a closed band', () => {
    expect(parsePriceBand('200000-400000')).toEqual({ min: 200000, max: 400000 });
  });

  it('reads both spellings of the open band', () => {
    expect(parsePriceBand('900000-+')).toEqual({ min: 900000, max: null });
    expect(parsePriceBand('900000-Above')).toEqual({ min: 900000, max: null });
  });

  it('refuses anything else', () => {
    expect(parsePriceBand('1-2')).toBeUndefined();
    expect(parsePriceBand('')).toBeUndefined();
  });
});

describe('searchQuerySchema', () => {
  it("treats the placeholder text and 'All' as no filter", () => {
    const query = searchQuerySchema.parse({
      search: SEARCH_PLACEHOLDER,
      priceSort: 'All',
      priceRange: 'All',
      category: 'All',
    });
    expect(query).toEqual({
      search: undefined,
      priceSort: undefined,
      priceRange: undefined,
      category: undefined,
      page: 1,
      limit: 12,
    });
  });

  it('keeps real filters and coerces paging', () => {
    const query = searchQuerySchema.parse({
      search: '  Gulshan ',
      priceSort: 'desc',
      priceRange: '900000-+',
      category: 'Condo',
      page: '3',
      limit: '24',
    });
    expect(query).toEqual({
      search: 'Gulshan',
      priceSort: 'desc',
      priceRange: { min: 900000, max: null },
      category: 'Condo',
      page: 3,
      limit: 24,
    });
  });

  it('turns control characters (a pasted tab, even NUL) into spaces', () => {
    expect(searchQuerySchema.parse({ search: 'Lake\tview\u0000' }).search).toBe('Lake view');
  });

  it.each(['_', '%', '..', ' - ', '।'])('treats %j, no letter or digit, as no text filter', (text) => {
    expect(searchQuerySchema.parse({ search: text }).search).toBeUndefined();
  });

  it('keeps text with a letter or digit in any script as typed', () => {
    expect(searchQuerySchema.parse({ search: '_7' }).search).toBe('_7');
    expect(searchQuerySchema.parse({ search: 'ঘর' }).search).toBe('ঘর');
  });

  it.each([
    [{ page: '0' }, 'page must be at least 1'],
    [{ page: 'abc' }, 'page must be a number'],
    [{ limit: '1000000000' }, 'limit must be at most 100'],
    [{ limit: '2.5' }, 'limit must be a whole number'],
    [{ priceSort: 'sideways' }, "priceSort must be 'All', 'asc' or 'desc'"],
    [{ priceRange: '5-10' }, 'priceRange must be one of the price bands'],
    [{ category: 'Castle' }, 'category must be one of the ten categories'],
  ])('refuses %o with a clear message', (input, message) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("searchQuerySchema: issue 11's filters", () => {
  it('reads lists repeated or comma separated, numbers as whole numbers, and blanks as no filter', () => {
    const query = searchQuerySchema.parse({
      listedFor: 'For Rent',
      district: 'Dhaka',
      categories: ['Studio,Condo', 'Studio'],
      amenities: 'Pool, WiFi',
      minBedrooms: ' 3 ',
      maxPrice: '25000',
      minSize: '',
      sort: 'size-desc',
    });
    expect(query).toMatchObject({
      listedFor: 'For Rent',
      district: 'Dhaka',
      categories: ['Studio', 'Condo'],
      amenities: ['Pool', 'WiFi'],
      minBedrooms: 3,
      maxPrice: 25000,
      minSize: undefined,
      sort: 'size-desc',
    });
  });

  it.each([
    [{ minBathrooms: '-2' }, 'minBathrooms must be a whole number from 0 to 100'],
    [{ minPrice: '10', maxPrice: '5' }, 'minPrice must not be above maxPrice'],
    [{ amenities: 'Sauna' }, 'amenities must be a list of the listing facilities'],
    [{ upazila: 'Atlantis' }, 'upazila must be a known upazila name'],
    [{ sort: 'oldest' }, 'sort must be one of newest, price-asc, price-desc, size-asc, size-desc'],
  ])('refuses %o with a clear message', (input, message) => {
    const result = searchQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
