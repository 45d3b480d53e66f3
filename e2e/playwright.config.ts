import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './chromium-path.mjs';

/**
 * End-to-end tests drive Debian's Chromium against the production build: the compiled API
 * (apps/api/dist/server.js, what `npm run serve` runs) serves apps/web/dist from one port, on a fresh
 * embedded database seeded with demo data. Nothing is retried: a test that passes only sometimes fails.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const SHARED_STATE_SPECS =
  /(advertise|listings|listing-facts|journey|keyboard|history-and-compare|saved-search-alerts|market-state)\.spec\.ts$/;
const dataDir = process.env.E2E_DATA_DIR ?? createOwnDataDir();
/**
 * A 360 px phone, screen included: with the Pixel 7's 412 px screen left in, `device-width` (which the
 * browser reads from the screen before layout) disagreed with the viewport, and a server-rendered
 * picture was fetched at the size for 412 px and then again for 360.
 */
const phone = {
  ...devices['Pixel 7'],
  channel: undefined,
  viewport: { width: 360, height: 760 },
  screen: { width: 360, height: 760 },
};

/**
 * The run's own database folder in the temp folder (about 40 MB once seeded), removed when the run ends,
 * passed or failed. Playwright loads this config again in every worker: the folder is handed to them in
 * E2E_DATA_DIR, so only this first process creates one and removes it. It removes it on exit, after the
 * web server is stopped, so the server never writes into a folder already gone. A folder given in
 * E2E_DATA_DIR belongs to whoever gave it and is left alone.
 */
function createOwnDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'nestlane-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export default defineConfig({
  testDir: './specs',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Limits that only stop a hang: every wait is for what the page does, and on a busy 2-core machine a
  // client-side redirect alone (hydration first) can take over 10 s.
  timeout: 240_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action's DOM and screenshots, kept only when the test fails: a quarter of the
    // tier's time on 2 cores (7 spec files: 219 s with it, 165 s without). CI's clone is gone when its run
    // ends, so no one opens a trace there; its log carries each failure's error and call log.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // The installable app's service worker (decision 056) is tested in installable.spec.ts alone: elsewhere
    // a worker left by one page must not answer another's requests or hide them from page.route.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      grepInvert: /@phone/,
      testIgnore: SHARED_STATE_SPECS,
    },
    {
      name: 'phone',
      use: { ...phone },
      grep: /@phone/,
      testIgnore: SHARED_STATE_SPECS,
    },
    {
      // Specs that change what other specs read (new verified listings, the home page's advertised ones) run
      // last, after the specs that compare pages with the API.
      name: 'shared-state',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testMatch: SHARED_STATE_SPECS,
      grepInvert: /@phone/,
      dependencies: ['desktop', 'phone'],
    },
    {
      // The same, on the 360 px phone: journeys tagged @phone that add listings (the Taka payments of issue 29).
      name: 'shared-state-phone',
      use: { ...phone },
      testMatch: SHARED_STATE_SPECS,
      grep: /@phone/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: {
    command: 'node apps/api/dist/server.js',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Seeding the demo takes 10–30 s when the machine is idle: the limit only stops a hang.
    timeout: 600_000,
    env: {
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Parallel specs sign in often from one address; the limits themselves are API-tested.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Map tiles are a third party: tests answer them from a local stub route.
      MAP_TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
      // PostgreSQL instead of the embedded database (scripts/test.mjs runs the server-rendering spec so).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
