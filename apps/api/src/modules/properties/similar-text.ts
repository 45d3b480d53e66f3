/**
 * The second try of a text search that found nothing (decision 049): the same search with its text
 * one typo off, but only when no public title holds the text as typed. A text some title holds is no
 * typo: with other filters that leave nothing ('villa' among condos over a budget), the answer stays
 * empty, and the trigram scan of every title like a common word is not run.
 */
import type { SearchMapQuery } from '@nestlane/shared';
import { and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { createStatementCache, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { readSearchShape, type SearchShape } from './search-conditions';
import { splitSimilarWords } from './text-search';

const findAnyStatement = createStatementCache<ReturnType<typeof prepareAny>>();

function prepareAny(db: Database, shape: SearchShape) {
  return db
    .select({ one: sql`1` })
    .from(properties)
    .where(and(...shape.buildConditions()))
    .limit(1)
    .prepare(UNNAMED_STATEMENT);
}

/** The search again with its text one typo off; none without text, or when a title holds the text. */
export async function findSimilarTextShape(
  db: Database,
  query: SearchMapQuery,
  found: SearchShape,
): Promise<SearchShape | undefined> {
  // No word long enough to be one typo off ('ab', 'x 3'): nothing to try again.
  if (!query.search || splitSimilarWords(query.search).length === 0) return undefined;
  const textOnly = readSearchShape({ search: query.search } as SearchMapQuery);
  if (textOnly.key !== found.key) {
    const statement = findAnyStatement(db, textOnly.key, () => prepareAny(db, textOnly));
    if ((await statement.execute(textOnly.values)).length > 0) return undefined;
  }
  return readSearchShape(query, true);
}
