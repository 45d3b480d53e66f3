import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { takeMemoryDatabase } from './memory-database-pool';
import { createTestDatabase } from './test-database';
import { testPasswordHashing } from './test-password-hashing';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/**
 * The real app on a fresh database, no demo data, quiet logs. An in-memory one is taken from the worker's
 * pool (memory-database-pool.ts): emptied and checked to be as fresh, not opened again. Passwords are
 * hashed at a test's cost (test-password-hashing.ts) unless `options.passwordHashing` is given, `undefined`
 * included: Better Auth's own.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  options: Omit<BuildOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    DEMO: 'false',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    ...env,
  });
  const memoryDatabase = config.databaseLocation === 'memory://' ? takeMemoryDatabase() : undefined;
  const app = await buildApp(config, {
    passwordHashing: testPasswordHashing,
    ...options,
    database: memoryDatabase,
  });
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
