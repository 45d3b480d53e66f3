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
    // On PostgreSQL, the migrated database every file's database is copied from.
    globalSetup: ['test/global-setup.ts'],
    // Guards against a hang, never a measure of speed (benchmarks in scripts/bench/ are): on a 2-core
    // machine under load 20, a test that hashes a few passwords with scrypt took 35-60 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Each file opens its own database; the root config runs two files at a time (two cores).
    fileParallelism: true,
    // One module registry per worker, not one per file: the app's module graph (Fastify, Better Auth,
    // Drizzle, PGlite…) is imported once per worker instead of once per file, a third of the suite's time
    // (decision 042). Each file still builds its own app on its own database, and the app keeps no state
    // in its modules. So a file must leave nothing behind: no vi.mock (it would leak into the next file, or
    // miss a module already loaded: spy on the export instead, vi.spyOn(module, 'name'), which Vitest
    // restores after each file), and it restores any process.env, global or fake timer it changes.
    isolate: false,
  },
});
