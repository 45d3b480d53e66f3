/**
 * The installable app (decision 056): the server sends the service worker and the web app manifest the
 * web build writes (vite-plugin-pwa) with their types, revalidated on every visit so a new worker rolls out
 * at once, and the Content-Security-Policy lets the page use them.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const PRECOMPRESS_SCRIPT = fileURLToPath(
  new URL('../../../scripts/build/precompress-static.mjs', import.meta.url),
);

let dist: string;
let testApp: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nestlane-installable-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Nestlane</title><div id="root"></div>');
  // Large enough for the build's brotli and gzip copies: the copy must answer with the same headers.
  writeFileSync(
    join(dist, 'sw.js'),
    `self.addEventListener('fetch', () => {});\n${'// worker\n'.repeat(300)}`,
  );
  writeFileSync(
    join(dist, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Nestlane', short_name: 'Nestlane', start_url: '/', display: 'standalone' }),
  );
  await promisify(execFile)(process.execPath, [PRECOMPRESS_SCRIPT, dist]);
  testApp = await buildTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await testApp?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function get(url: string, acceptEncoding = 'br, gzip') {
  return testApp.app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });
}

describe('the installable app', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('sends /sw.js as JavaScript, revalidated each time (accepting %s)', async (accepted, encoding) => {
    const response = await get('/sw.js', accepted);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe(encoding);
  });

  it('sends the manifest as a web app manifest, revalidated each time', async () => {
    const response = await get('/manifest.webmanifest', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json\b/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ short_name: 'Nestlane', display: 'standalone' });
  });

  it("lets the page's own service worker and manifest load under the Content-Security-Policy", async () => {
    const policy = String((await get('/')).headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
