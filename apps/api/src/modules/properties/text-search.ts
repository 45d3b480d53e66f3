/**
 * The typed-text part of the public search (decisions 003, 025): a title matches when it contains
 * the typed words (full text, stemmed: 'flats' finds 'Flat') or the typed text itself ('gulsh'
 * finds 'Gulshan'). Only parameterised SQL.
 *
 * `title_lower like lower(…)` is exactly `title ilike …` (PostgreSQL's ILIKE lowers both sides
 * and then compares as LIKE) but reads the title lowered once on write instead of lowering every
 * title it passes. Both sides are on the covering index of verified listings by age (migration
 * 0007), so counting the first 1000 matches of a common word reads that index alone; a rare word
 * or a fragment that matches nothing is found through the full-text and trigram GIN indexes.
 */
import type { SearchQuery } from '@nestlane/shared';
import { desc, type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function textSearchCondition(search: string): SQL {
  const contains = `%${escapeLikePattern(search)}%`;
  return sql`(${properties.searchVector} @@ websearch_to_tsquery('english', ${search}) or ${properties.titleLower} like lower(${contains}))`;
}

/** What a search query holds besides its filters. */
const NOT_FILTERS = new Set(['search', 'sort', 'priceSort', 'page', 'limit']);

/**
 * The order to count a search's matches in (decision 025). When the typed text is the only filter,
 * walking verified listings by age reads the covering index alone, which holds all that such a
 * count tests (agent, title_lower, search_vector): ≈ 2.5× faster than the sequential scan
 * PostgreSQL prefers at its default random_page_cost, and never worse when few titles match (then
 * it takes the GIN indexes and sorts the few). With any other filter the planner chooses freely.
 */
export function textCountOrder(query: SearchQuery): SQL[] {
  const isTextOnly = Object.entries(query).every(
    ([key, value]) => value === undefined || NOT_FILTERS.has(key),
  );
  return query.search && isTextOnly ? [desc(properties.addedAt)] : [];
}
