/**
 * What the sitemap lists (decision 032), in one order cut into pages of at most `pageSize` URLs:
 * the site's own pages, then every agent with a public listing (by email), then every public listing
 * (oldest first, so a new listing joins the last page and earlier pages rarely change). A page starts
 * with one offset over the index alone, then reads keyset batches of SITEMAP_BATCH_SIZE rows, each
 * written out before the next is read: never the whole table at once.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, user } from '../../db/schema';
import { isPublicProperty } from '../properties/public-property';
import { renderUrlEntry } from './sitemap-xml';

/**
 * URLs per sitemap file; beyond it /sitemap.xml is an index. The protocol allows 50 000 (sitemaps.org), but
 * a page that size took 0.7–2.5 s through the app at 100 000 listings: no request may cost seconds, so
 * pages hold a fifth of that.
 */
export const SITEMAP_PAGE_SIZE = 10_000;
/** Rows read per query while a page is written. */
export const SITEMAP_BATCH_SIZE = 5_000;
/** The site's own public pages: home, the search, and its two halves. */
export const SITE_PATHS = [
  '/',
  '/allProperties',
  '/allProperties?listedFor=For+Rent',
  '/allProperties?listedFor=For+Sale',
];

/** The web app's addresses (apps/web/src/ssr/head): the email URL-encoded, as the pages link it. */
export const agentPath = (email: string) => `/agentProfile/${encodeURIComponent(email)}`;
export const listingPath = (id: string) => `/propertyDetail/${encodeURIComponent(id)}`;

/** Agents whose profile the public can open (role agent: others answer 404) with a public listing. */
function isListedAgent() {
  return and(
    eq(user.role, 'agent'),
    sql`exists (select 1 from ${properties} where ${properties.agentId} = ${user.id} and ${properties.verificationStatus} = 'verified')`,
  );
}

export type SitemapCounts = { agents: number; listings: number; total: number };

export async function countSitemapUrls(db: Database): Promise<SitemapCounts> {
  const [[agentRow], [listingRow]] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(user).where(isListedAgent()),
    db.select({ count: sql<number>`count(*)::int` }).from(properties).where(isPublicProperty()),
  ]);
  const agents = agentRow?.count ?? 0;
  const listings = listingRow?.count ?? 0;
  return { agents, listings, total: SITE_PATHS.length + agents + listings };
}

export function countSitemapPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** `count` agents from position `skip`, by email, in batches. */
async function* readAgents(db: Database, skip: number, count: number, batchSize: number) {
  let after: string | undefined;
  for (let left = count; left > 0; ) {
    const rows = await db
      .select({ email: user.email })
      .from(user)
      .where(and(isListedAgent(), after === undefined ? undefined : sql`${user.email} > ${after}`))
      .orderBy(asc(user.email))
      .offset(after === undefined ? skip : 0)
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1]?.email;
  }
}

/** The public listings' order: oldest first, the id breaking ties (the verified (created_at, id) index). */
const LISTING_ORDER = [asc(properties.addedAt), asc(properties.id)];
/**
 * The cursor's time is read as text: a JavaScript Date keeps milliseconds, PostgreSQL microseconds, and
 * a rounded cursor would skip or repeat listings added within one millisecond.
 */
const addedAtText = sql<string>`${properties.addedAt}::text`;
type ListingCursor = { addedAt: string; id: string };

function isAfter(cursor: ListingCursor | undefined) {
  return cursor === undefined
    ? undefined
    : sql`(${properties.addedAt}, ${properties.id}) > (${cursor.addedAt}::timestamptz, ${cursor.id}::uuid)`;
}

/**
 * The listing just before position `skip`: the index alone answers it (no row is read), where an
 * offset on the batch's query made PostgreSQL sort the table (285 ms against 10 ms at 100 000).
 */
async function findListingBefore(db: Database, skip: number): Promise<ListingCursor | undefined> {
  if (skip === 0) return undefined;
  const [row] = await db
    .select({ addedAt: addedAtText, id: properties.id })
    .from(properties)
    .where(isPublicProperty())
    .orderBy(...LISTING_ORDER)
    .offset(skip - 1)
    .limit(1);
  return row;
}

/** `count` public listings from position `skip`, oldest first, in keyset batches. */
async function* readListings(db: Database, skip: number, count: number, batchSize: number) {
  if (count <= 0) return;
  let after = await findListingBefore(db, skip);
  if (skip > 0 && after === undefined) return;
  for (let left = count; left > 0; ) {
    const rows = await db
      .select({ id: properties.id, updatedAt: properties.updatedAt, addedAt: addedAtText })
      .from(properties)
      .where(and(isPublicProperty(), isAfter(after)))
      .orderBy(...LISTING_ORDER)
      .limit(Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1];
  }
}

export type SitemapPageOptions = {
  origin: string;
  /** 1-based. */
  page: number;
  pageSize: number;
  counts: SitemapCounts;
  batchSize?: number;
};

/** The <url> entries of one page, a batch at a time. */
export async function* renderSitemapPageEntries(
  db: Database,
  options: SitemapPageOptions,
): AsyncGenerator<string> {
  const { origin, page, pageSize, counts, batchSize = SITEMAP_BATCH_SIZE } = options;
  const start = (page - 1) * pageSize;
  const end = Math.min(start + pageSize, counts.total);
  /** The part of [from, from + length) this page covers, as a skip and a count within it. */
  const overlap = (from: number, length: number) => {
    const skip = Math.max(0, start - from);
    return { skip, count: Math.max(0, Math.min(from + length, end) - from - skip) };
  };

  const site = overlap(0, SITE_PATHS.length);
  const sitePaths = SITE_PATHS.slice(site.skip, site.skip + site.count);
  if (sitePaths.length > 0) yield sitePaths.map((path) => renderUrlEntry(`${origin}${path}`)).join('');

  const agents = overlap(SITE_PATHS.length, counts.agents);
  for await (const rows of readAgents(db, agents.skip, agents.count, batchSize)) {
    yield rows.map((row) => renderUrlEntry(`${origin}${agentPath(row.email)}`)).join('');
  }

  const listings = overlap(SITE_PATHS.length + counts.agents, counts.listings);
  for await (const rows of readListings(db, listings.skip, listings.count, batchSize)) {
    yield rows.map((row) => renderUrlEntry(`${origin}${listingPath(row.id)}`, row.updatedAt)).join('');
  }
}
