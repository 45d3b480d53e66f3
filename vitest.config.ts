import { defineConfig } from 'vitest/config';

/**
 * Every unit, component and API test tier in one run. The API suite runs on PGlite
 * (memory://) and, when TEST_DATABASE_URL is set, a second time on real PostgreSQL.
 */
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api:postgres', root: './apps/api', env: { API_TEST_DB: 'postgres' } },
      },
    ]
  : [];

export default defineConfig({
  test: {
    // Two cores: two test files at a time across every project.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', environment: 'node' } },
      './apps/web/vitest.config.ts',
      {
        extends: './apps/api/vitest.config.ts',
        test: { name: 'api:pglite', root: './apps/api', env: { API_TEST_DB: 'pglite' } },
      },
      ...apiOnPostgres,
    ],
  },
});
