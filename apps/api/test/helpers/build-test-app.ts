import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
};

/** The real app on a fresh database, no demo data, quiet logs. */
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
  const app = await buildApp(config, options);
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
