import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * API tests build the real app and call it through app.inject() against a real
 * database: PGlite in memory by default, PostgreSQL when API_TEST_DB=postgres.
 */
export default defineConfig({
  test: {
    name: 'api',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; the root config runs two files at a time (two cores).
    fileParallelism: true,
  },
});
