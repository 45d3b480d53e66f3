/**
 * Saved searches with a locality saved before its columns existed (migration 0035, decision 066) keep
 * it only in `query`, so their alert matched the locality's whole city area. This fills their filter
 * columns as saving the same query today writes them (`readSavedFilters`: the search's own locality box),
 * once, in batches, from a job queued at every start (decision 071). A row is touched only while its
 * locality column is null, so a second run, or two instances at once, change nothing; a locality the
 * place data does not know (or a query today's search refuses) is left as it is, and logged.
 */
import type { SavedSearchQuery } from '@nestlane/shared';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { savedSearches } from '../../db/schema-saved-searches';
import { AppError } from '../../lib/app-error';
import { readSavedFilters } from './filter-columns';

export const LOCALITY_BACKFILL_JOB = 'saved-search-locality-backfill';
export const LOCALITY_BACKFILL_BATCH = 200;

export type LocalityBackfillTally = { filled: number; leftAsIs: number };

/** The saved query's columns, or undefined when today's search refuses it or knows no such locality. */
function readFilledColumns(query: SavedSearchQuery) {
  try {
    const { columns } = readSavedFilters(query);
    if (!columns.locality) return undefined;
    const { query: _kept, ...filled } = columns;
    return filled;
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}

/** The next batch after `afterId`: a locality in the query, none in the columns. */
function findUnfilled(db: Database, afterId: string | undefined, batchSize: number) {
  return db
    .select({ id: savedSearches.id, query: savedSearches.query })
    .from(savedSearches)
    .where(
      and(
        isNull(savedSearches.locality),
        sql`nullif(trim(${savedSearches.query}->>'locality'), '') is not null`,
        afterId ? gt(savedSearches.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(batchSize);
}

export async function backfillSavedSearchLocalities(
  db: Database,
  log: FastifyBaseLogger,
  batchSize = LOCALITY_BACKFILL_BATCH,
): Promise<LocalityBackfillTally> {
  const tally: LocalityBackfillTally = { filled: 0, leftAsIs: 0 };
  let afterId: string | undefined;
  for (;;) {
    const batch = await findUnfilled(db, afterId, batchSize);
    if (batch.length === 0) return tally;
    for (const row of batch) {
      const columns = readFilledColumns(row.query);
      if (!columns) {
        tally.leftAsIs += 1;
        log.warn(
          { savedSearchId: row.id, locality: row.query.locality },
          'saved search locality unknown: its alert stays on its city area',
        );
        continue;
      }
      const updated = await db
        .update(savedSearches)
        .set(columns)
        .where(and(eq(savedSearches.id, row.id), isNull(savedSearches.locality)))
        .returning({ id: savedSearches.id });
      tally.filled += updated.length;
    }
    afterId = batch.at(-1)?.id;
  }
}
