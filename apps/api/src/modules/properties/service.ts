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
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { jsonArray, propertyJsonText } from './property-json-sql';
import { isPublicProperty, selectPropertiesWithAgent, toPropertyJson } from './public-property';
import {
  buildSearchOrder,
  readSearchOrder,
  readSearchShape,
  type SearchOrder,
  type SearchShape,
} from './search-conditions';
import { createStatementCache, UNNAMED_STATEMENT } from './statement-cache';

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
 * (statement-cache.ts). The answer's JSON comes written by PostgreSQL (property-json-sql.ts).
 */
export async function searchVerifiedProperties(
  db: Database,
  query: SearchQuery,
): Promise<{ json: string; total: number; isCapped: boolean }> {
  const shape = readSearchShape(query);
  const order = readSearchOrder(query);
  const offset = (query.page - 1) * query.limit;
  const isFirstPage = offset === 0;
  const pageKey = `${isFirstPage ? 'first' : 'later'}|${order}|${shape.key}`;
  const page = findPageStatement(db, pageKey, () => preparePage(db, shape, order, isFirstPage));
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

export async function findAdvertisedProperties(db: Database): Promise<Property[]> {
  const rows = await selectPropertiesWithAgent(db)
    .where(and(isPublicProperty(), eq(properties.advertiseStatus, 'advertise')))
    .orderBy(desc(properties.addedAt), desc(properties.id))
    .limit(ADVERTISE_CAP);
  return rows.map(toPropertyJson);
}

/** Unknown, unverified and fraud agents' listings are all simply not found. */
export async function findPublicProperty(db: Database, id: string): Promise<Property> {
  const [row] = await selectPropertiesWithAgent(db)
    .where(and(isPublicProperty(), eq(properties.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', API_MESSAGES.propertyNotFound);
  return toPropertyJson(row);
}

export async function findAgentPublicProperties(db: Database, agentEmail: string): Promise<Property[]> {
  const rows = await selectPropertiesWithAgent(db)
    .where(and(isPublicProperty(), eq(user.email, agentEmail.toLowerCase())))
    .orderBy(desc(properties.addedAt), desc(properties.id));
  return rows.map(toPropertyJson);
}

/**
 * One page of an agent's public listings, newest first, and how many there are: the agent profile
 * pages them (issue 10: every listing at once made the page 14 000 px tall on a phone).
 */
export async function findAgentPublicPropertyPage(
  db: Database,
  agentEmail: string,
  { page, limit }: PageQuery,
): Promise<{ items: Property[]; total: number }> {
  const where = and(isPublicProperty(), eq(user.email, agentEmail.toLowerCase()));
  const [rows, totals] = await Promise.all([
    selectPropertiesWithAgent(db)
      .where(where)
      .orderBy(desc(properties.addedAt), desc(properties.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: count() })
      .from(properties)
      .innerJoin(user, eq(properties.agentId, user.id))
      .where(where),
  ]);
  return { items: rows.map(toPropertyJson), total: Number(totals[0]?.total ?? 0) };
}
