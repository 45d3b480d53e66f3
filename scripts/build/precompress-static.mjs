#!/usr/bin/env node
/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every
 * compressible file of the web build, once, so the API sends them as they are
 * (@fastify/static's `preCompressed`) instead of compressing on every request (decision 031).
 * Files under 1 KiB are left alone, and so is a copy that would not be smaller than its file.
 * Usage: node scripts/build/precompress-static.mjs [dir]   (default: apps/web/dist)
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_DIR = join(ROOT, 'apps/web/dist');
/** Below this a compressed copy saves a few hundred bytes at most: not worth a file (and @fastify/compress's threshold). */
const MIN_BYTES = 1024;
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

const ENCODINGS = [
  {
    extension: '.br',
    compress: promisify(brotliCompress),
    options: (size) => ({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  },
  { extension: '.gz', compress: promisify(gzip), options: () => ({ level: constants.Z_BEST_COMPRESSION }) },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function listCompressibleFiles(dir) {
  const names = await readdir(dir, { recursive: true });
  const files = [];
  for (const name of names.filter((entry) => COMPRESSIBLE_FILE.test(entry)).sort()) {
    const path = join(dir, name);
    if ((await stat(path)).isFile()) files.push(path);
  }
  return files;
}

/** One file's copies; the zlib calls run on libuv's thread pool, so files are done side by side. */
async function precompressFile(path) {
  const body = await readFile(path);
  const sizes = { raw: body.length };
  for (const { extension, compress, options } of ENCODINGS) {
    const compressed = body.length < MIN_BYTES ? undefined : await compress(body, options(body.length));
    if (compressed && compressed.length < body.length) {
      await writeFile(path + extension, compressed);
      sizes[extension] = compressed.length;
    } else {
      // A copy left by an earlier build of this folder would be served for a file it no longer matches.
      await rm(path + extension, { force: true });
    }
  }
  return sizes;
}

async function precompressStatic(dir) {
  const files = await listCompressibleFiles(dir);
  const results = await Promise.all(
    files.map(async (path) => ({ path, sizes: await precompressFile(path) })),
  );
  return results;
}

const dir = resolve(process.argv[2] ?? DEFAULT_DIR);
const started = performance.now();
const results = await precompressStatic(dir);
const written = results.filter(({ sizes }) => sizes['.br'] !== undefined || sizes['.gz'] !== undefined);
const total = (key) => written.reduce((sum, { sizes }) => sum + (sizes[key] ?? sizes.raw), 0);
console.log(
  `precompressed ${written.length} of ${results.length} compressible files in ${relative(ROOT, dir) || dir}` +
    ` (${kb(total('raw'))} → brotli ${kb(total('.br'))}, gzip ${kb(total('.gz'))})` +
    ` in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
