/**
 * The public property calls: search, the advertised strip, a listing's page and an
 * agent's listings. Only parameterised SQL: whatever a visitor types stays text.
 */
import {
  ADVERTISE_CAP,
  MAX_COUNTED_RESULTS,
  type PageQuery,
  type Property,
  type SearchQuery,
} from '@nestlane/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, user } from '../../db/schema';
import { createStatementCache, prepareOnce, UNNAMED_STATEMENT } from '../../db/statement-cache';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { galleryJsonText, readGallery } from './gallery';
import { priceChangesJsonText, readPriceHistory } from './price-history';
import { jsonArray, propertyJsonText } from './property-json-sql';
import {
  isOnMarket,
  isPublicProperty,
  propertySelection,
  selectPropertiesWithAgent,
  toPropertyJson,
} from './public-property';
import {
  buildSearchOrder,
  readSearchOrder,
  readSearchShape,
  type SearchOrder,
  type SearchShape,
} from './search-conditions';
import { findSimilarTextShape } from './similar-text';

const findPageStatement = createStatementCache<ReturnType<typeof preparePage>>();
const findCountStatement = createStatementCache<ReturnType<typeof prepareCount>>();

/**
 * One page of matches and their number, counted up to MAX_COUNTED_RESULTS (beyond it the
 * count says so, see `isCapped`): counting every one of 100 000 matches would cost more
 * than the page itself. The count rides on the page's own rows (a scalar subquery PostgreSQL
 * runs once, when the first row is out), so a search is one statement, one round trip: each
 * statement costs the server's driver and socket more than its SQL text (decision 023 "One
 * statement for a page and its count"). A page that is not full holds the last match, so its
 * number is known without the subquery's answer. Only a page past the last match, which has no
 * row to carry it, counts in a second statement. Each statement is built once per shape
 * (db/statement-cache.ts). The answer's JSON comes written by PostgreSQL (property-json-sql.ts).
 */
export async function searchVerifiedProperties(
  db: Database,
  query: SearchQuery,
): Promise<{ json: string; total: number; isCapped: boolean }> {
  const shape = readSearchShape(query);
  const found = await searchShape(db, query, shape);
  // Typed text that no title holds is tried once more one typo off (decision 049).
  const similar = found.total === 0 ? await findSimilarTextShape(db, query, shape) : undefined;
  return similar ? searchShape(db, query, similar) : found;
}

async function searchShape(db: Database, query: SearchQuery, shape: SearchShape) {
  const order = readSearchOrder(query);
  const offset = (query.page - 1) * query.limit;
  const isFirstPage = offset === 0;
  const kind = !isFirstPage ? 'later' : shape.isTextOnly ? 'text' : 'first';
  const pageKey = `${kind}|${order}|${shape.key}`;
  const page = findPageStatement(db, pageKey, () =>
    kind === 'text' ? prepareTextPage(db, shape, order) : preparePage(db, shape, order, isFirstPage),
  );
  const rows = await page.execute({ ...shape.values, limit: query.limit, offset });
  const counted =
    rows.length === 0
      ? isFirstPage
        ? 0
        : await countMatches(db, shape)
      : rows.length < query.limit
        ? offset + rows.length
        : Number(rows[0]?.matchCount ?? 0);
  return {
    json: jsonArray(rows.map((row) => row.json)),
    total: Math.min(counted, MAX_COUNTED_RESULTS),
    isCapped: counted > MAX_COUNTED_RESULTS,
  };
}

async function countMatches(db: Database, shape: SearchShape): Promise<number> {
  const statement = findCountStatement(db, shape.key, () => prepareCount(db, shape));
  const [row] = await statement.execute(shape.values);
  return Number(row?.total ?? 0);
}

/**
 * The page's statement: each row the listing's JSON and the capped count of all matches. A page after the first
 * chooses its ids first, reading only what the filters and the order test (from an index alone
 * where one carries them), and then only its own rows are read whole, where before every skipped
 * match was read whole too (decision 023: 'deepest + word').
 */
function preparePage(db: Database, shape: SearchShape, order: SearchOrder, isFirstPage: boolean) {
  const where = and(...shape.buildConditions());
  const orderBy = buildSearchOrder(order);
  const matchCount = sql<string>`(select count(*) from ${cappedMatches(db, shape)})`.as('match_count');
  const selection = { json: propertyJsonText().as('json'), matchCount };
  if (isFirstPage) {
    return db
      .select(selection)
      .from(properties)
      .innerJoin(user, eq(properties.agentId, user.id))
      .where(where)
      .orderBy(...orderBy)
      .limit(sql.placeholder('limit'))
      .prepare(UNNAMED_STATEMENT);
  }
  const page = db
    .select({ id: properties.id })
    .from(properties)
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  return db
    .select(selection)
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .innerJoin(page, eq(properties.id, page.id))
    .orderBy(...orderBy)
    .prepare(UNNAMED_STATEMENT);
}

/**
 * The first page of a search whose only filter is typed text (decision 049). Its matches, up to one
 * past the cap, are chosen first, in a CTE read once (materialised: it is read more than once). When
 * they are all the matches, the page is sorted from them; only when there are more is the order's
 * index walked, as before. The page no longer depends on PostgreSQL's guess of how common the text
 * is: guessing a rare word (192 in 1 000 000 titles, issue 26) or fragment commoner than it was, it
 * walked the newest-first index through much of the table to fill a page (170–290 ms). Not with other
 * filters: their count can cost far more than their page (a word among condos over a budget: 0.2 s of
 * bitmaps to count none, where walking the price index found none in 40 ms), and before, a page
 * without rows never ran its count.
 *
 * Text also matched as a fragment counts its whole-word matches first (decision 073): they are a part
 * of all the matches, so when more than the cap hold the words, the count is capped without the
 * trigram index's bitmap of the fragment, whose common trigrams cost most of a two-word search ('garden
 * villa', ~8 000 in 1 000 000 titles: 36 of its 58 ms). The CTEs run only where their rows are read.
 */
function prepareTextPage(db: Database, shape: SearchShape, order: SearchOrder) {
  const where = and(...shape.buildConditions());
  const orderBy = buildSearchOrder(order);
  // The count's own subquery as it was (cappedMatches): planned for its limit, a rare word's matches
  // are read by the GIN indexes, a common word's by walking until 1 001 match. Unlimited, a word in a
  // tenth of the titles built 100 000-row bitmaps first (0.4 s).
  const matches = db.$with('matches').as(
    db
      .select({ id: properties.id })
      .from(properties)
      .where(where)
      .limit(MAX_COUNTED_RESULTS + 1),
  );
  const wholeWordConditions = shape.buildWholeWordConditions?.();
  const wordMatches =
    wholeWordConditions &&
    db.$with('word_matches').as(
      db
        .select({ id: properties.id })
        .from(properties)
        .where(and(...wholeWordConditions))
        .limit(MAX_COUNTED_RESULTS + 1),
    );
  const matchTotal = wordMatches
    ? sql`(case when (select count(*) from ${wordMatches}) > ${MAX_COUNTED_RESULTS} then ${MAX_COUNTED_RESULTS + 1}
        else (select count(*) from ${matches}) end)`
    : sql`(select count(*) from ${matches})`;
  const fromMatches = db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        sql`${properties.id} in (select ${matches.id} from ${matches})`,
        sql`${matchTotal} <= ${MAX_COUNTED_RESULTS}`,
      ),
    )
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'));
  const walkingTheOrder = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(where, sql`${matchTotal} > ${MAX_COUNTED_RESULTS}`))
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'));
  return db
    .with(...(wordMatches ? [matches, wordMatches] : [matches]))
    .select({ json: propertyJsonText().as('json'), matchCount: sql<string>`${matchTotal}`.as('match_count') })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .where(sql`${properties.id} in (${fromMatches} union all ${walkingTheOrder})`)
    .orderBy(...orderBy)
    .prepare(UNNAMED_STATEMENT);
}

function prepareCount(db: Database, shape: SearchShape) {
  return db.select({ total: count() }).from(cappedMatches(db, shape)).prepare(UNNAMED_STATEMENT);
}

/** The matches of the shape's conditions, up to one past MAX_COUNTED_RESULTS. */
function cappedMatches(db: Database, shape: SearchShape) {
  return db
    .select({ one: sql`1` })
    .from(properties)
    .where(and(...shape.buildConditions()))
    .limit(MAX_COUNTED_RESULTS + 1)
    .as('matches');
}

/** A page of public listings, each row a listing's JSON written by PostgreSQL (property-json-sql.ts). */
function selectPropertyJson(db: Database) {
  return db
    .select({ json: propertyJsonText().as('json') })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .$dynamic();
}

/** The home page's advertised strip: one statement for every call (db/statement-cache.ts). */
const advertisedStatement = prepareOnce((db) =>
  selectPropertyJson(db)
    .where(and(isOnMarket(), eq(properties.advertiseStatus, 'advertise')))
    .orderBy(desc(properties.addedAt), desc(properties.id))
    .limit(ADVERTISE_CAP)
    .prepare(UNNAMED_STATEMENT),
);

/** The advertised listings as the answer's JSON array, as the search's (property-json-sql.ts). */
export async function findAdvertisedProperties(db: Database): Promise<string> {
  const rows = await advertisedStatement(db).execute();
  return jsonArray(rows.map((row) => row.json));
}

const publicPropertyStatement = prepareOnce((db) =>
  db
    .select({ ...propertySelection, gallery: galleryJsonText(), priceChanges: priceChangesJsonText() })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .where(and(isPublicProperty(), eq(properties.id, sql.placeholder('id'))))
    .limit(1)
    .prepare(UNNAMED_STATEMENT),
);

/**
 * A listing's page: the listing with its gallery and its price history, in one statement (their rows as
 * JSON text beside the listing's). Unknown, unverified and fraud agents' listings are all simply not found.
 */
export async function findPublicPropertyDetail(db: Database, id: string): Promise<Property> {
  const [row] = await publicPropertyStatement(db).execute({ id });
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  const property = toPropertyJson(row);
  return {
    ...property,
    gallery: readGallery(row.gallery),
    priceHistory: readPriceHistory(property, row.priceChanges),
  };
}

export async function findAgentPublicProperties(db: Database, agentEmail: string): Promise<Property[]> {
  const rows = await selectPropertiesWithAgent(db)
    .where(and(isPublicProperty(), eq(user.email, agentEmail.toLowerCase())))
    .orderBy(desc(properties.addedAt), desc(properties.id));
  return rows.map(toPropertyJson);
}

/** An agent's public listings, by the agent's email (lower case): their page and their number. */
const isAgentsPublicProperty = () => and(isPublicProperty(), eq(user.email, sql.placeholder('email')));

const agentPageStatement = prepareOnce((db) =>
  selectPropertyJson(db)
    .where(isAgentsPublicProperty())
    .orderBy(desc(properties.addedAt), desc(properties.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(UNNAMED_STATEMENT),
);

const agentCountStatement = prepareOnce((db) =>
  db
    .select({ total: count() })
    .from(properties)
    .innerJoin(user, eq(properties.agentId, user.id))
    .where(isAgentsPublicProperty())
    .prepare(UNNAMED_STATEMENT),
);

/**
 * One page of an agent's public listings, newest first, as the answer's JSON array (property-json-sql.ts),
 * and how many there are: the agent profile pages them (issue 10: every listing at once made the page
 * 14 000 px tall on a phone).
 */
export async function findAgentPublicPropertyPage(
  db: Database,
  agentEmail: string,
  { page, limit }: PageQuery,
): Promise<{ json: string; total: number }> {
  const email = agentEmail.toLowerCase();
  const [rows, totals] = await Promise.all([
    agentPageStatement(db).execute({ email, limit, offset: (page - 1) * limit }),
    agentCountStatement(db).execute({ email }),
  ]);
  return { json: jsonArray(rows.map((row) => row.json)), total: Number(totals[0]?.total ?? 0) };
}
