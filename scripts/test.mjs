#!/usr/bin/env node
/**
 * `npm test`: every tier. Unit, component and API tests (Vitest projects; the API suite runs on
 * PGlite, and also on PostgreSQL when TEST_DATABASE_URL is set; TEST_API_DATABASES=postgres, pglite or
 * both, comma-separated, chooses instead: vitest.config.ts), then the Playwright end-to-end
 * tests against the production build (the compiled server) on the embedded database, and with TEST_DATABASE_URL the
 * server-rendered pages once more on a fresh PostgreSQL database beside it (their data comes
 * through either driver). Without Chromium the end-to-end tier is skipped
 * with a plain message, except under CI=true where a missing Chromium is a failure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { testBrowserPath } from '../e2e/chromium-path.mjs';
import { createThrowAwayDatabase } from './postgres-database.mjs';

function runStatus(command, args, env = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function run(command, args) {
  const status = runStatus(command, args);
  if (status !== 0) process.exit(status);
}

// The databases the API suite runs on, as vitest.config.ts reads them (which also checks the names).
const apiDatabases =
  process.env.TEST_API_DATABASES?.trim() || (process.env.TEST_DATABASE_URL ? 'pglite,postgres' : 'pglite');
const databaseNames = { pglite: 'PGlite', postgres: 'PostgreSQL' };
const onDatabases = apiDatabases
  .split(',')
  .map((name) => databaseNames[name.trim()] ?? name.trim())
  .join(' and ');
const addPostgres = process.env.TEST_DATABASE_URL ? '' : ' (set TEST_DATABASE_URL to add PostgreSQL)';
console.log(`Unit, component and API tests, the API on ${onDatabases}${addPostgres}`);
run('npx', ['vitest', 'run']);

const browser = testBrowserPath();
if (!browser || !existsSync(browser)) {
  const advice =
    "End-to-end tests need Chromium. Install Debian's package with `sudo apt-get install chromium` " +
    '(or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.';
  if (process.env.CI === 'true') {
    console.error(`\n✖ Chromium was not found and CI=true: end-to-end tests cannot run.\n${advice}`);
    process.exit(1);
  }
  console.warn(`\n⚠ End-to-end tests were SKIPPED: Chromium was not found.\n${advice}`);
  process.exit(0);
}

// The production build (the web app and the compiled API the end-to-end tests run), unless the one there
// is of these sources already (`npm start` made it): built once.
run('node', ['scripts/build/build-stamp.mjs', 'ensure']);
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

if (process.env.TEST_DATABASE_URL) {
  const database = await createThrowAwayDatabase(process.env.TEST_DATABASE_URL, 'nestlane_e2e');
  console.log(`\nServer-rendered pages on PostgreSQL (${database.name})`);
  const status = runStatus(
    'npx',
    [
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      // One argument: `--project desktop file` would read the file as a second project's name.
      '--project=desktop',
      'server-rendering.spec.ts',
    ],
    { E2E_DATABASE_URL: database.url },
  );
  await database.drop();
  if (status !== 0) process.exit(status);
}
