/**
 * Server-rendered public pages (decision 041): home, the search, a listing and an agent, rendered by React's
 * streaming renderer. A person gets the head and the shell as soon as the shell is ready, then each part
 * that waited; a crawler (isbot) gets the whole page. Without a server renderer (a build without one, or
 * `npm run dev`) the routes are not registered and the static plugin's shell answers. A render that fails
 * before its shell answers the page shell; a part that fails after it is rendered by the browser's app.
 * Never a blank page, and never past SSR_RENDER_DEADLINE_MS (config.ts): loaders still running then give
 * the page shell; parts not rendered yet are left to the browser's app (React's abort), for a person and
 * a crawler alike, who then gets what was ready. No request hangs on a slow dependency.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import {
  type BrotliCompress,
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  type Gzip,
  gzipSync,
} from 'node:zlib';
import { LOCALE_QUERY_PARAM, type Locale, resolveRequestLocale } from '@nestlane/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { isCrawler } from '../lib/is-crawler';
import { registerPageMarkupCache } from './page-markup-cache';
import { type BodyStream, type LoadedPage, loadPageRenderer, runForPage } from './page-renderer';
import { type PageTemplate, parsePageTemplate } from './page-template';

export const SERVER_RENDERED_PATHS = [
  '/',
  '/allProperties',
  '/propertyDetail/:id',
  '/agentProfile/:agentEmail',
];

/**
 * Dynamic pages: a quick brotli or gzip, in one call for a page written whole, else flushed after each part
 * (static files are compressed at build).
 * Brotli 4 against 5, over the four kinds of page in both languages (37–111 KB of HTML): 0.81 against
 * 1.22 ms of CPU a page, for 7.6 % more bytes (10.7 against 9.9 KB: 0.75 KB a page, beside the 145 KB of
 * JavaScript of a first visit), where a page may cost 5 ms of CPU on average (npm run bench:pages).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };

function createEncoder(encoding: 'br' | 'gzip'): BrotliCompress | Gzip {
  return encoding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip({ level: GZIP_LEVEL });
}

/**
 * A page whose markup was all written by the next turn of the event loop (a kept copy; a crawler's page; a
 * person's whose every part was ready with its shell) is sent in one piece, compressed in one synchronous
 * call, as the API's answers are (plugins/compress.ts): a compression stream costs a zlib context, a trip to
 * libuv's threadpool and a callback for every chunk React writes (2 KB), 1.5 against 0.33 ms of CPU for a
 * listing's page (37 KB) and 2.2 against 0.7 for a search's (109 KB) at the same quality. Otherwise what came
 * so far is sent at once and the rest streams as React writes it, flushed after each part.
 */
function compressWhole(encoding: 'br' | 'gzip', html: Buffer): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, BROTLI_OPTIONS) : gzipSync(html, { level: GZIP_LEVEL });
}

/** The page's CSP, with its nonce: React's inline scripts that reveal a part streamed after the shell. */
function allowScriptNonce(policy: unknown, nonce: string): string {
  return String(policy ?? '').replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
}

/**
 * Rejects once the deadline passes or the visitor leaves. Raced against the page's loaders: one that
 * ignores the signal cannot hold the answer past the deadline.
 */
function rejectWhenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * How long a render may take to stop once aborted. React's abort completes the render on its next turn (the
 * parts not ready become the browser's), so a crawler's render resolves then with what was ready; a
 * renderer that does not stop by this grace gives the page shell.
 */
const RENDER_ABORT_GRACE_MS = 250;

function rejectAfterAbortGrace(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const giveUp = () => setTimeout(() => reject(signal.reason), RENDER_ABORT_GRACE_MS).unref();
    if (signal.aborted) giveUp();
    else signal.addEventListener('abort', giveUp, { once: true });
  });
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
  const { webDistDir, publicUrl, ssrRenderDeadlineMs } = options.config;
  const renderer = await loadPageRenderer(app, webDistDir);
  if (!renderer) return;
  const { loadPage } = renderer;
  const template = parsePageTemplate(readFileSync(join(webDistDir, 'index.html'), 'utf8'));
  const banglaFontPreload = findBanglaFontPreload(webDistDir);
  const markupCache = registerPageMarkupCache(app, options.config);

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const abort = new AbortController();
    // A visitor who leaves stops the page's loaders and its render; so does the deadline. A page sent
    // whole has nothing left to stop (an abort costs an error's stack, and the render's grace a timer).
    const deadline = setTimeout(() => abort.abort(), ssrRenderDeadlineMs);
    reply.raw.once('close', () => {
      clearTimeout(deadline);
      if (!reply.raw.writableFinished) abort.abort();
    });
    const aborted = rejectWhenAborted(abort.signal);
    const locale = findPageLocale(request);
    let page: LoadedPage;
    let body: BodyStream;
    const nonce = randomBytes(16).toString('base64');
    try {
      page = await Promise.race([
        loadPage({ url: request.url, origin: publicUrl, locale, signal: abort.signal }),
        aborted,
      ]);
      if (page.kind !== 'page') {
        clearTimeout(deadline);
        if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
        return sendShell(reply, template);
      }
      const waitForAll = isCrawler(request.headers['user-agent']);
      const markupRequest = { url: request.url, locale, waitForAll };
      // React's markup, or the copy kept for the same URL, language, kind of render and data.
      // Past the deadline (or a visitor gone), whatever is not rendered yet is left to the browser.
      const rendering = markupCache.renderBody(page, markupRequest, {
        nonce,
        signal: abort.signal,
        onError: (error) =>
          request.log.warn(
            { err: error, url: request.url },
            'a part of a server-rendered page failed: the browser renders it',
          ),
      });
      body = await Promise.race([rendering, rejectAfterAbortGrace(abort.signal)]);
      if (reply.raw.destroyed) return reply;
    } catch (error) {
      clearTimeout(deadline);
      if (abort.signal.aborted && reply.raw.destroyed) return reply;
      request.log.error({ err: error, url: request.url }, 'server rendering failed: sending the page shell');
      return sendShell(reply, template);
    }

    const encoding = chooseEncoding(request.headers['accept-encoding']);
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie')
      .header('content-security-policy', allowScriptNonce(reply.getHeader('content-security-policy'), nonce));
    if (encoding) reply.header('content-encoding', encoding);
    const start =
      (locale === 'en'
        ? template.headStart + page.head
        : template.headStart.replace('<html lang="en">', `<html lang="${locale}">`) +
          banglaFontPreload +
          page.head) + template.bodyStart;
    const tail = `</div>${page.stateScript}${template.bodyEnd.slice('</div>'.length)}`;
    // The markup as React (or the markup cache) writes it, held until the next turn of the event loop.
    const held: Buffer[] = [];
    let out: PassThrough | undefined;
    let encoder: BrotliCompress | Gzip | null = null;
    let isWhole = false;
    body.pipe(
      Object.assign(
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            if (!out) {
              held.push(chunk);
              done();
            } else if (out.destroyed || out.write(chunk)) done();
            else out.once('drain', done);
          },
          final(done) {
            clearTimeout(deadline);
            if (out) out.end(tail);
            else isWhole = true;
            done();
          },
        }),
        // React flushes after each part it writes: once streaming, the compressor sends what it holds at once.
        { flush: () => encoder?.flush() },
      ),
    );
    await new Promise((resolve) => setImmediate(resolve));
    if (reply.raw.destroyed) return reply;
    if (isWhole) {
      const html = Buffer.concat([Buffer.from(start), ...held, Buffer.from(tail)]);
      return reply.send(encoding ? compressWhole(encoding, html) : html);
    }
    out = new PassThrough();
    encoder = encoding ? createEncoder(encoding) : null;
    reply.send(encoder ? out.pipe(encoder) : out);
    out.write(Buffer.concat([Buffer.from(start), ...held]));
    encoder?.flush();
    return reply;
  }

  for (const url of SERVER_RENDERED_PATHS) {
    app.get(url, (request, reply) => runForPage(request.id, () => renderPage(request, reply)));
  }
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
