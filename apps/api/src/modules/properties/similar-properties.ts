/**
 * A listing's similar listings (issue 27, decision 060): on the market, the same mode (rent or buy), the
 * same price band (the search's, decision 045: the one the lowest price falls in) and the nearest place
 * that has any: the locality, then the city area, the upazila, the district. Up to SIMILAR_LISTINGS_LIMIT,
 * the nearest first, then the newest.
 *
 * Bounded whatever the city's size: each level is one read of `properties_verified_similar_idx` (its keys
 * are the mode, the band and the place, in that order), stopped after a few rows. A level never needs more
 * than LIMIT new rows beyond the nearer levels' (fewer than LIMIT, or that level was never needed), so
 * each reads at most 2 × LIMIT − 1; the union is then grouped by listing at its nearest level.
 */
import { SIMILAR_LISTINGS_LIMIT } from '@nestlane/shared';
import { and, desc, eq, min, ne, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { priceBandSql } from '../../db/price-band';
import { properties, user } from '../../db/schema';
import { prepareOnce, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { jsonArray, propertyJsonText } from './property-json-sql';
import { isOnMarket, isPublicProperty } from './public-property';

const ROWS_PER_LEVEL = SIMILAR_LISTINGS_LIMIT * 2 - 1;

const band = () => priceBandSql(properties.listedFor, properties.minPrice);

/** What a listing is compared by; unknown, unverified and fraud agents' listings are not found. */
const listingStatement = prepareOnce((db) =>
  db
    .select({
      listedFor: properties.listedFor,
      band: band(),
      district: properties.district,
      upozila: properties.upozila,
      area: properties.area,
      locality: properties.locality,
    })
    .from(properties)
    .where(and(isPublicProperty(), eq(properties.id, sql.placeholder('id'))))
    .limit(1)
    .prepare(UNNAMED_STATEMENT),
);

const samePlace = {
  district: () => eq(properties.district, sql.placeholder('district')),
  upozila: () => eq(properties.upozila, sql.placeholder('upozila')),
  area: () => eq(properties.area, sql.placeholder('area')),
  locality: () => eq(properties.locality, sql.placeholder('locality')),
};

/** A place the listing names: a listing without a city area or a locality skips that level. */
const isNamed = (name: 'area' | 'locality') => sql`${sql.placeholder(name)} <> ''`;

/** The nearest levels first: 0 the locality … 3 the district. */
const LEVELS: readonly SQL[][] = [
  [samePlace.district(), samePlace.upozila(), samePlace.area(), samePlace.locality(), isNamed('locality')],
  [samePlace.district(), samePlace.upozila(), samePlace.area(), isNamed('area')],
  [samePlace.district(), samePlace.upozila()],
  [samePlace.district()],
];

function selectLevel(db: Database, level: number, place: SQL[]) {
  return db
    .select({ id: properties.id, level: sql<number>`${sql.raw(String(level))}`.as('level') })
    .from(properties)
    .where(
      and(
        isOnMarket(),
        eq(properties.listedFor, sql.placeholder('listedFor')),
        sql`${band()} = ${sql.placeholder('band')}`,
        ...place,
        ne(properties.id, sql.placeholder('id')),
      ),
    )
    .limit(ROWS_PER_LEVEL);
}

const similarStatement = prepareOnce((db) => {
  const [first, second, ...rest] = LEVELS.map((place, level) => selectLevel(db, level, place));
  if (!first || !second) throw new Error('similar listings need two levels at least');
  const found = unionAll(first, second, ...rest).as('found');
  const nearest = db
    .select({ id: found.id, level: min(found.level).as('nearest_level') })
    .from(found)
    .groupBy(found.id)
    .as('nearest');
  return db
    .select({ json: propertyJsonText().as('json') })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .innerJoin(nearest, eq(nearest.id, properties.id))
    .orderBy(nearest.level, desc(properties.addedAt), desc(properties.id))
    .limit(SIMILAR_LISTINGS_LIMIT)
    .prepare(UNNAMED_STATEMENT);
});

/** The similar listings of a public listing, as the answer's JSON array (property-json-sql.ts). */
export async function findSimilarProperties(db: Database, id: string): Promise<string> {
  const [listing] = await listingStatement(db).execute({ id });
  if (!listing) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  const rows = await similarStatement(db).execute({ id, ...listing });
  return jsonArray(rows.map((row) => row.json));
}
