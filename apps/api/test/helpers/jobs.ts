/**
 * Looking into pg-boss's tables in tests (decision 037, 058): no worker polls under test and no test
 * waits on a clock, so a test moves a job's times as time passing would.
 */
import { sql } from 'drizzle-orm';
import { JOBS_SCHEMA } from '../../src/plugins/jobs';
import type { TestApp } from './build-test-app';

export type JobRow = { state: string; retry_count: number; is_due: boolean };

async function query<T>(testApp: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  const result = await testApp.app.db.execute(statement);
  return (result as unknown as { rows: T[] }).rows;
}

export function jobsOf(testApp: TestApp, name: string): Promise<JobRow[]> {
  return query<JobRow>(
    testApp,
    sql`select state, retry_count, start_after <= now() as is_due from ${sql.identifier(JOBS_SCHEMA)}.job where name = ${name} order by created_on`,
  );
}

/** The backoff has gone by: the retry may start now. */
export async function letRetriesStart(testApp: TestApp, name: string) {
  await testApp.app.db.execute(
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set start_after = now() - interval '1 second' where name = ${name} and state = 'retry'`,
  );
}

/**
 * A worker took the waiting jobs of `name` and its instance died `secondsAgo` seconds ago, holding them
 * (what `fetch` writes: state active, started now).
 */
export async function holdJobsInDeadInstance(testApp: TestApp, name: string, secondsAgo: number) {
  await testApp.app.db.execute(
    sql`update ${sql.identifier(JOBS_SCHEMA)}.job set state = 'active', started_on = now() - make_interval(secs => ${secondsAgo}) where name = ${name} and state in ('created', 'retry', 'active')`,
  );
}

export type QueueBounds = { name: string; retry_limit: number; retry_delay: number; expire_seconds: number };

export function queueBounds(testApp: TestApp): Promise<QueueBounds[]> {
  return query<QueueBounds>(
    testApp,
    sql`select name, retry_limit, retry_delay, expire_seconds from ${sql.identifier(JOBS_SCHEMA)}.queue order by name`,
  );
}
