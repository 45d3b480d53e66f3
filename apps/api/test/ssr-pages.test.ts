/**
 * The API's side of server rendering (apps/api/src/ssr): which paths it renders, the streamed answer with
 * its status, compression and state, a redirect, a browser-only page, a crawler's whole page against a
 * person's shell first, the CSP nonce, a render that fails before its shell (the page shell) or after it
 * (the page completes, that part left to the browser), and the deadline. Never a blank page, never a hang.
 * The renderer here is a stand-in module written to disk in place of the web build's; the real one is
 * checked in Chromium (e2e/specs/server-rendering.spec.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadConfig } from '../src/config';
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

/**
 * Answers by path; its API calls go through the transport the server gives it (app.inject). Its body is a
 * fake of React's stream: `renderBody` resolves at the shell (a person) or once every part is ready
 * (`waitForAll`, a crawler), rejects when the shell fails; `pipe` writes each part as it is ready, flushing
 * after each, then ends. At the signal's abort the parts not ready yet are left to the browser (a marker,
 * then the end) and a crawler's render resolves with what was ready, as React's abort does. The markup
 * echoes `waitForAll` and the nonce it was given.
 */
const RENDERER = `
const encoder = new TextEncoder();
let transport;
let latePart = Promise.resolve();

export function configureRenderer(options) { transport = options.transport; }

/** The late part of /propertyDetail/late-part waits for the returned function (the test holds it). */
export function holdLatePart() {
  let release;
  latePart = new Promise((resolve) => { release = resolve; });
  return release;
}

const never = new Promise(() => {});

function rejectOnAbort(signal) {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

const LEFT_TO_THE_BROWSER = '<template data-left-for-the-browser></template></main>';

function whenAborted(signal) {
  return new Promise((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });
}

/** parts: strings or promises of strings, written in order; at the abort, one not ready ends the markup. */
function createBody(parts, signal) {
  const left = whenAborted(signal).then(() => LEFT_TO_THE_BROWSER);
  return {
    pipe(destination) {
      const write = (text) => {
        destination.write(encoder.encode(text));
        destination.flush?.();
      };
      (async () => {
        for (const part of parts) {
          const text = await Promise.race([part, left]);
          write(text);
          if (text === LEFT_TO_THE_BROWSER) break;
        }
        destination.end();
      })();
    },
  };
}

function renderMarkup(path, { waitForAll, nonce, onError, signal }) {
  const open = '<main data-wait-for-all="' + waitForAll + '" data-nonce="' + nonce + '"><h1>Page ' + path + '</h1>';
  switch (path) {
    case '/agentProfile/shell-fails':
      return Promise.reject(new Error('the shell broke'));
    case '/agentProfile/fails-late': {
      const failedPart = Promise.resolve().then(() => {
        onError(new Error('a part broke'));
        return '<template data-msg="a part broke"></template></main>';
      });
      return Promise.resolve(createBody([open, failedPart], signal));
    }
    case '/propertyDetail/late-part': {
      const late = latePart.then(
        () => '<section>Similar listings</section></main><script nonce="' + nonce + '">reveal("similar")</script>',
      );
      const body = createBody([open, late], signal);
      return waitForAll ? late.then(() => body) : Promise.resolve(body);
    }
    case '/propertyDetail/slow-part': {
      // A part that never comes: React resolves a crawler's render at the abort, with what was ready.
      const body = createBody([open, never], signal);
      return waitForAll ? whenAborted(signal).then(() => body) : Promise.resolve(body);
    }
    case '/propertyDetail/deaf-render':
      // A render that does not stop at the abort: neither its shell nor its whole page comes.
      return never;
    default:
      return Promise.resolve(createBody([open, '</main>'], signal));
  }
}

export async function loadPage({ url, origin, locale, signal }) {
  const path = new URL(url, origin).pathname;
  const search = new URL(url, origin).search;
  if (path === '/agentProfile/fails-early') throw new Error('renderer broke');
  if (path === '/propertyDetail/slow-loader') await rejectOnAbort(signal);
  if (path === '/propertyDetail/deaf-loader') await never;
  if (search === '?view=map') return { kind: 'shell' };
  if (search === '?handoff=1') return { kind: 'redirect', status: 302, location: '/allProperties?search=gulshan' };
  // A page meant to meet the deadline asks the API nothing, so only its render decides when it ends.
  const health =
    path === '/propertyDetail/slow-part' || path === '/propertyDetail/deaf-render'
      ? {}
      : await (await transport('/api/health', { headers: { Accept: 'application/json' } })).json();
  const status = path.startsWith('/propertyDetail/missing') ? 404 : 200;
  return {
    kind: 'page',
    status,
    head: '<title>Rendered ' + path + '</title><meta name="rendered-in" content="' + locale + '">',
    stateScript: '<script type="application/json" id="nestlane-state">{"health":' + JSON.stringify(health.status ?? null) + '}</script>',
    renderBody: (options) => renderMarkup(path, options),
  };
}
`;

type StandInRenderer = { holdLatePart: () => () => void };

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const GOOGLEBOT =
  'Mozilla/5.5 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/156.0.0.0 Safari/537.36';

/** The end of every rendered answer: the state the browser's app starts from, then the template's end. */
const STATE_AND_END =
  /<\/div><script type="application\/json" id="nestlane-state">\{"health":[^}]*\}<\/script>\s*<\/body>\s*<\/html>\s*$/;

/** The built Bangla font, as Vite names it (decision 040). */
const BANGLA_FONT = 'noto-sans-bengali-bengali-wght-normal-Ab12Cd.woff2';

let testApp: TestApp;
let standIn: StandInRenderer;
let root: string;
let webDist: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nestlane-ssr-test-'));
  webDist = join(root, 'dist');
  mkdirSync(webDist, { recursive: true });
  mkdirSync(`${webDist}-ssr`, { recursive: true });
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  writeFileSync(join(`${webDist}-ssr`, 'entry-server.js'), RENDERER);
  mkdirSync(join(webDist, 'assets'), { recursive: true });
  writeFileSync(join(webDist, 'assets', BANGLA_FONT), 'woff2');
  testApp = await buildTestApp({ WEB_DIST_DIR: webDist });
  // The same module instance as the server's: the test holds the parts it waits for.
  standIn = (await import(pathToFileURL(join(`${webDist}-ssr`, 'entry-server.js')).href)) as StandInRenderer;
});

afterAll(async () => {
  await testApp.close();
  rmSync(root, { recursive: true, force: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function get(url: string, headers: Record<string, string | undefined> = {}, app = testApp) {
  return app.app.inject({ method: 'GET', url, headers });
}

/** The answer's text as it arrives: `until(text)` resolves once it has come, `ended` with the whole. */
function readAsItArrives(stream: Readable) {
  let text = '';
  const waiting: { expected: string; resolve: (text: string) => void }[] = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    text += chunk;
    for (const waiter of waiting.filter(({ expected }) => text.includes(expected))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(text);
    }
  });
  const ended = new Promise<string>((resolve, reject) => {
    stream.once('end', () => resolve(text));
    stream.once('error', reject);
  });
  return {
    until: (expected: string) =>
      text.includes(expected)
        ? Promise.resolve(text)
        : new Promise<string>((resolve) => waiting.push({ expected, resolve })),
    ended,
  };
}

function findScriptNonce(policy: unknown): string | undefined {
  return /script-src 'self' 'nonce-([^']+)'/.exec(String(policy))?.[1];
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
      /<div id="root"><main data-wait-for-all="true" data-nonce="[^"]+"><h1>Page \/<\/h1><\/main><\/div><script type="application\/json" id="nestlane-state">\{"health":"ok"\}<\/script>\s*<\/body>/,
    );
    // The head comes before the body: the page's tags sit inside <head>.
    expect(html.indexOf('<title>Rendered /</title>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('passes the page’s request id on to the API calls its loaders make (issue 28)', async () => {
    const inject = vi.spyOn(testApp.app, 'inject');
    const response = await get('/', { 'x-request-id': 'page-request-28' });
    expect(response.statusCode).toBe(200);
    const healthCall = inject.mock.calls
      .map((call) => (call as unknown[])[0] as { url?: string; headers?: Record<string, string> })
      .find((options) => options.url === '/api/health');
    expect(healthCall?.headers?.['x-request-id']).toBe('page-request-28');
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
    expect(brotliDecompressSync(br.rawPayload).toString()).toMatch(/<h1>Page \/<\/h1><\/main><\/div><script/);
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toMatch(STATE_AND_END);
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

  it('renders the whole page for a crawler or a request without a user agent, the shell first for a person', async () => {
    const crawler = await get('/', { 'user-agent': GOOGLEBOT });
    expect(crawler.body).toContain('<main data-wait-for-all="true"');
    // Without a user agent at all (inject sends its own unless told not to).
    const anonymous = await get('/', { 'user-agent': undefined });
    expect(anonymous.body).toContain('<main data-wait-for-all="true"');
    const person = await get('/', { 'user-agent': CHROME });
    expect(person.body).toContain('<main data-wait-for-all="false"');
  });

  it('streams a person the shell before a part that waits, and that part as soon as it is ready', async () => {
    const releaseLatePart = standIn.holdLatePart();
    // Released below; also when an assertion fails first, so no later render waits for it.
    onTestFinished(() => releaseLatePart());
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/propertyDetail/late-part',
      headers: { 'user-agent': CHROME },
      payloadAsStream: true,
    });
    expect(response.statusCode).toBe(200);
    const answer = readAsItArrives(response.stream());
    const beforeLatePart = await answer.until('<h1>Page /propertyDetail/late-part</h1>');
    expect(beforeLatePart).toContain('<title>Rendered /propertyDetail/late-part</title>');
    expect(beforeLatePart).not.toContain('Similar listings');
    releaseLatePart();
    const html = await answer.ended;
    expect(html).toContain(
      '<h1>Page /propertyDetail/late-part</h1><section>Similar listings</section></main><script nonce=',
    );
    expect(html).toMatch(STATE_AND_END);
  });

  it('gives a crawler the page with the part that waited, once it is ready', async () => {
    const releaseLatePart = standIn.holdLatePart();
    const answer = get('/propertyDetail/late-part', { 'user-agent': GOOGLEBOT });
    releaseLatePart();
    const html = (await answer).body;
    expect(html).toMatch(
      /<main data-wait-for-all="true" data-nonce="[^"]+"><h1>Page \/propertyDetail\/late-part<\/h1><section>Similar listings<\/section><\/main>/,
    );
    expect(html).toMatch(STATE_AND_END);
  });

  it('allows React’s inline scripts by the answer’s own nonce, and the shell none', async () => {
    const first = await get('/propertyDetail/late-part', { 'user-agent': CHROME });
    const nonce = findScriptNonce(first.headers['content-security-policy']);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.body).toContain(`data-nonce="${nonce}"`);
    expect(first.body).toContain(`<script nonce="${nonce}">reveal("similar")</script>`);
    const second = await get('/propertyDetail/late-part', { 'user-agent': CHROME });
    expect(findScriptNonce(second.headers['content-security-policy'])).not.toBe(nonce);
    const shell = await get('/allProperties?view=map');
    expect(shell.headers['content-security-policy']).toContain("script-src 'self'");
    expect(shell.headers['content-security-policy']).not.toContain('nonce-');
  });

  it('falls back to the logged shell when loading or rendering fails before the shell', async () => {
    const logError = vi.spyOn(testApp.app.log, 'error');
    for (const url of ['/agentProfile/fails-early', '/agentProfile/shell-fails']) {
      const response = await get(url, { 'user-agent': CHROME });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Nestlane || Home</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('/assets/index-abc.js');
      expect(response.headers['content-security-policy']).not.toContain('nonce-');
    }
    expect(logError).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'renderer broke' }), url: '/agentProfile/fails-early' },
      expect.stringContaining('sending the page shell'),
    );
    expect(logError).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'the shell broke' }), url: '/agentProfile/shell-fails' },
      expect.stringContaining('sending the page shell'),
    );
  });

  it('completes the page when a part fails after the shell, leaving that part to the browser', async () => {
    const logWarning = vi.spyOn(testApp.app.log, 'warn');
    const late = await get('/agentProfile/fails-late', { 'user-agent': CHROME });
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('<title>Rendered /agentProfile/fails-late</title>');
    expect(late.body).toContain(
      '<h1>Page /agentProfile/fails-late</h1><template data-msg="a part broke"></template></main>',
    );
    expect(late.body).toMatch(STATE_AND_END);
    expect(late.body).toContain('/assets/index-abc.js');
    expect(logWarning).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'a part broke' }), url: '/agentProfile/fails-late' },
      expect.stringContaining('the browser renders it'),
    );
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

describe('the render deadline (SSR_RENDER_DEADLINE_MS)', () => {
  let quickApp: TestApp;

  beforeAll(async () => {
    quickApp = await buildTestApp({ WEB_DIST_DIR: webDist, SSR_RENDER_DEADLINE_MS: '200' });
  });

  afterAll(async () => {
    await quickApp.close();
  });

  it('is 5 seconds unless set, and a whole number of milliseconds', () => {
    expect(testApp.config.ssrRenderDeadlineMs).toBe(5000);
    expect(quickApp.config.ssrRenderDeadlineMs).toBe(200);
    for (const value of ['0', '-1', '1.5', 'soon']) {
      expect(() => loadConfig({ DATABASE_URL: 'memory://', SSR_RENDER_DEADLINE_MS: value }), value).toThrow(
        /SSR_RENDER_DEADLINE_MS must be a whole number of milliseconds, at least 1/,
      );
    }
  });

  it('answers the shell when a loader is still running at the deadline, whether it listens or not', async () => {
    for (const url of ['/propertyDetail/slow-loader', '/propertyDetail/deaf-loader']) {
      const response = await get(url, { 'user-agent': CHROME }, quickApp);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<title>Nestlane || Home</title>');
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });

  it('aborts a person’s render at the deadline: the rest is left to the browser and the page completes', async () => {
    const response = await get('/propertyDetail/slow-part', { 'user-agent': CHROME }, quickApp);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Rendered /propertyDetail/slow-part</title>');
    expect(response.body).toContain(
      '<h1>Page /propertyDetail/slow-part</h1><template data-left-for-the-browser></template></main>',
    );
    expect(response.body).toMatch(STATE_AND_END);
  });

  it('gives a crawler what is ready at the deadline, the rest left to the browser', async () => {
    const response = await get('/propertyDetail/slow-part', { 'user-agent': GOOGLEBOT }, quickApp);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Rendered /propertyDetail/slow-part</title>');
    expect(response.body).toMatch(
      /<main data-wait-for-all="true" data-nonce="[^"]+"><h1>Page \/propertyDetail\/slow-part<\/h1><template data-left-for-the-browser><\/template><\/main>/,
    );
    expect(response.body).toMatch(STATE_AND_END);
  });

  it('answers the shell when a render does not stop at the deadline', async () => {
    for (const headers of [{ 'user-agent': GOOGLEBOT }, { 'user-agent': CHROME }]) {
      const response = await get('/propertyDetail/deaf-render', headers, quickApp);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Nestlane || Home</title>');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });
});
