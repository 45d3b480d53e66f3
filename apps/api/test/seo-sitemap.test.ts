import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema';
import { seoRoutes } from '../src/modules/seo/routes';
import { countSitemapUrls, renderSitemapPageEntries, SITE_PATHS } from '../src/modules/seo/sitemap';
import errors from '../src/plugins/errors';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser, type TestProperty } from './helpers/factory';

const ORIGIN = 'https://nestlane.example';
let testApp: TestApp;
let publicListings: TestProperty[];
let hiddenListings: TestProperty[];
/** Every URL the sitemap must list, and only those. */
let expectedUrls: string[];
const agentEmail = "o'neil+homes@example.test";

/** The <loc>s of a sitemap or index, unescaped. */
function readLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
    (match[1] ?? '')
      .replaceAll('&apos;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&'),
  );
}

async function get(app: FastifyInstance, url: string) {
  return app.inject({ method: 'GET', url });
}

beforeAll(async () => {
  testApp = await buildTestApp({ PUBLIC_URL: ORIGIN });
  const { db } = testApp.app;
  const agent = await createUser(db, { role: 'agent', email: agentEmail });
  const otherAgent = await createUser(db, { role: 'agent', email: 'aaron@example.test' });
  const agentWithoutPublicListing = await createUser(db, {
    role: 'agent',
    email: 'pending-only@example.test',
  });
  const fraudAgent = await createUser(db, { role: 'fraud', email: 'flagged@example.test' });
  const admin = await createUser(db, { role: 'admin', email: 'admin@example.test' });

  publicListings = [
    await createProperty(db, agent, { title: 'Flat & "garden" <view>' }),
    await createProperty(db, agent),
    await createProperty(db, otherAgent),
    // An admin's verified listing is public; an admin has no public profile.
    await createProperty(db, admin),
  ];
  hiddenListings = [
    await createProperty(db, agent, { verificationStatus: 'pending' }),
    await createProperty(db, agent, { verificationStatus: 'rejected' }),
    await createProperty(db, agentWithoutPublicListing, { verificationStatus: 'pending' }),
    await createProperty(db, fraudAgent),
  ];
  expectedUrls = [
    ...SITE_PATHS.map((path) => `${ORIGIN}${path}`),
    `${ORIGIN}/agentProfile/${encodeURIComponent('aaron@example.test')}`,
    `${ORIGIN}/agentProfile/${encodeURIComponent(agentEmail)}`,
    ...publicListings.map((listing) => `${ORIGIN}/propertyDetail/${listing.id}`),
  ];
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /sitemap.xml', () => {
  it('lists the site pages, every agent with a public listing and every public listing, cached for an hour', async () => {
    const response = await get(testApp.app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(readLocs(response.body)).toEqual(expectedUrls);
  });

  it("leaves out unverified, rejected and flagged agents' listings, and agents without a public listing", async () => {
    const locs = readLocs((await get(testApp.app, '/sitemap.xml')).body);
    for (const listing of hiddenListings)
      expect(locs).not.toContain(`${ORIGIN}/propertyDetail/${listing.id}`);
    expect(locs.some((loc) => loc.includes('pending-only'))).toBe(false);
    expect(locs.some((loc) => loc.includes('flagged'))).toBe(false);
    expect(locs.some((loc) => loc.includes('admin'))).toBe(false);
  });

  it('gives each listing its last change and writes every address XML-escaped', async () => {
    const { body } = await get(testApp.app, '/sitemap.xml');
    const [listing] = publicListings;
    expect(body).toContain(
      `<url><loc>${ORIGIN}/propertyDetail/${listing?.id}</loc><lastmod>${listing?.updatedAt.toISOString()}</lastmod></url>`,
    );
    // The email's apostrophe stays as encodeURIComponent leaves it, escaped for XML.
    expect(body).toContain(`<loc>${ORIGIN}/agentProfile/o&apos;neil%2Bhomes%40example.test</loc>`);
    expect(body).toContain(`<loc>${ORIGIN}/allProperties?listedFor=For+Rent</loc>`);
    expect(body).not.toMatch(/<loc>[^<]*'/);
  });
});

describe('a sitemap beyond one page', () => {
  let small: FastifyInstance;

  beforeAll(async () => {
    // The real routes over the same database, three URLs to a page instead of 10 000.
    small = Fastify({ logger: false });
    await small.register(errors);
    small.decorate('db', testApp.app.db);
    await small.register(seoRoutes, { config: { publicUrl: ORIGIN }, pageSize: 3 });
  });

  afterAll(async () => {
    await small?.close();
  });

  it('makes /sitemap.xml an index of pages that together list every URL once', async () => {
    const response = await get(small, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = readLocs(response.body);
    const pageCount = Math.ceil(expectedUrls.length / 3);
    expect(pages).toEqual(
      Array.from({ length: pageCount }, (_, index) => `${ORIGIN}/sitemaps/${index + 1}.xml`),
    );

    const listed: string[] = [];
    for (const page of pages) {
      const pageResponse = await get(small, new URL(page).pathname);
      expect(pageResponse.statusCode).toBe(200);
      expect(pageResponse.headers['cache-control']).toBe('public, max-age=3600');
      const locs = readLocs(pageResponse.body);
      expect(locs.length).toBeLessThanOrEqual(3);
      expect(locs.length).toBeGreaterThan(0);
      listed.push(...locs);
    }
    expect(listed).toEqual(expectedUrls);
  });

  it.each(['/sitemaps/0.xml', '/sitemaps/99.xml', '/sitemaps/1', '/sitemaps/abc.xml', '/sitemaps/01.xml'])(
    'answers 404 for %s',
    async (url) => {
      expect((await get(small, url)).statusCode).toBe(404);
    },
  );
});

describe('paging in batches', () => {
  it('reads each listing once across batches, even listings added in the same microsecond', async () => {
    const { db } = testApp.app;
    // Four listings at one instant that a JavaScript Date cannot tell apart from its neighbours.
    await db
      .update(properties)
      .set({ addedAt: sql`'2020-01-01 00:00:00.000123+00'::timestamptz` })
      .where(
        inArray(
          properties.id,
          publicListings.map((listing) => listing.id),
        ),
      );
    const counts = await countSitemapUrls(db);
    expect(counts).toEqual({ agents: 2, listings: publicListings.length, total: expectedUrls.length });
    const listed: string[] = [];
    for (let page = 1; page <= Math.ceil(counts.total / 4); page += 1) {
      for await (const chunk of renderSitemapPageEntries(db, {
        origin: ORIGIN,
        page,
        pageSize: 4,
        counts,
        batchSize: 1,
      })) {
        listed.push(...readLocs(chunk));
      }
    }
    expect([...listed].sort()).toEqual([...expectedUrls].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});

describe('GET /robots.txt', () => {
  it('allows the public pages, closes the dashboard, the sign-in pages and the API but its public reads, and names the sitemap', async () => {
    const response = await get(testApp.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /signIn',
        'Disallow: /api/',
        'Allow: /api/detailProperty/',
        'Allow: /api/getAgentData/',
        'Allow: /api/getpropertyReview',
        'Allow: /api/similarProperties/',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
      ]),
    );
    for (const page of ['/allProperties', '/propertyDetail/', '/agentProfile/', '/uploads/']) {
      expect(lines.some((line) => line.startsWith('Disallow:') && page.startsWith(line.slice(10)))).toBe(
        false,
      );
    }
  });

  it("answers before the built web app's own robots.txt and the SPA fallback", async () => {
    const webDistDir = mkdtempSync(join(tmpdir(), 'nestlane-seo-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(join(webDistDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    const withSpa = await buildTestApp({ PUBLIC_URL: ORIGIN, WEB_DIST_DIR: webDistDir });
    try {
      expect((await get(withSpa.app, '/robots.txt')).body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      expect((await get(withSpa.app, '/sitemap.xml')).body).toContain('<urlset');
      expect((await get(withSpa.app, '/sitemaps/1.xml')).headers['content-type']).toBe(
        'application/xml; charset=utf-8',
      );
    } finally {
      await withSpa.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});
