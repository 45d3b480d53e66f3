import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

let testApp: TestApp;

async function get(url: string, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('GET /api/health', () => {
  it('answers ok: the process is alive', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ok when the database fails: liveness depends on the process alone (issue 28)', async () => {
    vi.spyOn(testApp.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/config', () => {
  it('answers the embedded defaults', async () => {
    const response = await get('/api/config');
    expect(response.json()).toEqual({
      demo: false,
      paymentProvider: 'sandbox',
      stripePublishableKey: null,
      oidcLabel: null,
      mapTileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
  });
});

describe('unknown paths and headers', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/doesNotExist?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `No API route for ${method} /api/doesNotExist`,
      });
    }
  });

  it('sends a strict Content-Security-Policy and the other security headers', async () => {
    const response = await get('/api/health');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compresses an answer of over 64 KiB in one call, its length known (decision 023)', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.rawPayload.length).toBeGreaterThan(65_536);
    expect(plain.rawPayload.length).toBeLessThan(262_144);
    const response = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['transfer-encoding']).toBeUndefined();
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(brotliDecompressSync(response.rawPayload).equals(plain.rawPayload)).toBe(true);
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    const search = document.paths['/api/getVerifiedProperties'].get;
    expect(search.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(
      expect.arrayContaining(['search', 'priceSort', 'priceRange', 'category', 'page', 'limit']),
    );
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '400']));
    expect(document.paths['/api/detailProperty/{id}']).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/auth'))).toBe(false);
  });

  it('serves the UI page and every file it loads, none inline, so it runs under the strict policy', async () => {
    const page = await get('/api/docs/');
    expect(page.statusCode).toBe(200);
    const html = page.body;
    // No inline script body: every <script> has a src.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([]);
    const assets = [...html.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? '');
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      const url = new URL(asset, 'http://localhost/api/docs/').pathname;
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(
        asset.endsWith('.css') ? /text\/css/ : /javascript/,
      );
    }
  });
});

describe('the SPA and uploaded files', () => {
  let webDistDir: string;

  beforeAll(() => {
    webDistDir = mkdtempSync(join(tmpdir(), 'nestlane-web-dist-'));
    mkdirSync(join(webDistDir, 'assets'), { recursive: true });
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Nestlane SPA</title>');
    writeFileSync(join(webDistDir, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(webDistDir, 'site.webmanifest'), '{}');
  });

  afterAll(() => {
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it('serves index.html for unknown page paths, revalidated every time', async () => {
    const withSpa = await buildTestApp({ WEB_DIST_DIR: webDistDir });
    try {
      for (const url of ['/', '/allProperties', '/propertyDetail/123?x=1', '/dashboard/myProfile']) {
        const response = await withSpa.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.body).toContain('Nestlane SPA');
      }
      const asset = await withSpa.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A file of the build without a hash in its name is revalidated, like index.html.
      const manifest = await withSpa.app.inject({ method: 'GET', url: '/site.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      const missingAsset = await withSpa.app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      expect(missingAsset.json()).toMatchObject({ code: 'NOT_FOUND' });
      const api = await withSpa.app.inject({ method: 'GET', url: '/api/nothing' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      const post = await withSpa.app.inject({ method: 'POST', url: '/allProperties' });
      expect(post.statusCode).toBe(404);

      writeFileSync(join(withSpa.config.uploadsDir, 'house.webp'), 'RIFF....WEBP');
      const upload = await withSpa.app.inject({ method: 'GET', url: '/uploads/house.webp' });
      expect(upload.statusCode).toBe(200);
      expect(upload.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const missingUpload = await withSpa.app.inject({ method: 'GET', url: '/uploads/none.webp' });
      expect(missingUpload.statusCode).toBe(404);
    } finally {
      await withSpa.close();
    }
  });

  it('answers unknown page paths with a JSON 404 when there is no web build', async () => {
    const response = await get('/allProperties');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
