/**
 * The typed-text part of the public search (decisions 003, 025): a title matches when it contains
 * the typed words (full text, stemmed: 'flats' finds 'Flat') or the typed text itself ('gulsh'
 * finds 'Gulshan'). Only parameterised SQL.
 *
 * `title_lower like lower(…)` is exactly `title ilike …` (PostgreSQL's ILIKE lowers both sides
 * and then compares as LIKE) but reads the title lowered once on write instead of lowering every
 * title it passes. The plan is PostgreSQL's: a common word is counted by reading listings until
 * 1001 match, a rarer one through the full-text and trigram GIN indexes (statistics target 1000
 * on both columns, migration 0009, so it can tell them apart).
 */
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** `search` is the typed text, `pattern` its LIKE pattern: `%${escapeLikePattern(search)}%`. */
export function textSearchCondition(search: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`(${properties.searchVector} @@ websearch_to_tsquery('english', ${search}) or ${properties.titleLower} like lower(${pattern}))`;
}
