/**
 * A fresh database per test file: PGlite in memory by default; with API_TEST_DB=postgres a throw-away
 * database created beside TEST_DATABASE_URL, copied from the run's migrated template (global-setup.ts),
 * or empty when a test is about migrating one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDatabase = { url: string; drop: () => Promise<void> };

function isPostgresRequested(): boolean {
  return process.env.API_TEST_DB === 'postgres';
}

export async function createTestDatabase({
  isEmpty = false,
}: {
  isEmpty?: boolean;
} = {}): Promise<TestDatabase> {
  if (!isPostgresRequested()) return { url: 'memory://', drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL (a database to connect through)');
  const template = isEmpty ? undefined : inject('postgresTemplate');
  return createEmptyTestDatabase(adminUrl, 'nl_test', template);
}

/** A database named `<prefix>_<random>` beside `adminUrl`, a copy of `template` if one is named. */
export async function createEmptyTestDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<TestDatabase & { name: string }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => runAdminStatement(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdminStatement(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
