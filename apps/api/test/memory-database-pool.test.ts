/**
 * The test workers' pool of in-memory databases (helpers/memory-database-pool.ts): a database handed back
 * is reused only emptied and as fresh, never with what a file left in it.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { properties } from '../src/db/schema';
import { readRows } from './helpers/activity';
import { createProperty, createUser } from './helpers/factory';
import { readSessionSettings, takeMemoryDatabase } from './helpers/memory-database-pool';

async function readThreshold(database: Awaited<ReturnType<typeof takeMemoryDatabase>>) {
  const [row] = await readRows<{ threshold: string }>(
    database.db,
    sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold`,
  );
  return row?.threshold;
}

describe.skipIf(process.env.API_TEST_DB === 'postgres')('in-memory databases reused between apps', () => {
  it('comes back empty, with the session as fresh and without pg-boss’s schema', async () => {
    const first = await takeMemoryDatabase();
    const threshold = await readThreshold(first);
    expect(threshold).toBe('0.5');
    const agent = await createUser(first.db, { role: 'agent' });
    await createProperty(first.db, agent, { title: 'Left behind' });
    await first.db.execute(sql`create schema pgboss`);
    await first.db.execute(sql`set pg_trgm.word_similarity_threshold = 0.9`);
    await first.close();

    const second = await takeMemoryDatabase();
    try {
      expect(second.db).toBe(first.db);
      expect(await second.db.select().from(properties)).toEqual([]);
      expect(await readThreshold(second)).toBe(threshold);
      const schemas = await readRows<{ name: string }>(
        second.db,
        sql`select nspname as name from pg_namespace where nspname = 'pgboss'`,
      );
      expect(schemas).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('reads the threshold of a database loaded from the snapshot, where pg_trgm is not loaded yet', async () => {
    // The first in-memory database of the process is migrated and copied; later ones load the copy.
    await (await openDatabase('memory://')).close();
    const fromSnapshot = await openDatabase('memory://');
    try {
      expect(await readSessionSettings(fromSnapshot)).toContainEqual({
        name: 'pg_trgm.word_similarity_threshold',
        setting: '0.5',
      });
    } finally {
      await fromSnapshot.close();
    }
  });

  it('is not reused when its tables are not those of a fresh one', async () => {
    const changed = await takeMemoryDatabase();
    await changed.db.execute(sql`alter table notifications rename to notifications_away`);
    await changed.close();

    const next = await takeMemoryDatabase();
    try {
      expect(next.db).not.toBe(changed.db);
      const [row] = await readRows<{ found: string | null }>(
        next.db,
        sql`select to_regclass('notifications')::text as found`,
      );
      expect(row?.found).toBe('notifications');
    } finally {
      await next.close();
    }
  });

  it('is not reused when handed back inside a transaction', async () => {
    const busy = await takeMemoryDatabase();
    await busy.db.execute(sql`begin`);
    await busy.close();

    const next = await takeMemoryDatabase();
    try {
      expect(next.db).not.toBe(busy.db);
    } finally {
      await next.close();
    }
  });
});
