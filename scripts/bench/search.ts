/**
 * Search benchmark (issue 11, decision 023): seeds N verified listings (default 100 000, up to
 * 1 000 000) spread over the place hierarchy and its city areas into a PostgreSQL database, then
 * for each scenario measures GET /api/getVerifiedProperties (or the map's GET /api/searchMap)
 * from a client in its own process against the very statements the endpoint ran, replayed
 * directly on a pool of the same size: the statements that request's own code sent, captured in its
 * scope (capture-statements.ts) on two requests that must agree, each printed. HTTP and SQL samples
 * alternate, so a busy moment on this shared machine hits both. Prints p50/p95/p99, the ratio and
 * throughput per scenario, and EXPLAIN (ANALYZE, BUFFERS) of the slowest.
 * Targets (DESIGN §7, issue 11): p95 ≤ 25 ms at 100 000, ≤ 50 ms at 1 000 000, ≤ 2× direct SQL.
 *
 * Usage: npm run bench:search -- [--n 100000] [--requests 200] [--concurrency 8]
 *          [--database name --keep] [--only 'word,rent'] [--skip 'map'] [--timeout-ms 0]
 *          [--explain 'word,area']
 *        BENCH_CLIENT=fetch to time with fetch() instead of node:http (see http-client.mjs)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (server to create the database on)
 * --database with --keep reuses a seeded database (it is seeded only when empty) and keeps it.
 */
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase, POSTGRES_SESSION_OPTIONS } from '../../apps/api/src/db/client';
import {
  type CapturedStatement,
  captureRequestStatements,
  installStatementCapture,
} from './capture-statements';
import { startChild } from './ipc-child';
import { findUnknownParameters, SCENARIOS, SEARCH_PATH } from './scenarios';
import { seedBenchListings } from './seed-listings';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    only: { type: 'string' },
    // 0: measure what a query really costs; the API's default would cut the slowest short.
    'timeout-ms': { type: 'string', default: '0' },
    // Scenarios whose statements to EXPLAIN besides the slowest.
    explain: { type: 'string' },
    // Scenarios to leave out (e.g. one that takes seconds, measured apart with fewer samples).
    skip: { type: 'string' },
  },
});
const listings = Number(values.n);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const database = values.database ?? `nestlane_bench_${Date.now()}`;
/** The API's pool size (apps/api/src/db/client.ts): the direct pool is the same. */
const POOL_SIZE = 10;

/** The forked HTTP client, asked one thing at a time. */
function startHttpClient() {
  const { child, ask } = startChild(fileURLToPath(new URL('./http-client.mjs', import.meta.url)));
  return {
    fetchOne: (url: string, parse = false) =>
      ask<{ ms: number; status: number; total: string | number | null }>({ kind: 'one', url, parse }),
    runBurst: (url: string, status: number) =>
      ask<{ seconds: number; failures: number }>({
        kind: 'burst',
        url,
        count: requests,
        concurrency,
        status,
      }),
    stop: () => child.kill(),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/** What the search endpoints send: reads only (they write nothing, and set nothing on a session). */
const READ_STATEMENT = /^\s*(select|with)\b/i;
const PREVIEW_LENGTH = 100;
const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_LENGTH ? `${line.slice(0, PREVIEW_LENGTH)}…` : line;
};

/**
 * The statements a scenario's request sent, from two requests that must agree: each seen as the only
 * request, reads only, the same texts and values both times. Anything else stops the benchmark, which
 * would otherwise time some other work as the endpoint's "direct SQL".
 */
async function captureScenario(name: string, target: string) {
  const probe = () => captureRequestStatements(() => client.fetchOne(target, true));
  const probes = [await probe(), await probe()] as const;
  const fail = (why: string, statements: CapturedStatement[]): never => {
    const listed = statements.map((statement) => `\n  ${preview(statement.text)}`).join('');
    throw new Error(`${name}: ${why}${listed}`);
  };
  for (const { requests, statements } of probes) {
    if (requests !== 1) fail(`the capture saw ${requests} requests, not one:`, statements);
    const notReads = statements.filter((statement) => !READ_STATEMENT.test(statement.text));
    if (notReads.length > 0) fail(`captured statements that are not reads (${notReads.length}):`, notReads);
  }
  const [first, second] = probes;
  if (JSON.stringify(first.statements) !== JSON.stringify(second.statements)) {
    fail('two requests sent different statements:', [...first.statements, ...second.statements]);
  }
  return { ...second, othersLeftOut: first.others.length + second.others.length };
}

/** EXPLAIN (ANALYZE, BUFFERS) runs the statement: in a read-only transaction, so it can change nothing. */
async function explainReadOnly(pool: pg.Pool, statement: CapturedStatement): Promise<string[]> {
  const connection = await pool.connect();
  try {
    await connection.query('BEGIN READ ONLY');
    const plan = await connection.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    return plan.rows.map((row) => row['QUERY PLAN']);
  } finally {
    await connection.query('ROLLBACK');
    connection.release();
  }
}

async function runDirectBurst(replay: () => Promise<unknown>) {
  let started = 0;
  const begin = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < requests) {
        started++;
        await replay();
      }
    }),
  );
  return (performance.now() - begin) / 1000;
}

async function prepareDatabase(url: string) {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const handle = await openDatabase(url);
  const { rows } = (await handle.db.execute(sql`select count(*)::int as n from properties`)) as unknown as {
    rows: { n: number }[];
  };
  const existing = rows[0]?.n ?? 0;
  if (existing === 0) {
    const begin = performance.now();
    await seedBenchListings(handle.db, listings);
    console.log(
      `Seeded ${listings} verified listings in ${((performance.now() - begin) / 1000).toFixed(1)} s`,
    );
  } else {
    console.log(`Reusing ${database}: ${existing} listings`);
  }
  await handle.close();
}

async function dropDatabase() {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}

const url = `${server.replace(/\/[^/]*$/, '')}/${database}`;
const client = startHttpClient();
try {
  await prepareDatabase(url);
  const app = await buildApp(
    loadConfig({
      ...process.env,
      DATABASE_URL: url,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_STATEMENT_TIMEOUT_MS: values['timeout-ms'],
    }),
  );
  installStatementCapture(app);
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const direct = new pg.Pool({ connectionString: url, max: POOL_SIZE, options: POSTGRES_SESSION_OPTIONS });
  const only = values.only?.split(',').map((name) => name.trim());
  const skip = values.skip?.split(',').map((name) => name.trim()) ?? [];
  const fmt = (n: number) => n.toFixed(1).padStart(6);
  const { rows } = await direct.query('select count(*)::int as n from properties');
  console.log(
    `\n${rows[0].n} listings · ${requests} samples each of HTTP and SQL, alternating · throughput with ${concurrency} at once · pool ${POOL_SIZE}`,
  );
  console.log(
    `${'scenario'.padEnd(18)} │ ${'HTTP p50'.padStart(8)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ ${'SQL p50'.padStart(7)} ${'p95'.padStart(6)} ${'p99'.padStart(6)} │ p95 ratio │ HTTP/s SQL/s │ ${'total'.padStart(6)} stmts`,
  );
  type Explained = { name: string; p95: number; statements: CapturedStatement[] };
  let slowest: Explained | undefined;
  const toExplain: Explained[] = [];
  const explainNames = values.explain?.split(',').map((name) => name.trim()) ?? [];
  const skipped: string[] = [];
  for (const scenario of SCENARIOS) {
    const { name, query, path = SEARCH_PATH, status = 200 } = scenario;
    if ((only && !only.includes(name)) || skip.includes(name)) continue;
    const unknown = findUnknownParameters(scenario);
    if (unknown.length > 0) {
      skipped.push(`${name} (no ${unknown.join(', ')})`);
      continue;
    }
    const target = `${base}${path}?${query}`;
    const { result: probe, statements, othersLeftOut } = await captureScenario(name, target);
    if (probe.status !== status) throw new Error(`${name}: HTTP ${probe.status}, expected ${status}`);
    if (status === 200 && statements.length === 0) {
      throw new Error(`${name}: captured no statement (did the request's scope reach the handler?)`);
    }
    // Concurrently on separate connections, as the endpoint runs them.
    const replay = () => Promise.all(statements.map((s) => direct.query(s.text, s.values)));
    const timeSql = async () => {
      const begin = performance.now();
      await replay();
      return performance.now() - begin;
    };
    const httpTimes: number[] = [];
    const sqlTimes: number[] = [];
    for (let i = -5; i < requests; i++) {
      // Alternate which goes first, so neither always meets the other's warm cache.
      const pair =
        i % 2 === 0
          ? [(await client.fetchOne(target)).ms, await timeSql()]
          : [await timeSql(), (await client.fetchOne(target)).ms].reverse();
      if (i < 0) continue; // warm-up
      httpTimes.push(pair[0] as number);
      sqlTimes.push(pair[1] as number);
    }
    const httpBurst = await client.runBurst(target, status);
    const sqlSeconds = await runDirectBurst(replay);
    const http = summarize(httpTimes);
    const sqlStats = summarize(sqlTimes);
    const explained = { name, p95: http.p95, statements };
    if (statements.length > 0 && (!slowest || http.p95 > slowest.p95)) slowest = explained;
    if (explainNames.includes(name)) toExplain.push(explained);
    // A refused request runs no statement: there is no SQL to compare it with.
    const sqlColumns =
      statements.length > 0
        ? `${fmt(sqlStats.p50).padStart(7)} ${fmt(sqlStats.p95)} ${fmt(sqlStats.p99)} │ ${(http.p95 / sqlStats.p95).toFixed(2).padStart(8)}× │ ${(requests / httpBurst.seconds).toFixed(0).padStart(6)} ${(requests / sqlSeconds).toFixed(0).padStart(5)}`
        : `${'—'.padStart(7)} ${'—'.padStart(6)} ${'—'.padStart(6)} │ ${'—'.padStart(8)}  │ ${(requests / httpBurst.seconds).toFixed(0).padStart(6)} ${'—'.padStart(5)}`;
    const total = status === 200 ? String(probe.total) : String(probe.status);
    console.log(
      `${name.padEnd(18)} │ ${fmt(http.p50).padStart(8)} ${fmt(http.p95)} ${fmt(http.p99)} │ ${sqlColumns} │ ${total.padStart(6)} ${String(statements.length).padStart(5)}${httpBurst.failures ? ` (${httpBurst.failures} failed)` : ''}`,
    );
    const leftOut = othersLeftOut > 0 ? ` (left out: ${othersLeftOut} of the process's other work)` : '';
    console.log(`${' '.repeat(18)} │ replays ${statements.length}${leftOut}`);
    for (const statement of statements) console.log(`${' '.repeat(18)} │   ${preview(statement.text)}`);
  }
  console.log(
    "(milliseconds; SQL = the statements the endpoint's request sent, replayed directly on a pool of the same size;\n" +
      " total = X-Total-Count or the map's total, or the status of a refused request)",
  );
  if (skipped.length > 0) console.log(`Skipped, the API has no such filter: ${skipped.join('; ')}`);
  for (const [index, explained] of (slowest ? [slowest, ...toExplain] : toExplain).entries()) {
    const heading = index === 0 && slowest ? 'Slowest' : 'Asked for';
    console.log(`\n${heading} (HTTP p95 ${explained.p95.toFixed(1)} ms): ${explained.name}`);
    if (explained.statements.length === 0) console.log('(no statement: refused before any SQL)');
    for (const statement of explained.statements) {
      console.log(`\n${statement.text}\n-- ${JSON.stringify(statement.values)}`);
      console.log((await explainReadOnly(direct, statement)).join('\n'));
    }
  }
  await direct.end();
  await app.close();
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  client.stop();
  if (!values.keep) await dropDatabase();
}
