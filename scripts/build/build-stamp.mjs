#!/usr/bin/env node
/**
 * One build, reused: `npm start` and `npm test` build the app only when a file it is built from changed
 * since the last build, so CI (and a newcomer who runs both README commands) builds once.
 *
 *   node scripts/build/build-stamp.mjs write   after `npm run build`: the build is of the sources as of its start
 *   node scripts/build/build-stamp.mjs ensure  builds (`npm run build`) unless the stamp is newer than every input
 *
 * Like make, by modification time: an edit, a checkout or a pull touches the files it changes.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STAMP = join(ROOT, 'apps/api/dist/.build-stamp.json');
/** What `npm run build` reads: the apps' and the shared package's sources and settings, the lock, the build scripts. */
const INPUTS = [
  'package-lock.json',
  'tsconfig.base.json',
  'scripts/build',
  'packages/shared/src',
  'packages/shared/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/lingui.config.ts',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/package.json',
];
/** The outputs a build leaves: without one of them the stamp does not count. */
const OUTPUTS = ['apps/web/dist/index.html', 'apps/web/dist-ssr/entry-server.js', 'apps/api/dist/server.js'];

function newestModification(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestModification(join(path, entry)));
  return newest;
}

function newestInput() {
  return Math.max(...INPUTS.map((input) => newestModification(join(ROOT, input))));
}

function readStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

function isBuildFresh() {
  const stamp = readStamp();
  if (!stamp || typeof stamp.sourcesAsOf !== 'number') return false;
  if (!OUTPUTS.every((output) => existsSync(join(ROOT, output)))) return false;
  return newestInput() <= stamp.sourcesAsOf;
}

const command = process.argv[2];
if (command === 'write') {
  // The build began before this runs: a file saved during it is newer than the stamp's start time only if
  // the build was told when it started (BUILD_STARTED_AT); otherwise the newest input now.
  const startedAt = Number(process.env.BUILD_STARTED_AT);
  const sourcesAsOf = Number.isFinite(startedAt) && startedAt > 0 ? startedAt : newestInput();
  mkdirSync(dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ sourcesAsOf })}\n`);
} else if (command === 'ensure') {
  if (isBuildFresh()) {
    console.log('The build is up to date with the sources: reusing it.');
  } else {
    const startedAt = Date.now();
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, BUILD_STARTED_AT: String(startedAt) },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
} else {
  console.error('Usage: node scripts/build/build-stamp.mjs write|ensure');
  process.exit(2);
}
