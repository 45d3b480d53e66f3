/**
 * The typed-text part of the public search: whole words through the full-text index,
 * fragments ('gulsh') through the trigram index. Only parameterised SQL.
 */
import { type SQL, sql } from 'drizzle-orm';
import { properties } from '../../db/schema';

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export function textSearchCondition(search: string): SQL {
  return sql`(${properties.searchVector} @@ websearch_to_tsquery('english', ${search}) or ${properties.title} ilike ${`%${escapeLikePattern(search)}%`})`;
}
