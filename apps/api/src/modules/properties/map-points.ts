/**
 * GET /api/searchMap (decision 024): the public matches of a search as map points, newest
 * first. One bounded read of MAX_MAP_POINTS + 1 rows gives the points and the capped count
 * (MAX_MAP_POINTS equals MAX_COUNTED_RESULTS), so no request reads more than that.
 */
import {
  MAX_COUNTED_RESULTS,
  MAX_MAP_POINTS,
  type MapPoint,
  type SearchMapQuery,
  type SearchMapResponse,
} from '@nestlane/shared';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';
import { createStatementCache, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { readSearchShape, type SearchShape } from './search-conditions';
import { findSimilarTextShape } from './similar-text';

const findMapStatement = createStatementCache<ReturnType<typeof prepareMapPoints>>();

export async function findMapPoints(db: Database, query: SearchMapQuery): Promise<SearchMapResponse> {
  const shape = readSearchShape(query);
  const found = await findShapePoints(db, shape);
  // As the list does: typed text that no title holds is tried once more one typo off (decision 049).
  const similar = found.length === 0 ? await findSimilarTextShape(db, query, shape) : undefined;
  const rows = similar ? await findShapePoints(db, similar) : found;
  const points = rows.slice(0, MAX_MAP_POINTS).map(
    (row): MapPoint => ({
      ...row,
      lat: row.lat ?? 0,
      lng: row.lng ?? 0,
    }),
  );
  return {
    points,
    total: Math.min(rows.length, MAX_COUNTED_RESULTS),
    isCapped: rows.length > MAX_COUNTED_RESULTS,
  };
}

function findShapePoints(db: Database, shape: SearchShape) {
  return findMapStatement(db, shape.key, () => prepareMapPoints(db, shape)).execute(shape.values);
}

/** The statement of one shape of search, built once (db/statement-cache.ts). */
function prepareMapPoints(db: Database, shape: SearchShape) {
  // The newest matches are chosen first and only they are read: for a small box the choice runs on
  // the coordinates index alone (it carries created_at, id and agent_id), where reading every match
  // to sort them read thousands of rows at 1 000 000 listings.
  const newest = db
    .select({ id: properties.id, addedAt: properties.addedAt })
    .from(properties)
    // A listing whose stored coordinates are not a plain decimal has no point to show.
    .where(and(...shape.buildConditions(), isNotNull(properties.lat), isNotNull(properties.lng)))
    .orderBy(desc(properties.addedAt), desc(properties.id))
    .limit(MAX_MAP_POINTS + 1)
    .as('newest');
  return db
    .select({
      id: properties.id,
      lat: properties.lat,
      lng: properties.lng,
      minPrice: properties.minPrice,
      listedFor: properties.listedFor,
    })
    .from(newest)
    .innerJoin(properties, eq(properties.id, newest.id))
    .orderBy(desc(newest.addedAt), desc(newest.id))
    .prepare(UNNAMED_STATEMENT);
}
