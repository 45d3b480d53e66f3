/**
 * Search benchmark: seeds N verified listings (default 100 000) into a fresh PostgreSQL
 * database, then measures GET /api/getVerifiedProperties for several filter combinations
 * against the very same SQL (captured from the driver) run directly, and prints
 * p50/p95/p99 latency and throughput. Targets (DESIGN §7): p95 ≤ 25 ms, ≤ 2× direct SQL.
 *
 * Usage: npm run bench:search -- [--n 100000] [--requests 200] [--concurrency 8]
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (server to create the database on)
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedBenchListings } from './seed-listings';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});
const listings = Number(values.n);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const scenarios: Record<string, string> = {
  'no filter': '',
  'word search': 'search=lake',
  'partial title': 'search=gulsh',
  'category + sort': 'category=Apartment&priceSort=asc',
  'band + sort': 'priceRange=200000-400000&priceSort=desc',
  everything: 'search=villa&category=Condo&priceRange=900000-%2B&priceSort=asc',
  'page 50': 'page=50&priceSort=asc',
};

type Captured = { text: string; values?: unknown[] };
let capture: Captured[] | undefined;
for (const proto of [pg.Pool.prototype, pg.Client.prototype] as { query: (...a: unknown[]) => unknown }[]) {
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    if (capture) {
      // node-postgres takes (text, values) or ({ text, values? }, values).
      const config: Captured = typeof first === 'string' ? { text: first } : (first as Captured);
      const values = config.values ?? (Array.isArray(second) ? second : undefined);
      if (typeof config.text === 'string') capture.push({ text: config.text, values });
    }
    return original.apply(this, args);
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

async function measure(run: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (done < requests) {
        done++;
        await run();
      }
    }),
  );
  const throughput = requests / ((performance.now() - started) / 1000);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), throughput };
}

const database = `nestlane_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: `${server}` });
await admin.connect();
await admin.query(`CREATE DATABASE ${database}`);
const url = `${server.replace(/\/[^/]*$/, '')}/${database}`;
try {
  const handle = await openDatabase(url);
  const seedStart = performance.now();
  await seedBenchListings(handle.db, listings);
  console.log(
    `Seeded ${listings} verified listings in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  await handle.close();

  const app = await buildApp(
    loadConfig({ ...process.env, DATABASE_URL: url, DEMO: 'false', LOG_LEVEL: 'warn' }),
  );
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // The same pool size the API uses, so throughput compares like with like.
  const direct = new pg.Pool({ connectionString: url, max: 10 });

  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log(
    `\n${listings} listings · ${requests} requests per scenario · concurrency ${concurrency} for throughput`,
  );
  console.log(
    `${'scenario'.padEnd(16)} │ ${'HTTP p50'.padStart(8)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'req/s'.padStart(7)} │ ${'SQL p50'.padStart(8)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} │ ratio p95  total`,
  );
  for (const [name, query] of Object.entries(scenarios)) {
    const target = `${base}/api/getVerifiedProperties?${query}`;
    capture = [];
    const probe = await fetch(target);
    const total = probe.headers.get('x-total-count');
    if (!probe.ok) throw new Error(`${name}: HTTP ${probe.status} ${await probe.text()}`);
    const statements = capture;
    capture = undefined;
    const http = await measure(async () => {
      const response = await fetch(target);
      await response.arrayBuffer();
    });
    const sql = await measure(async () => {
      // Concurrently on separate connections, as the endpoint runs them.
      await Promise.all(statements.map((statement) => direct.query(statement.text, statement.values)));
    });
    console.log(
      `${name.padEnd(16)} │ ${fmt(http.p50)} ${fmt(http.p95)} ${fmt(http.p99)} ${http.throughput.toFixed(0).padStart(7)} │ ${fmt(sql.p50)} ${fmt(sql.p95)} ${fmt(sql.p99)} │ ${(http.p95 / sql.p95).toFixed(2).padStart(6)}× ${String(total).padStart(7)}`,
    );
  }
  console.log(
    '(milliseconds; SQL = the statements the endpoint ran, replayed directly on a pool of the same size)',
  );
  await direct.end();
  await app.close();
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
}
