/**
 * The server-rendered pages' markup cache on its own (apps/api/src/ssr/page-markup-cache.ts): its key, what
 * it keeps (complete renders only), and a kept copy sent with the new answer's nonce. Pages here are
 * stand-ins that count their renders; the cache inside the app is tested in ssr-page-cache.test.ts.
 */
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createPageMarkupCache, findMarkupCacheKey, type MarkupRequest } from '../src/ssr/page-markup-cache';
import type { BodyStream, RenderBodyOptions } from '../src/ssr/page-renderer';

const REQUEST: MarkupRequest = { url: '/propertyDetail/abc?lang=en', locale: 'en', waitForAll: false };
const MEGABYTE = 1024 * 1024;

type PageOptions = { isReproducible?: boolean; failsAfterShell?: boolean };

/** A page whose markup shows its data and which render made it, with a reveal script carrying the nonce. */
function createPage(markupKey: string, { isReproducible = true, failsAfterShell = false }: PageOptions = {}) {
  const page = {
    kind: 'page' as const,
    status: 200,
    head: '',
    stateScript: '',
    markupKey,
    renders: 0,
    discards: 0,
    discard: () => {
      page.discards++;
    },
    renderBody: async ({ nonce, onError }: RenderBodyOptions): Promise<BodyStream> => {
      page.renders++;
      const markup = `<main>${markupKey}, render ${page.renders}</main><script nonce="${nonce}">$RC("B:0","S:0")</script><div hidden id="S:0">more</div><script nonce="${nonce}">$RC("B:1","S:1")</script>`;
      return {
        pipe: (destination) => {
          destination.write(markup.slice(0, 20));
          if (failsAfterShell) onError(new Error('a part failed'));
          destination.write(markup.slice(20));
          destination.end();
        },
        isReproducible: () => isReproducible,
      };
    },
  };
  return page;
}

type TestPage = ReturnType<typeof createPage>;

/** Everything the stream writes, once it has ended. */
function readAll(stream: BodyStream): Promise<string> {
  const chunks: Buffer[] = [];
  return new Promise((resolve) =>
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          done();
          resolve(Buffer.concat(chunks).toString());
        },
      }),
    ),
  );
}

function createCache() {
  return createPageMarkupCache({ maxBytes: MEGABYTE });
}

async function render(
  cache: ReturnType<typeof createCache>,
  page: TestPage,
  nonce: string,
  request = REQUEST,
) {
  return readAll(await cache.renderBody(page, request, { nonce, onError: () => undefined }));
}

describe('findMarkupCacheKey', () => {
  it('is the same for the same URL, language, kind of render and markup key, and differs with each', () => {
    const key = findMarkupCacheKey(REQUEST, '{"price":120000}');
    expect(findMarkupCacheKey({ ...REQUEST }, '{"price":120000}')).toBe(key);
    const others = [
      findMarkupCacheKey(REQUEST, '{"price":110000}'),
      findMarkupCacheKey({ ...REQUEST, url: '/propertyDetail/abc?lang=bn' }, '{"price":120000}'),
      findMarkupCacheKey({ ...REQUEST, locale: 'bn' }, '{"price":120000}'),
      findMarkupCacheKey({ ...REQUEST, waitForAll: true }, '{"price":120000}'),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });

  it('cannot mistake where the URL ends and the markup key begins', () => {
    expect(findMarkupCacheKey({ ...REQUEST, url: '/a' }, 'b')).not.toBe(
      findMarkupCacheKey({ ...REQUEST, url: '/ab' }, ''),
    );
  });
});

describe('createPageMarkupCache', () => {
  it('sends a kept copy for the same key, with the new answer’s nonce, and lets the page’s data go', async () => {
    const cache = createCache();
    const page = createPage('{"price":120000}');
    const first = await render(cache, page, 'first-nonce');
    expect(first).toContain('render 1');
    const second = await render(cache, page, 'second-nonce');
    expect(page.renders).toBe(1);
    expect(page.discards).toBe(1);
    expect(second).toBe(first.replaceAll('first-nonce', 'second-nonce'));
    expect(second).not.toContain('first-nonce');
    expect(cache.readStats()).toMatchObject({ hits: 1, misses: 1 });
    expect(cache.readStats()?.bytes).toBeGreaterThan(first.length - 2 * 'first-nonce'.length);
  });

  it('renders again for other data, another URL, language or kind of render', async () => {
    const cache = createCache();
    const page = createPage('{"price":120000}');
    await render(cache, page, 'n1');
    expect(await render(cache, createPage('{"price":110000}'), 'n2')).toContain('price":110000}, render 1');
    await render(cache, page, 'n3', { ...REQUEST, url: '/propertyDetail/abc' });
    await render(cache, page, 'n4', { ...REQUEST, locale: 'bn' });
    await render(cache, page, 'n5', { ...REQUEST, waitForAll: true });
    expect(page.renders).toBe(4);
    expect(cache.readStats()).toMatchObject({ hits: 0, misses: 5 });
  });

  it('keeps no render that failed in part, that the renderer calls a one-off, or that was aborted', async () => {
    const cache = createCache();
    const failing = createPage('a', { failsAfterShell: true });
    const oneOff = createPage('b', { isReproducible: false });
    for (const page of [failing, oneOff]) {
      await render(cache, page, 'n1');
      await render(cache, page, 'n2');
      expect(page.renders).toBe(2);
    }
    expect(cache.readStats()?.bytes).toBe(0);
    const aborted = createPage('c');
    const deadline = new AbortController();
    const stream = await cache.renderBody(aborted, REQUEST, {
      nonce: 'n3',
      onError: () => undefined,
      signal: deadline.signal,
    });
    deadline.abort(new Error('the deadline passed'));
    await readAll(stream);
    await render(cache, aborted, 'n4');
    expect(aborted.renders).toBe(2);
  });

  it('renders every time when it is off (SSR_CACHE_MB=0), and without a nonce or a markup key', async () => {
    const off = createPageMarkupCache({ maxBytes: 0 });
    const page = createPage('a');
    await render(off, page, 'n1');
    await render(off, page, 'n2');
    expect(page.renders).toBe(2);
    expect(off.readStats()).toBeNull();

    const cache = createCache();
    const withoutKey = { ...createPage('b'), markupKey: undefined };
    for (const nonce of ['n1', 'n2']) {
      await readAll(await cache.renderBody(withoutKey, REQUEST, { nonce, onError: () => undefined }));
    }
    const withoutNonce = createPage('c');
    for (let i = 0; i < 2; i++) {
      await readAll(await cache.renderBody(withoutNonce, REQUEST, { onError: () => undefined }));
    }
    expect(withoutNonce.renders).toBe(2);
    expect(cache.readStats()).toMatchObject({ hits: 0, bytes: 0 });
  });

  it('holds at most its size, dropping the least recently used', async () => {
    const cache = createPageMarkupCache({ maxBytes: 600 });
    const pages = ['a', 'b', 'c', 'd', 'e'].map((data) => createPage(data.repeat(100)));
    for (const page of pages) await render(cache, page, 'n');
    expect(cache.readStats()?.bytes).toBeLessThanOrEqual(600);
    await render(cache, pages[4] as TestPage, 'n');
    await render(cache, pages[0] as TestPage, 'n');
    expect(pages[4]?.renders).toBe(1);
    expect(pages[0]?.renders).toBe(2);
  });
});
