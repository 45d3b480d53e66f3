/**
 * In-memory databases (`memory://`, every PGlite API test file's): after the first, each starts from a
 * copy of that one just migrated (db/client.ts). Each must still be its own, empty and fully migrated,
 * whatever was written to the others. PGlite only: PostgreSQL has no `memory://`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { readRows } from './helpers/activity';

const journal = JSON.parse(
  readFileSync(fileURLToPath(new URL('../drizzle/meta/_journal.json', import.meta.url)), 'utf8'),
) as { entries: unknown[] };
const handles: DatabaseHandle[] = [];

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

async function openMemory() {
  const handle = await openDatabase('memory://');
  handles.push(handle);
  return handle;
}

async function countUsers(handle: DatabaseHandle) {
  const rows = await readRows<{ count: number }>(handle.db, sql`select count(*)::int as count from "user"`);
  return rows[0]?.count;
}

describe.runIf(process.env.API_TEST_DB !== 'postgres')('in-memory databases', () => {
  it('each opens empty and migrated, whatever was written to one opened before', async () => {
    const first = await openMemory();
    await first.db.execute(
      sql`insert into "user" (id, name, email, creation_date, created_at, updated_at)
          values ('memory-test', 'Memory Test', 'memory.test@example.com', 'Sat Nov 28 2026', now(), now())`,
    );
    expect(await countUsers(first)).toBe(1);

    const second = await openMemory();
    expect(await countUsers(second)).toBe(0);
    const applied = await readRows<{ count: number }>(
      second.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]?.count).toBe(journal.entries.length);
    // The one-typo title search's extension came along too.
    const trigram = await readRows<{ similar: boolean }>(
      second.db,
      sql`select 'Gulshan' % 'Gulsan' as similar`,
    );
    expect(trigram[0]?.similar).toBe(true);
    expect(await countUsers(first)).toBe(1);
  });
});
