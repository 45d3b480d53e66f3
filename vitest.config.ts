import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { defineWebProjects } from './apps/web/vitest.projects.ts';

/**
 * Every unit, component and API test tier in one run. The API suite runs once per database named in
 * TEST_API_DATABASES (comma-separated: `pglite`, `postgres`), as the project `api:<database>`. Unset, it
 * runs on PGlite (memory://) and, when TEST_DATABASE_URL is set, a second time on real PostgreSQL. CI
 * runs it once per database and once per Node version (.ci/run): PostgreSQL on Node 24, PGlite on Node 20.
 */
const API_DATABASES = ['pglite', 'postgres'] as const;
type ApiDatabase = (typeof API_DATABASES)[number];

function isApiDatabase(name: string): name is ApiDatabase {
  return (API_DATABASES as readonly string[]).includes(name);
}

function readApiDatabases(env: NodeJS.ProcessEnv): ApiDatabase[] {
  const setting = env.TEST_API_DATABASES?.trim();
  if (!setting) return env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const names = [...new Set(setting.split(',').map((name) => name.trim()))].filter(Boolean);
  const unknown = names.filter((name) => !isApiDatabase(name));
  if (unknown.length > 0 || names.length === 0) {
    throw new Error(
      `TEST_API_DATABASES=${setting}: name one or more of ${API_DATABASES.join(', ')}, separated by commas`,
    );
  }
  if (names.includes('postgres') && !env.TEST_DATABASE_URL) {
    throw new Error(
      'TEST_API_DATABASES names postgres: set TEST_DATABASE_URL (a database to connect through)',
    );
  }
  return names.filter(isApiDatabase);
}

const apiProjects = readApiDatabases(process.env).map(
  (database): TestProjectInlineConfiguration => ({
    extends: './apps/api/vitest.config.ts',
    test: { name: `api:${database}`, root: './apps/api', env: { API_TEST_DB: database } },
  }),
);

export default defineConfig({
  test: {
    // Two cores: two test files at a time across every project.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: './packages/shared', environment: 'node' } },
      ...defineWebProjects(),
      ...apiProjects,
    ],
  },
});
