/**
 * Several instances starting together on an empty PostgreSQL database (issue 14): the migrations
 * run once, under an advisory lock (db/client.ts); every instance opens, and each migration is
 * recorded once. PostgreSQL only: PGlite is one process per directory (its own lock).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const journal = JSON.parse(
  readFileSync(fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] };
let database: TestDatabase | undefined;
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

describe.runIf(process.env.API_TEST_DB === 'postgres')('instances starting together', () => {
  it('migrate an empty database once and all open it', async () => {
    database = await createTestDatabase({ isEmpty: true });
    const url = database.url;
    const opened = await Promise.allSettled([openDatabase(url), openDatabase(url), openDatabase(url)]);
    for (const result of opened) if (result.status === 'fulfilled') handles.push(result.value);
    expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'opened'))).toEqual(
      ['opened', 'opened', 'opened'],
    );
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select count(*)::int as applied from drizzle.__drizzle_migrations',
      );
      expect(rows[0].applied).toBe(journal.entries.length);
    } finally {
      await client.end();
    }
  });
});
