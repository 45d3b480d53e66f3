#!/usr/bin/env node
/**
 * Bundle report: the gzip size of the JavaScript a browser loads for '/', measured in a
 * real Chromium against the production build, plus every chunk in apps/web/dist.
 * Usage: npm run build && npm run bench:bundle   (target: ≤ 100 KB gzip for '/')
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium-path.mjs';
import { startDemoServer } from './serve-demo.mjs';

const dist = 'apps/web/dist';
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

console.log('All chunks in apps/web/dist/assets (raw → gzip):');
let total = 0;
for (const file of readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .sort()) {
  const body = readFileSync(join(dist, 'assets', file));
  total += gzipSize(body);
  console.log(
    `  ${file.padEnd(48)} ${kb(statSync(join(dist, 'assets', file)).size).padStart(10)} → ${kb(gzipSize(body))}`,
  );
}
console.log(`  all chunks: ${kb(total)} gzip`);

const server = await startDemoServer({ name: 'bundle' });
try {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const page = await browser.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), await response.body());
  });
  await page.goto(`${server.origin}/`, { waitUntil: 'networkidle' });
  await browser.close();
  let loaded = 0;
  console.log("\nJavaScript loaded by '/' (gzip):");
  for (const [url, body] of scripts) {
    loaded += gzipSize(body);
    console.log(`  ${new URL(url).pathname.padEnd(56)} ${kb(gzipSize(body))}`);
  }
  console.log(`  total: ${kb(loaded)} gzip in ${scripts.size} files (target ≤ 100 KB)`);
} finally {
  await server.stop();
}
