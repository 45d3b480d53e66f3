/**
 * The API's side of server rendering (apps/api/src/ssr): which paths it renders, the streamed answer with
 * its status, compression and state, a redirect, a browser-only page, and a renderer that fails before or
 * after the head (the shell, never a blank page). The renderer here is a stand-in module written to disk
 * in place of the web build's; the real one is checked in Chromium (e2e/specs/server-rendering.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Nestlane || Home</title>
    <meta name="description" content="The default description" />
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Answers by path; its API calls go through the transport the server gives it (app.inject). */
const RENDERER = `
let transport;
export function configureRenderer(options) { transport = options.transport; }
export async function loadPage({ url, origin, locale }) {
  const path = new URL(url, origin).pathname;
  const search = new URL(url, origin).search;
  if (path === '/agentProfile/fails-early') throw new Error('renderer broke');
  if (search === '?view=map') return { kind: 'shell' };
  if (search === '?handoff=1') return { kind: 'redirect', status: 302, location: '/allProperties?search=gulshan' };
  const health = await (await transport('/api/health', { headers: { Accept: 'application/json' } })).json();
  const status = path.startsWith('/propertyDetail/missing') ? 404 : 200;
  return {
    kind: 'page',
    status,
    head: '<title>Rendered ' + path + '</title><meta name="rendered-in" content="' + locale + '">',
    stateScript: '<script type="application/json" id="nestlane-state">{"health":' + JSON.stringify(health.status ?? null) + '}</script>',
    renderBody: () => {
      if (path === '/agentProfile/fails-late') throw new Error('render broke');
      return '<main><h1>Page ' + path + '</h1></main>';
    },
  };
}
`;

/** The built Bangla font, as Vite names it (decision 040). */
const BANGLA_FONT = 'noto-sans-bengali-bengali-wght-normal-Ab12Cd.woff2';

let testApp: TestApp;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nestlane-ssr-test-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist, { recursive: true });
  mkdirSync(`${webDist}-ssr`, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'assets', BANGLA_FONT), 'woff2');
  testApp = await buildTestApp({ WEB_DIST_DIR: webDist });
});

afterAll(async () => {
  await testApp.close();
  rmSync(root, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

describe('server-rendered pages', () => {
  it('renders home with its head, markup and state inside the built page, its own title replacing the default', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<title>Rendered /</title>');
    expect(html).not.toContain('<title>Nestlane || Home</title>');
    expect(html).not.toContain('The default description');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toMatch(
      /<div id="root"><main><h1>Page \/<\/h1><\/main><\/div><script type="application\/json" id="nestlane-state">\{"health":"ok"\}<\/script>\s*<\/body>/,
    );
    // The head comes before the body: the page's tags sit inside <head>.
    expect(html.indexOf('<title>Rendered /</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('renders the search, a listing and an agent, and passes the renderer’s status on', async () => {
    expect((await get('/allProperties?listedFor=rent')).body).toContain('<h1>Page /allProperties</h1>');
    expect((await get('/agentProfile/someone%40example.com')).body).toContain('Page /agentProfile/');
    const missing = await get('/propertyDetail/missing-one');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<h1>Page /propertyDetail/missing-one</h1>');
  });

  it('compresses with brotli or gzip as the browser accepts, and says so', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Page /</h1>');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>Page /</h1>');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends the shell for a browser-only page, and the redirect a loader asks for', async () => {
    const map = await get('/allProperties?view=map');
    expect(map.statusCode).toBe(200);
    expect(map.body).toContain('<div id="root"></div>');
    expect(map.body).toContain('<title>Nestlane || Home</title>');
    const redirect = await get('/allProperties?handoff=1');
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/allProperties?search=gulshan');
  });

  it('falls back to the shell when the renderer fails, and to an empty root when it fails after the head', async () => {
    const early = await get('/agentProfile/fails-early');
    expect(early.statusCode).toBe(200);
    expect(early.body).toContain('<div id="root"></div>');
    expect(early.body).toContain('/assets/index-abc.js');
    const late = await get('/agentProfile/fails-late');
    expect(late.body).toContain('<title>Rendered /agentProfile/fails-late</title>');
    expect(late.body).toMatch(/<div id="root"><\/div>\s*<\/body>\s*<\/html>/);
    expect(late.body).toContain('/assets/index-abc.js');
  });

  it('leaves other pages to the shell and unknown API paths to the JSON 404', async () => {
    const signIn = await get('/signIn');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('<div id="root"></div>');
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: expect.any(String) });
  });

  it('renders in the language of ?lang=, then the remembered choice, then the browser’s, then English (decision 040)', async () => {
    const cases: [string, Record<string, string>, 'en' | 'bn'][] = [
      ['/', {}, 'en'],
      ['/', { 'accept-language': 'fr-FR,bn-BD;q=0.8,en;q=0.5' }, 'bn'],
      ['/', { 'accept-language': 'bn', cookie: 'a=1; nestlane-lang=en' }, 'en'],
      ['/', { 'accept-language': 'en', cookie: 'nestlane-lang=bn' }, 'bn'],
      ['/?lang=en', { cookie: 'nestlane-lang=bn' }, 'en'],
      ['/allProperties?lang=bn', {}, 'bn'],
      ['/?lang=xx', { 'accept-language': 'de' }, 'en'],
    ];
    for (const [url, headers, locale] of cases) {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, `${url} ${JSON.stringify(headers)}`).toContain(`<html lang="${locale}">`);
      expect(response.body).toContain(`<meta name="rendered-in" content="${locale}">`);
      expect(response.headers.vary).toContain('accept-language');
      expect(response.headers.vary).toContain('cookie');
    }
  });

  it('preloads the Bangla font on a page in Bangla only', async () => {
    const preload = `<link rel="preload" href="/assets/${BANGLA_FONT}" as="font" type="font/woff2" crossorigin>`;
    const bangla = await get('/', { cookie: 'nestlane-lang=bn' });
    expect(bangla.body).toContain(preload);
    expect(bangla.body.indexOf(preload)).toBeLessThan(bangla.body.indexOf('</head>'));
    const english = await get('/');
    expect(english.body).not.toContain('noto-sans-bengali');
  });
});
