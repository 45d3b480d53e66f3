/**
 * GET /sitemap.xml, /sitemaps/<n>.xml and /robots.txt (issue 13, decision 032). Registered routes, so
 * they answer before the SPA's fallback and the built robots.txt (plugins/static.ts).
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { renderRobotsTxt } from './robots';
import { countSitemapPages, countSitemapUrls, renderSitemapPageEntries, SITEMAP_PAGE_SIZE } from './sitemap';
import { renderSitemapIndex, URLSET_END, URLSET_START } from './sitemap-xml';

/** Crawlers read these at most a few times a day; an hour old is fresh enough, and spares the database. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';
const SITEMAP_PAGE_FILE = /^([1-9]\d{0,5})\.xml$/;

export type SeoRoutesOptions = {
  config: Pick<Config, 'publicUrl'>;
  /** URLs per sitemap page; tests lower it to see the index without 50 000 listings. */
  pageSize?: number;
};

export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const origin = options.config.publicUrl;
  const pageSize = options.pageSize ?? SITEMAP_PAGE_SIZE;
  const hidden = { schema: { hide: true } };

  /** One page of <url>s, streamed as it is read. */
  async function* renderUrlset(page: number, counts: Awaited<ReturnType<typeof countSitemapUrls>>) {
    yield URLSET_START;
    yield* renderSitemapPageEntries(app.db, { origin, page, pageSize, counts });
    yield URLSET_END;
  }

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const counts = await countSitemapUrls(app.db);
    const pages = countSitemapPages(counts.total, pageSize);
    reply.header('cache-control', CACHE_CONTROL).type(XML);
    if (pages === 1) return reply.send(Readable.from(renderUrlset(1, counts)));
    const pageUrls = Array.from({ length: pages }, (_, index) => `${origin}/sitemaps/${index + 1}.xml`);
    return reply.send(renderSitemapIndex(pageUrls));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', hidden, async (request, reply) => {
    const page = Number(SITEMAP_PAGE_FILE.exec(request.params.file)?.[1] ?? 0);
    const counts = await countSitemapUrls(app.db);
    if (page < 1 || page > countSitemapPages(counts.total, pageSize)) {
      throw new AppError('NOT_FOUND', `No sitemap at ${request.url}`);
    }
    reply.header('cache-control', CACHE_CONTROL).type(XML);
    return reply.send(Readable.from(renderUrlset(page, counts)));
  });

  app.get('/robots.txt', hidden, async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8');
    return renderRobotsTxt(origin);
  });
};
