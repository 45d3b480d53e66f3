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
 *
 * A text of fewer than three letters and digits ('x', 'ab', '3') matches whole words only (decision
 * 063): `like '%ab%'` gives the trigram index nothing to look up, so it read every title (seconds at
 * 1 000 000 listings for a fragment few titles hold). Text with no letter or digit never gets here.
 */
import { isFragmentSearchable } from '@nestlane/shared';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The LIKE pattern of a typed text, or null when it is too short to match a fragment (whole words only). */
export function findSearchPattern(search: string): string | null {
  return isFragmentSearchable(search) ? `%${escapeLikePattern(search)}%` : null;
}

/** `search` is the typed text, `pattern` its LIKE pattern (findSearchPattern). */
export function textSearchCondition(search: SQLWrapper, pattern: SQLWrapper): SQL {
  return sql`(${wholeWordsCondition(search)} or ${properties.titleLower} like lower(${pattern}))`;
}

/** The title holds the typed words in some form ('flats' finds 'Flat'): the full-text index alone. */
export function wholeWordsCondition(search: SQLWrapper): SQL {
  return sql`${properties.searchVector} @@ websearch_to_tsquery('english', ${search})`;
}

/** The most typed words the one-typo search tests, each a condition (the rest are left out). */
const MAX_SIMILAR_WORDS = 8;

/**
 * The typed text's words, lowered, for `similarTextCondition`: at most MAX_SIMILAR_WORDS, each of at
 * least three letters or digits (a word shorter has no typo to forgive, and its trigrams match most titles).
 */
export function splitSimilarWords(search: string): string[] {
  return search
    .toLowerCase()
    .split(/\s+/u)
    .filter((word) => isFragmentSearchable(word))
    .slice(0, MAX_SIMILAR_WORDS);
}

/**
 * The fallback when a text matches no title as typed (decision 049): a title with a word like each
 * typed word, one typo off ('gulshn lake' finds 'Gulshan Lake Flat'; 'lake zzzz' finds nothing).
 * `%>` is pg_trgm's word similarity (`word_similarity(word, title) >=
 * pg_trgm.word_similarity_threshold`, 0.5 on every session: db/client.ts), served by the title's
 * trigram GIN index on PostgreSQL and PGlite alike.
 */
export function similarTextCondition(words: readonly SQLWrapper[]): SQL {
  return sql.join(
    words.map((word) => sql`${properties.titleLower} %> ${word}`),
    sql` and `,
  );
}
