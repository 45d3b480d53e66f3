/**
 * Server-rendered public pages (issue 13, decision 033): home, the search, a listing and an agent. Each
 * answer streams: the head (styles, scripts, then the page's title, share tags and picture preload) is
 * sent and flushed as soon as the loaders have the data, so the browser starts on the CSS and JavaScript
 * while the body renders. Without a server renderer (a build without one, or `npm run dev`) the routes are
 * not registered and the static plugin's shell answers, as before. A page that fails to render falls back
 * to the shell, whose browser-side app shows the page or the error page: never a blank one.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { type BrotliCompress, constants, createBrotliCompress, createGzip, type Gzip } from 'node:zlib';
import { LOCALE_QUERY_PARAM, type Locale, resolveRequestLocale } from '@nestlane/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { type LoadedPage, loadPageRenderer } from './page-renderer';
import { type PageTemplate, parsePageTemplate } from './page-template';

export const SERVER_RENDERED_PATHS = [
  '/',
  '/allProperties',
  '/propertyDetail/:id',
  '/agentProfile/:agentEmail',
];

/** Dynamic pages: a quick brotli or gzip, flushed after the head (static files are compressed at build). */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

function createEncoder(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : createGzip({ level: GZIP_LEVEL });
}

function sendShell(reply: FastifyReply, template: PageTemplate) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(template.shell);
}

/** The page's language (decision 040): `?lang=`, then the remembered choice, then the browser's. */
function findPageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const queryLang = query?.[LOCALE_QUERY_PARAM];
  return resolveRequestLocale({
    queryLang: typeof queryLang === 'string' ? queryLang : null,
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

async function registerPages(app: FastifyInstance, options: { config: Config }) {
  const { webDistDir, publicUrl } = options.config;
  const renderer = await loadPageRenderer(app, webDistDir);
  if (!renderer) return;
  const { loadPage } = renderer;
  const template = parsePageTemplate(readFileSync(join(webDistDir, 'index.html'), 'utf8'));
  const banglaFontPreload = findBanglaFontPreload(webDistDir);

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const abort = new AbortController();
    // A visitor who leaves before the page is ready stops its loaders.
    reply.raw.once('close', () => abort.abort());
    const locale = findPageLocale(request);
    let page: LoadedPage;
    try {
      page = await loadPage({ url: request.url, origin: publicUrl, locale, signal: abort.signal });
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed: sending the page shell');
      return sendShell(reply, template);
    }
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page.kind === 'shell') return sendShell(reply, template);

    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const body = new PassThrough();
    const encoder = encoding ? createEncoder(encoding) : null;
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    reply.send(encoder ? body.pipe(encoder) : body);

    body.write(
      locale === 'en'
        ? template.headStart + page.head
        : template.headStart.replace('<html lang="en">', `<html lang="${locale}">`) +
            banglaFontPreload +
            page.head,
    );
    encoder?.flush();
    let markup: string;
    try {
      markup = page.renderBody();
    } catch (error) {
      // The head is out: finish with an empty root, which the browser's app fills (or shows its error page).
      request.log.error({ err: error, url: request.url }, 'server rendering failed after the head');
      body.end(template.bodyStart + template.bodyEnd);
      return reply;
    }
    body.end(
      `${template.bodyStart}${markup}</div>${page.stateScript}${template.bodyEnd.slice('</div>'.length)}`,
    );
    return reply;
  }

  for (const url of SERVER_RENDERED_PATHS) app.get(url, renderPage);
}

/**
 * A page in Bangla fetches its font with the HTML, as English pages do theirs (index.html), so the text
 * is drawn once, in Noto Sans Bengali (decision 040). The built file's name carries a hash.
 */
function findBanglaFontPreload(webDistDir: string): string {
  let assets: string[] = [];
  try {
    assets = readdirSync(join(webDistDir, 'assets'));
  } catch {
    return '';
  }
  const font = assets.find((name) => /^noto-sans-bengali-bengali-wght-normal-.*\.woff2$/.test(name));
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>` : '';
}

export default fp(registerPages, { name: 'pages', fastify: '5.x', dependencies: ['static'] });
