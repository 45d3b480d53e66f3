/**
 * No request may hold a database connection for seconds (issue 11, decision 023): PostgreSQL
 * cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS and the API answers a clear 503.
 * PGlite has no timer to cancel with (it runs in this thread), so the cancellation is tested on
 * PostgreSQL only; the setting itself is read on both.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { API_MESSAGES } from '../src/lib/app-error';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { createProperty, createUser } from './helpers/factory';

const onPostgres = process.env.API_TEST_DB === 'postgres';
/** Enough rows that no search for a missing word can finish within one millisecond. */
const LISTINGS = 20_000;
/** More requests than the pool has connections: a held connection would stall the last ones. */
const REQUESTS = 12;

describe.runIf(onPostgres)('a statement that runs past the timeout', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '1' });
    // Seeded through a connection of its own, without the one-millisecond limit.
    const seeder = await openDatabase(testApp.config.databaseLocation);
    try {
      const agent = await createUser(seeder.db, { role: 'agent' });
      const template = await createProperty(seeder.db, agent, { title: 'Riverside Flat' });
      await seeder.db.execute(sql`
        insert into properties (agent_id, image, title, location, description, min_price, max_price,
          verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
          association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
          latitude, longitude)
        select agent_id, image, 'Copy ' || n, location, description, min_price + n, max_price + n,
          verification_status, listed_for, category, bed_rooms, bath_rooms, rooms, built_year,
          association_fee, yearly_tax, estimated_taxes, property_size, division, district, upozila,
          latitude, longitude
        from properties, generate_series(1, ${LISTINGS}) as n
        where id = ${template.id}`);
    } finally {
      await seeder.close();
    }
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 503 QUERY_TIMEOUT with a message, every time, and gives its connection back', async () => {
    for (let n = 0; n < REQUESTS; n++) {
      const response = await testApp.app.inject({
        url: '/api/getVerifiedProperties?search=zzzz&priceSort=asc&page=10&limit=100',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'QUERY_TIMEOUT',
        message: API_MESSAGES.queryTimeout,
      });
    }
  });
});

describe('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('defaults to two seconds and takes 0 for no limit', () => {
    expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseStatementTimeoutMs).toBe(2000);
    expect(
      loadConfig({ DATABASE_URL: 'memory://', DATABASE_STATEMENT_TIMEOUT_MS: '0' })
        .databaseStatementTimeoutMs,
    ).toBe(0);
  });

  it('refuses a value that is not a whole number of milliseconds, naming the variable', () => {
    for (const value of ['-1', '2.5', 'soon']) {
      expect(() => loadConfig({ DATABASE_URL: 'memory://', DATABASE_STATEMENT_TIMEOUT_MS: value })).toThrow(
        /DATABASE_STATEMENT_TIMEOUT_MS must be a whole number of milliseconds/,
      );
    }
  });

  it('leaves an ordinary search answering on the default limit', async () => {
    const testApp = await buildTestApp();
    try {
      const response = await testApp.app.inject({ url: '/api/getVerifiedProperties?search=zzzz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    } finally {
      await testApp.close();
    }
  });
});
