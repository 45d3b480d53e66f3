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
import { and, arrayOverlaps, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, user } from '../../db/schema';
import { API_MESSAGES, AppError } from '../../lib/app-error';
import { isPublicProperty, selectPropertiesWithAgent, toPropertyJson } from './public-property';
import { textSearchCondition } from './text-search';

function buildSearchConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [isPublicProperty()];
  if (query.search) conditions.push(textSearchCondition(query.search));
  if (query.priceRange) {
    conditions.push(gte(properties.minPrice, query.priceRange.min));
    if (query.priceRange.max !== null) conditions.push(lte(properties.minPrice, query.priceRange.max));
  }
  if (query.category) conditions.push(eq(properties.category, query.category));
  return [...conditions, ...buildFilterConditions(query)];
}

/** Issue 11's filters (decision 022); each one absent from the query adds nothing. */
function buildFilterConditions(query: SearchQuery): SQL[] {
  const conditions: SQL[] = [];
  const push = (condition: SQL | false) => condition && conditions.push(condition);
  push(query.listedFor !== undefined && eq(properties.listedFor, query.listedFor));
  push(query.division !== undefined && eq(properties.division, query.division));
  push(query.district !== undefined && eq(properties.district, query.district));
  push(query.upazila !== undefined && eq(properties.upozila, query.upazila));
  push(query.minBedrooms !== undefined && gte(properties.bedRooms, query.minBedrooms));
  push(query.minBathrooms !== undefined && gte(properties.bathRooms, query.minBathrooms));
  push(query.minSize !== undefined && gte(properties.propertySize, query.minSize));
  push(query.maxSize !== undefined && lte(properties.propertySize, query.maxSize));
  // A budget overlaps the listing's price range: its top reaches the budget's floor and its
  // floor is within the budget's ceiling.
  push(query.minPrice !== undefined && gte(properties.maxPrice, query.minPrice));
  push(query.maxPrice !== undefined && lte(properties.minPrice, query.maxPrice));
  push(query.categories !== undefined && inArray(properties.category, query.categories));
  push(query.amenities !== undefined && arrayOverlaps(properties.facilities, query.amenities));
  push(
    query.addedWithinDays !== undefined &&
      sql`${properties.addedAt} >= now() - make_interval(days => ${query.addedWithinDays}::int)`,
  );
  return conditions;
}

/** `sort` (issue 11) wins over the spec's `priceSort` when both are given. */
function buildSearchOrder({ sort, priceSort }: SearchQuery) {
  const order = sort ?? (priceSort === 'asc' ? 'price-asc' : priceSort === 'desc' ? 'price-desc' : 'newest');
  switch (order) {
    case 'price-asc':
      return [asc(properties.minPrice), asc(properties.id)];
    case 'price-desc':
      return [desc(properties.minPrice), desc(properties.id)];
    case 'size-asc':
      return [asc(properties.propertySize), asc(properties.id)];
    case 'size-desc':
      return [desc(properties.propertySize), desc(properties.id)];
    default:
      return [desc(properties.addedAt), desc(properties.id)];
  }
}

/**
 * One page of matches and their number, counted up to MAX_COUNTED_RESULTS (beyond it the
 * count says so, see `isCapped`): counting every one of 100 000 matches would cost more
 * than the page itself.
 */
export async function searchVerifiedProperties(
  db: Database,
  query: SearchQuery,
): Promise<{ items: Property[]; total: number; isCapped: boolean }> {
  const where = and(...buildSearchConditions(query));
  const matches = db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(MAX_COUNTED_RESULTS + 1)
    .as('matches');
  const [rows, totals] = await Promise.all([
    selectPropertiesWithAgent(db)
      .where(where)
      .orderBy(...buildSearchOrder(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(matches),
  ]);
  const counted = Number(totals[0]?.total ?? 0);
  return {
    items: rows.map(toPropertyJson),
    total: Math.min(counted, MAX_COUNTED_RESULTS),
    isCapped: counted > MAX_COUNTED_RESULTS,
  };
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
