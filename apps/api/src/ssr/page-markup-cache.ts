/**
 * React's markup of the server-rendered pages, kept so that a hit is by construction what a render would
 * give. Every request still runs the page's loaders against the database; only React's render is
 * skipped, when markup was kept for exactly the same inputs: the URL (path and query), the
 * language, the kind of render (a crawler's whole page or a person's) and the renderer's `markupKey` (the
 * page's data and the steps of its clock-dependent labels, apps/web/src/ssr/markup-key.ts). Whatever a
 * page shows that changes (a price, a verification, a deletion) changes its data, so its key, on every
 * instance at once: nothing is invalidated and nothing is shared between instances.
 *
 * Only complete renders are kept: all of the page was rendered before its first byte was sent, React met
 * no error and its inputs stayed those of the key meanwhile, and nothing aborted it (the deadline, a
 * visitor gone). Such markup still has React's inline scripts (it reveals its Suspense boundaries with
 * `$RC`), each with the answer's CSP nonce, the one thing a render takes from the request besides the key:
 * a copy is kept cut at the nonces and sent with the new answer's, exactly what a render with it gives.
 * Bounded in bytes (SSR_CACHE_MB), least recently used out first.
 */
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import type { Locale } from '@nestlane/shared';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import type { BodyStream, LoadedPage, RenderBodyOptions } from './page-renderer';

type PageToRender = Extract<LoadedPage, { kind: 'page' }>;

/** What of the request the markup depends on, beside the renderer's `markupKey`. */
export type MarkupRequest = { url: string; locale: Locale; waitForAll: boolean };

export type MarkupCacheStats = { hits: number; misses: number; bytes: number };

export type PageMarkupCache = {
  /** React's markup for the page: a kept copy for the same key, else a render (kept when it is complete). */
  renderBody: (
    page: PageToRender,
    request: MarkupRequest,
    options: Omit<RenderBodyOptions, 'waitForAll'>,
  ) => Promise<BodyStream>;
  /** Null when the cache is off. */
  readStats: () => MarkupCacheStats | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages' markup cache's counts, for the metrics; absent without a renderer or a cache. */
    pageMarkupCacheStats?: () => MarkupCacheStats;
  }
}

/** The cache's key: the request's part as JSON (self-delimiting), then the renderer's key, hashed. */
export function findMarkupCacheKey(request: MarkupRequest, markupKey: string): string {
  return createHash('sha256')
    .update(JSON.stringify([request.locale, request.waitForAll, request.url]))
    .update(markupKey)
    .digest('base64url');
}

/** React writes the answer's nonce into its inline scripts as this attribute. */
function nonceAttribute(nonce: string): Buffer {
  return Buffer.from(`nonce="${nonce}"`);
}

/** The markup cut where the render's nonce was: the parts between its nonce attributes. */
function cutAtNonces(markup: Buffer, nonce: string): Buffer[] {
  const attribute = nonceAttribute(nonce);
  const parts: Buffer[] = [];
  let start = 0;
  for (let found = markup.indexOf(attribute); found !== -1; found = markup.indexOf(attribute, start)) {
    parts.push(markup.subarray(start, found));
    start = found + attribute.length;
  }
  parts.push(markup.subarray(start));
  return parts;
}

/** Kept markup with this answer's nonce, sent as React would: all of it, then the end. */
function sendKeptMarkup(parts: Buffer[], nonce: string): BodyStream {
  const attribute = nonceAttribute(nonce);
  const markup = Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [attribute, part])));
  return {
    pipe: (destination) => {
      destination.write(markup);
      destination.end();
    },
    isReproducible: () => true,
  };
}

/**
 * A writable that passes React's markup on to `destination` (its backpressure and flushes too) and hands
 * a copy to `onEnd` when React ends it.
 */
function copyInto(destination: Writable, onEnd: (markup: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  const copy = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      if (destination.write(chunk)) done();
      else destination.once('drain', () => done());
    },
    final(done) {
      onEnd(Buffer.concat(chunks));
      destination.end();
      done();
    },
  });
  // React calls flush() after each part it writes: the compressor behind sends what it holds.
  return Object.assign(copy, { flush: () => (destination as Writable & { flush?: () => void }).flush?.() });
}

export function createPageMarkupCache({ maxBytes }: { maxBytes: number }): PageMarkupCache {
  if (maxBytes <= 0) {
    return {
      renderBody: (page, { waitForAll }, options) => page.renderBody({ ...options, waitForAll }),
      readStats: () => null,
    };
  }
  const kept = new LRUCache<string, Buffer[]>({
    maxSize: maxBytes,
    sizeCalculation: (parts, key) => parts.reduce((size, part) => size + part.length, key.length),
  });
  let hits = 0;
  let misses = 0;

  async function renderBody(
    page: PageToRender,
    request: MarkupRequest,
    options: Omit<RenderBodyOptions, 'waitForAll'>,
  ): Promise<BodyStream> {
    const { markupKey, discard } = page;
    const { nonce } = options;
    if (markupKey === undefined || discard === undefined || nonce === undefined) {
      return page.renderBody({ ...options, waitForAll: request.waitForAll });
    }
    const key = findMarkupCacheKey(request, markupKey);
    const parts = kept.get(key);
    if (parts) {
      hits++;
      discard();
      return sendKeptMarkup(parts, nonce);
    }
    misses++;
    let hasFailed = false;
    const stream = await page.renderBody({
      ...options,
      waitForAll: request.waitForAll,
      onError: (error) => {
        hasFailed = true;
        options.onError(error);
      },
    });
    const keepIfComplete = (rendered: Buffer) => {
      if (!hasFailed && options.signal?.aborted !== true && stream.isReproducible?.() === true) {
        kept.set(key, cutAtNonces(rendered, nonce));
      }
    };
    return {
      pipe: (destination) => stream.pipe(copyInto(destination, keepIfComplete)),
      isReproducible: () => stream.isReproducible?.() === true,
    };
  }

  return {
    renderBody,
    readStats: () => ({ hits, misses, bytes: kept.calculatedSize }),
  };
}

/** The cache of the app's pages, sized by SSR_CACHE_MB, its counts offered to the metrics. */
export function registerPageMarkupCache(app: FastifyInstance, config: Config): PageMarkupCache {
  const cache = createPageMarkupCache({ maxBytes: config.ssrCacheBytes });
  const readStats = cache.readStats;
  if (readStats() !== null) app.decorate('pageMarkupCacheStats', () => readStats() as MarkupCacheStats);
  return cache;
}
