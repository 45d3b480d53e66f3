import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from './chromium-path.mjs';

/**
 * The multi-instance journey (issue 14): two API instances on one PostgreSQL database, one Redis and one
 * S3-compatible bucket (s3rver), behind Debian's nginx; the browser only ever talks to the proxy.
 * e2e/cluster/global-setup.mjs starts all of it and stops it; `npm run test:cluster` runs it.
 * CLUSTER_E2E_PORT: the proxy's loopback port (default 3200).
 */
const port = Number(process.env.CLUSTER_E2E_PORT ?? 3200);

export default defineConfig({
  testDir: './cluster',
  testMatch: /\.spec\.ts$/,
  workers: 1,
  retries: 0,
  timeout: 240_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalSetup: './cluster/global-setup.mjs',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [{ name: 'cluster', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
