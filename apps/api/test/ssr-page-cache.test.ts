/**
 * The pages' markup cache inside the app (apps/api/src/ssr/page-markup-cache.ts): a second identical
 * request gets the markup kept from the first, with its own nonce; a price change or a verification made
 * through the API shows on the very next request, freshly rendered, because the page's data is its key.
 * The renderer is a stand-in written to disk (as in ssr-pages.test.ts) that loads real listings through the
 * API and numbers its renders in the markup, so an answer shows whether React's render ran for it. The
 * real renderer on two instances is checked by e2e/cluster/fresh-pages.spec.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, signUpAccount, type TestAccount } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, findUserRow, type TestProperty } from './helpers/factory';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Nestlane</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Reads the site's settings (GET /api/config, as every page of the web app does) and loads the listing (or
 * the search's listings) through the API; its key is that data, and its state also
 * carries the time it loaded (volatile, as a query's dataUpdatedAt is: not in the key). Each render numbers
 * itself and reveals a part with a script carrying the answer's nonce, as React's does.
 */
const RENDERER = `
let transport;
let renders = 0;
export function configureRenderer(options) { transport = options.transport; }
async function getJson(path) {
  return (await transport(path, { headers: { Accept: 'application/json' } })).json();
}
export async function loadPage({ url, origin }) {
  const { pathname } = new URL(url, origin);
  const { demo } = await getJson('/api/config');
  const listings = pathname.startsWith('/propertyDetail/')
    ? [await getJson('/api/detailProperty/' + pathname.split('/')[2])]
    : await getJson('/api/getVerifiedProperties?limit=100');
  const data = listings.map(({ _id, propertyTitle, minPrice, maxPrice }) => ({ _id, propertyTitle, minPrice, maxPrice }));
  return {
    kind: 'page',
    status: 200,
    head: '<title>' + pathname + (demo ? ' (demo)' : '') + '</title>',
    stateScript: '<script type="application/json" id="nestlane-state">' + JSON.stringify({ data, loadedAt: Date.now() }) + '</script>',
    markupKey: JSON.stringify(data),
    discard: () => {},
    renderBody: async ({ nonce }) => {
      renders += 1;
      const cards = data.map((listing) => '<article>' + listing.propertyTitle + ': $ ' + listing.minPrice + '-' + listing.maxPrice + '</article>');
      const markup = '<main>' + cards.join('') + '<p>render ' + renders + '</p></main><script nonce="' + nonce + '">$RC("B:0","S:0")</script>';
      return {
        pipe: (destination) => { destination.write(markup); destination.end(); },
        isReproducible: () => true,
      };
    },
  };
}
`;

const METRICS_TOKEN = 'a-metrics-token-for-the-page-cache';
const PERSON = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36' };
const CRAWLER = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };

/** A web build's folder with the page template and the stand-in renderer. */
function writeWebBuild(root: string): string {
  const webDist = join(root, 'dist');
  mkdirSync(webDist, { recursive: true });
  mkdirSync(`${webDist}-ssr`, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
  return webDist;
}

/** An answer's page as a visitor gets it: the render that made its markup, its script's nonce and the CSP's. */
async function getPage(testApp: TestApp, url: string, headers: Record<string, string> = PERSON) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, url).toBe(200);
  const html = response.body;
  return {
    html,
    render: Number(/<p>render (\d+)<\/p>/.exec(html)?.[1]),
    scriptNonce: /<script nonce="([^"]+)">\$RC/.exec(html)?.[1],
    policyNonce: /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1],
  };
}

function scrapeCacheRequests(testApp: TestApp) {
  return testApp.app
    .inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    .then((response) =>
      Object.fromEntries(
        [
          ...response.body.matchAll(/^nestlane_ssr_markup_cache_requests_total\{result="(\w+)"\} (\d+)$/gm),
        ].map(([, result, count]) => [result, Number(count)]),
      ),
    );
}

describe('the pages’ markup cache (SSR_CACHE_MB default)', () => {
  let root: string;
  let testApp: TestApp;
  let agent: TestAccount;
  let admin: TestAccount;
  let listing: TestProperty;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nestlane-ssr-cache-test-'));
    testApp = await buildTestApp({ WEB_DIST_DIR: writeWebBuild(root), METRICS_TOKEN });
    agent = await signUpAccount(testApp, { role: 'agent', name: 'Nusrat Agent' });
    admin = await signUpAccount(testApp, { role: 'admin', name: 'Farhana Admin' });
    listing = await createProperty(testApp.app.db, await findUserRow(testApp.app.db, agent.id), {
      title: 'Lake View Flat',
      minPrice: 120000,
      maxPrice: 150000,
    });
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a second identical request from the cache, with the new answer’s own nonce', async () => {
    const url = `/propertyDetail/${listing.id}`;
    const before = await scrapeCacheRequests(testApp);
    const first = await getPage(testApp, url);
    expect(first.html).toContain('Lake View Flat: $ 120000-150000');
    const second = await getPage(testApp, url);
    expect(second.render).toBe(first.render);
    expect(second.policyNonce).toBeDefined();
    expect(second.policyNonce).not.toBe(first.policyNonce);
    expect(second.scriptNonce).toBe(second.policyNonce);
    expect(first.scriptNonce).toBe(first.policyNonce);
    const after = await scrapeCacheRequests(testApp);
    expect(after.hit).toBe((before.hit ?? 0) + 1);
    expect(after.miss).toBe((before.miss ?? 0) + 1);
  });

  it('sends a kept page in one piece, compressed as asked: the page its render gave', async () => {
    const url = `/propertyDetail/${listing.id}?one-piece`;
    const read = async (encoding: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...PERSON, 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      const body =
        encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
      return {
        // The answer's own nonce and load time aside, every byte the same.
        html: body
          .toString()
          .replaceAll(nonce, 'NONCE')
          .replace(/"loadedAt":\d+/, '"loadedAt":0'),
        length: response.headers['content-length'],
      };
    };
    const rendered = await read('br');
    expect(rendered.html).toContain('<title>/propertyDetail/');
    expect(rendered.html).toContain('<script nonce="NONCE">');
    const kept = await read('br');
    expect(kept.html).toBe(rendered.html);
    expect(Number(kept.length)).toBeGreaterThan(0);
    expect((await read('gzip')).html).toBe(rendered.html);
  });

  it('asks the API for its settings once: their answer is the same for the life of the process', async () => {
    const countConfigCalls = async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      const line = /^nestlane_http_requests_total\{[^}]*route="\/api\/config"[^}]*\} (\d+)$/m.exec(
        response.body,
      );
      return Number(line?.[1] ?? 0);
    };
    const before = await countConfigCalls();
    await getPage(testApp, '/allProperties?settings');
    await getPage(testApp, `/propertyDetail/${listing.id}?settings`);
    expect(before).toBeLessThanOrEqual(1);
    expect(await countConfigCalls()).toBe(1);
    const fromOutside = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(fromOutside.json()).toMatchObject({ demo: false });
    expect(await countConfigCalls()).toBe(2);
  });

  it('renders apart for a crawler, for another language and another address', async () => {
    const url = `/propertyDetail/${listing.id}`;
    const person = await getPage(testApp, url);
    const renders = [
      (await getPage(testApp, url, CRAWLER)).render,
      (await getPage(testApp, `${url}?lang=bn`)).render,
      (await getPage(testApp, url, { ...PERSON, 'accept-language': 'bn-BD' })).render,
    ];
    expect(new Set([person.render, ...renders]).size).toBe(4);
    // Each kept apart: asked again, each answers from the cache.
    expect((await getPage(testApp, url, CRAWLER)).render).toBe(renders[0]);
    expect((await getPage(testApp, url, { ...PERSON, 'accept-language': 'bn-BD' })).render).toBe(renders[2]);
  });

  it('shows a new price on the very next request, freshly rendered', async () => {
    const url = `/propertyDetail/${listing.id}`;
    const before = await getPage(testApp, url);
    const changed = await callAs(testApp, agent, 'PATCH', `/api/updateProperty/${listing.id}`, {
      propertyImage: '/uploads/images/lake-view.webp',
      propertyTitle: 'Lake View Flat',
      propertyLocation: listing.location,
      minPrice: 110000,
      maxPrice: 140000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await getPage(testApp, url);
    expect(after.html).toContain('Lake View Flat: $ 110000-140000');
    expect(after.html).not.toContain('120000-150000');
    expect(after.render).toBeGreaterThan(before.render);
    expect((await getPage(testApp, url)).render).toBe(after.render);
  });

  it('lists a newly verified listing on the search at once', async () => {
    const pending = await createProperty(testApp.app.db, await findUserRow(testApp.app.db, agent.id), {
      title: 'Banani Corner Flat',
      verificationStatus: 'pending',
    });
    const search = await getPage(testApp, '/allProperties');
    expect((await getPage(testApp, '/allProperties')).render).toBe(search.render);
    expect(search.html).not.toContain('Banani Corner Flat');
    const verified = await callAs(testApp, admin, 'PATCH', `/api/updateStatus/${pending.id}?status=verified`);
    expect(verified.statusCode, verified.body).toBe(200);
    const after = await getPage(testApp, '/allProperties');
    expect(after.html).toContain('Banani Corner Flat');
    expect(after.render).toBeGreaterThan(search.render);
  });
});

describe('the pages without the cache (SSR_CACHE_MB=0)', () => {
  let root: string;
  let testApp: TestApp;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'nestlane-ssr-no-cache-test-'));
    testApp = await buildTestApp({ WEB_DIST_DIR: writeWebBuild(root), METRICS_TOKEN, SSR_CACHE_MB: '0' });
  });

  afterAll(async () => {
    await testApp?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('renders every request, and counts no cache', async () => {
    const first = await getPage(testApp, '/allProperties');
    const second = await getPage(testApp, '/allProperties');
    expect(second.render).toBe(first.render + 1);
    expect(await scrapeCacheRequests(testApp)).toEqual({});
  });
});
