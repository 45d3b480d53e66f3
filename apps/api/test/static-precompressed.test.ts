/**
 * The web build's brotli and gzip copies (scripts/build/precompress-static.mjs) and how the API
 * sends them: the copy the browser accepts, byte for byte, never compressed again (decision 031).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/build-test-app';

const PRECOMPRESS_SCRIPT = fileURLToPath(
  new URL('../../../scripts/build/precompress-static.mjs', import.meta.url),
);
const ENTRY = 'assets/index-Ab12Cd34.js';
const NO_COPY = 'assets/late-Ef56Gh78.js';

/** Text that compresses like a real chunk: repeated, yet not one byte repeated. */
function makeScript(name: string, lines: number): string {
  return Array.from(
    { length: lines },
    (_, index) => `export function ${name}${index}(value) { return value * ${index} + '${name}'; }\n`,
  ).join('');
}

let dist: string;
let testApp: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'nestlane-precompressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Nestlane</title>${'<p>home</p>'.repeat(200)}`,
  );
  writeFileSync(join(dist, ENTRY), makeScript('entry', 400));
  writeFileSync(join(dist, 'assets/tiny-Ij90Kl12.js'), 'export const tiny = 1;\n');
  // Random bytes do not shrink: no copy is worth writing.
  writeFileSync(join(dist, 'assets/noise-Mn34Op56.txt'), randomBytes(4096));
  writeFileSync(join(dist, 'assets/photo-Qr78St90.webp'), randomBytes(4096));
  await promisify(execFile)(process.execPath, [PRECOMPRESS_SCRIPT, dist]);
  // Written after the build step: served with no copy beside it.
  writeFileSync(join(dist, NO_COPY), makeScript('late', 200));
  testApp = await buildTestApp({ WEB_DIST_DIR: dist });
});

afterAll(async () => {
  await testApp?.close();
  if (dist) rmSync(dist, { recursive: true, force: true });
});

function get(path: string, acceptEncoding?: string) {
  return testApp.app.inject({
    method: 'GET',
    url: `/${path}`,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
}

const read = (path: string) => readFileSync(join(dist, path));

describe('the build step (scripts/build/precompress-static.mjs)', () => {
  it('writes a brotli and a gzip copy of each compressible file that both decompress to it', () => {
    for (const path of [ENTRY, 'index.html']) {
      expect(brotliDecompressSync(read(`${path}.br`))).toEqual(read(path));
      expect(gunzipSync(read(`${path}.gz`))).toEqual(read(path));
      expect(read(`${path}.br`).length).toBeLessThan(read(`${path}.gz`).length);
    }
  });

  it('skips files under 1 KiB, files that do not shrink and types it does not compress', () => {
    for (const path of [
      'assets/tiny-Ij90Kl12.js',
      'assets/noise-Mn34Op56.txt',
      'assets/photo-Qr78St90.webp',
    ]) {
      expect(existsSync(join(dist, `${path}.br`)), path).toBe(false);
      expect(existsSync(join(dist, `${path}.gz`)), path).toBe(false);
    }
  });
});

describe('GET a precompressed file', () => {
  it('sends the .br copy as it is to a browser that accepts brotli', async () => {
    const response = await get(ENTRY, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.rawPayload).toEqual(read(`${ENTRY}.br`));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends the .gz copy as it is to a browser that accepts only gzip', async () => {
    const response = await get(ENTRY, 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload).toEqual(read(`${ENTRY}.gz`));
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const response = await get(ENTRY);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload).toEqual(read(ENTRY));
    expect(response.headers.vary).toBe('accept-encoding');
  });

  it('revalidates index.html, also as its brotli copy', async () => {
    const response = await get('', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload).toEqual(read('index.html.br'));
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('GET a file without a copy', () => {
  it('still answers it, compressed on the fly', async () => {
    const response = await get(NO_COPY, 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload)).toEqual(read(NO_COPY));
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a file the build left alone as it is', async () => {
    const response = await get('assets/tiny-Ij90Kl12.js');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(read('assets/tiny-Ij90Kl12.js'));
  });
});
