/**
 * A fresh, empty database per test file: PGlite in memory by default; with
 * API_TEST_DB=postgres a throw-away database created beside TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDatabase = { url: string; drop: () => Promise<void> };

function isPostgresRequested(): boolean {
  return process.env.API_TEST_DB === 'postgres';
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!isPostgresRequested()) return { url: 'memory://', drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL (a database to connect through)');
  const name = `nl_test_${randomBytes(6).toString('hex')}`;
  await runAdminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
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
