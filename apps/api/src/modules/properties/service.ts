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
 * than the page itself. A page that is not full holds the last match, so its number is known
 * without counting: a search that finds a few homes or none (a typo, a narrow filter) runs one
 * statement, not two (decision 023). Each statement is built once per shape (statement-cache.ts).
 */
export async function searchVerifiedProperties(
  db: Database,
  query: SearchQuery,
): Promise<{ items: Property[]; total: number; isCapped: boolean }> {
  const shape = readSearchShape(query);
  const order = readSearchOrder(query);
  const offset = (query.page - 1) * query.limit;
  const isFirstPage = offset === 0;
  const pageKey = `${isFirstPage ? 'first' : 'later'}|${order}|${shape.key}`;
  const page = findPageStatement(db, pageKey, () => preparePage(db, shape, order, isFirstPage));
  const rows = await page.execute({ ...shape.values, limit: query.limit, offset });
  const endsHere = rows.length < query.limit && (rows.length > 0 || isFirstPage);
  const counted = endsHere
    ? offset + rows.length
    : Number(
        (await findCountStatement(db, shape.key, () => prepareCount(db, shape)).execute(shape.values))[0]
          ?.total ?? 0,
      );
  return {
    items: rows.map(toPropertyJson),
    total: Math.min(counted, MAX_COUNTED_RESULTS),
    isCapped: counted > MAX_COUNTED_RESULTS,
  };
}

/**
 * The page's statement. A page after the first chooses its ids first, reading only what the
 * filters and the order test (from an index alone where one carries them), and then only its own
 * rows are read whole, where before every skipped match was read whole too (decision 023:
 * 'deepest + word').
 */
function preparePage(db: Database, shape: SearchShape, order: SearchOrder, isFirstPage: boolean) {
  const where = and(...shape.buildConditions());
  const orderBy = buildSearchOrder(order);
  if (isFirstPage) {
    return selectPropertiesWithAgent(db)
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
  return selectPropertiesWithAgent(db)
    .innerJoin(page, eq(properties.id, page.id))
    .orderBy(...orderBy)
    .prepare(UNNAMED_STATEMENT);
}

/** The matches of the shape's conditions, counted up to one past MAX_COUNTED_RESULTS. */
function prepareCount(db: Database, shape: SearchShape) {
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(and(...shape.buildConditions()))
    .limit(MAX_COUNTED_RESULTS + 1)
    .as('matches');
  return db.select({ total: count() }).from(matches).prepare(UNNAMED_STATEMENT);
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
