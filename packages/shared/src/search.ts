import { z } from 'zod';
import {
  ALL,
  CATEGORIES,
  MAX_SEARCH_LENGTH,
  OPEN_BAND_ALIASES,
  PRICE_BANDS,
  PRICE_SORTS,
  SEARCH_PLACEHOLDER,
} from './constants';
import { pageQuerySchema } from './paging';

export type PriceBand = { min: number; max: number | null };

/** Reads a price band such as '50000-100000', '900000-+' or '900000-Above'. */
export function parsePriceBand(value: string): PriceBand | undefined {
  if ((OPEN_BAND_ALIASES as readonly string[]).includes(value)) return { min: 900000, max: null };
  const band = PRICE_BANDS.find((b) => b.value === value);
  return band ? { min: band.min, max: band.max } : undefined;
}

const noFilter = (value: string | undefined, ...blank: string[]) =>
  value === undefined || value.trim() === '' || blank.includes(value.trim()) ? undefined : value.trim();

/**
 * Query of GET /api/getVerifiedProperties. The spec's placeholder text and 'All'
 * mean "no filter"; both spellings of the open band work.
 */
export const searchQuerySchema = z
  .object({
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, `Search text must be at most ${MAX_SEARCH_LENGTH} characters`)
      // A pasted tab or newline is a space; PostgreSQL text cannot even hold NUL.
      .transform((v) => [...v].map((c) => (c.charCodeAt(0) < 0x20 ? ' ' : c)).join(''))
      .optional()
      .transform((v) => noFilter(v, SEARCH_PLACEHOLDER)),
    priceSort: z
      .string()
      .optional()
      .transform((v) => noFilter(v, ALL))
      .refine((v) => v === undefined || (PRICE_SORTS as readonly string[]).includes(v), {
        message: "priceSort must be 'All', 'asc' or 'desc'",
      })
      .transform((v) => v as (typeof PRICE_SORTS)[number] | undefined),
    priceRange: z
      .string()
      .optional()
      .transform((v) => noFilter(v, ALL))
      .refine((v) => v === undefined || parsePriceBand(v) !== undefined, {
        message: 'priceRange must be one of the price bands',
      })
      .transform((v) => (v === undefined ? undefined : parsePriceBand(v))),
    category: z
      .string()
      .optional()
      .transform((v) => noFilter(v, ALL))
      .refine((v) => v === undefined || (CATEGORIES as readonly string[]).includes(v), {
        message: 'category must be one of the ten categories',
      })
      .transform((v) => v as (typeof CATEGORIES)[number] | undefined),
    ...pageQuerySchema.shape,
  })
  .strip();
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

// Defined with the constants so a browser bundle can read it without loading the zod schemas above.
export { MAX_COUNTED_RESULTS, TOTAL_COUNT_CAPPED_HEADER, TOTAL_COUNT_HEADER } from './constants';
