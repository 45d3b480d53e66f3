/**
 * Once per run of the API suite on PostgreSQL: a database migrated once (the app's tables and pg-boss's
 * schema), that every test file's database is copied from (`CREATE DATABASE … TEMPLATE`,
 * helpers/test-database.ts), instead of each file running every migration again. Under load a file's
 * migrations took 4-6 s and the copy 1-2 s (decision 042).
 * Dropped when the run ends. On PGlite, in-memory databases start from a migrated snapshot already
 * (db/client.ts).
 */
import PgBoss from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { JOBS_SCHEMA } from '../src/plugins/jobs';
import { createEmptyTestDatabase } from './helpers/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database test files copy, on PostgreSQL; unset on PGlite. */
    postgresTemplate?: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.API_TEST_DB !== 'postgres' || !adminUrl) return;
  const template = await createEmptyTestDatabase(adminUrl, 'nl_template');
  const migrated = await openDatabase(template.url);
  await migrated.close();
  // pg-boss makes its schema at its first start, as the app's onReady does (plugins/jobs.ts).
  // Neither supervising nor scheduling, as in the tests' apps: no queue of its own is made.
  const jobs = new PgBoss({
    connectionString: template.url,
    schema: JOBS_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  await jobs.start();
  await jobs.stop({ graceful: false });
  project.provide('postgresTemplate', template.name);
  return () => template.drop();
}
