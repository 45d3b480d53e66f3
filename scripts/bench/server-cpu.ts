/**
 * Server CPU per search request (issue 13, decision 023 "Server CPU per request"): seeds N verified
 * listings into a PostgreSQL database (seed-listings.ts, default 100 000), starts the real app in
 * a process of its own (server-cpu-target.ts), sends it a fixed mix of search scenarios
 * (scenarios.ts) from another process (bench-client.mjs, through cpu-bench.ts, which it shares with
 * pages-cpu.ts), each plain, gzip and br, and reads
 * the server's own CPU time (process.cpuUsage(), user + system) before and after each block of
 * requests. The figure is CPU microseconds per request: what the server spends, whatever the
 * wait for the database or the client. Each figure is the median of the rounds. Beside it, the CPU
 * its PostgreSQL backends spent (found by the application_name each server connects with, read
 * from /proc at 10 ms ticks, so summed over all rounds and encodings of a scenario): work a change
 * moves into SQL shows there, not hidden.
 *
 * With `--base REF` a second server runs the same app from a git worktree of REF (node_modules
 * linked from this tree, so the same libraries) on the same database, and every round measures
 * both, the order alternating, so a busy moment on this shared machine hits both: a before/after.
 * `--after REF` measures a worktree of REF instead of this working tree (whose uncommitted changes,
 * others' too, would otherwise count).
 *
 * Usage: npm run bench:server-cpu -- [--n 100000] [--database name --keep] [--base REF [--after REF]]
 *          [--rounds 7] [--requests 40] [--concurrency 1] [--only 'no filter,map'] [--cpu-prof DIR]
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test (server to create the database on)
 * --cpu-prof DIR writes a V8 CPU profile of the after server into DIR.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import { type CpuTarget, createCpuBench, median } from './cpu-bench';
import { MAP_PATH, SCENARIOS, type Scenario, SEARCH_PATH } from './scenarios';
import { seedBenchListings } from './seed-listings';

const { values } = parseArgs({
  options: {
    n: { type: 'string', default: '100000' },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
    base: { type: 'string' },
    after: { type: 'string' },
    rounds: { type: 'string', default: '7' },
    requests: { type: 'string', default: '40' },
    concurrency: { type: 'string', default: '1' },
    only: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});

/** The mix: the list's common shapes (first page, a word, a sort, a later page, many filters, a box, 100 a page) and the map. */
const MIX = [
  'no filter',
  'word',
  'category + sort',
  'page 50',
  'Gulshan journey',
  'bounds small',
  'deepest page',
  'map small box',
  'map',
];
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const database = values.database ?? `nl_b_cpu_${Date.now()}`;
const rounds = Number(values.rounds);
const requests = Number(values.requests);
const concurrency = Number(values.concurrency);
const names = values.only?.split(',').map((name) => name.trim()) ?? MIX;
const scenarios = names.map((name) => {
  const scenario = SCENARIOS.find((s) => s.name === name);
  if (!scenario) throw new Error(`No scenario named '${name}' in scenarios.ts`);
  return scenario;
});
const bench = createCpuBench({ database, keep: values.keep });
const url = bench.databaseUrl;

/**
 * A worktree of `ref` beside this one, its node_modules linked to this tree's (the workspace
 * packages to the worktree's own), so both servers run the same libraries.
 */
function prepareWorktree(ref: string): { root: string; remove: () => void } {
  const commit = execFileSync('git', ['rev-parse', ref], { cwd: ROOT, encoding: 'utf8' }).trim();
  const root = join(tmpdir(), `nl_b_bench_${commit.slice(0, 10)}`);
  if (!existsSync(root)) {
    execFileSync('git', ['worktree', 'add', '--detach', root, commit], { cwd: ROOT, stdio: 'ignore' });
    mkdirSync(join(root, 'node_modules/@nestlane'), { recursive: true });
    for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
      if (entry === '@nestlane') continue;
      symlinkSync(join(ROOT, 'node_modules', entry), join(root, 'node_modules', entry));
    }
    for (const entry of readdirSync(join(ROOT, 'node_modules/@nestlane'))) {
      const target = { api: 'apps/api', web: 'apps/web', e2e: 'e2e', shared: 'packages/shared' }[entry];
      if (target) symlinkSync(join(root, target), join(root, 'node_modules/@nestlane', entry));
    }
    for (const workspace of ['apps/api', 'apps/web', 'packages/shared', 'e2e']) {
      const modules = join(ROOT, workspace, 'node_modules');
      if (existsSync(modules)) symlinkSync(modules, join(root, workspace, 'node_modules'));
    }
  }
  const remove = () =>
    execFileSync('git', ['worktree', 'remove', '--force', root], { cwd: ROOT, stdio: 'ignore' });
  return { root, remove };
}

async function prepareDatabase() {
  await bench.createDatabase();
  const handle = await openDatabase(url);
  const { rows } = (await handle.db.execute(sql`select count(*)::int as n from properties`)) as unknown as {
    rows: { n: number }[];
  };
  if ((rows[0]?.n ?? 0) === 0) {
    const begin = performance.now();
    await seedBenchListings(handle.db, Number(values.n));
    console.log(`Seeded ${values.n} listings in ${((performance.now() - begin) / 1000).toFixed(1)} s`);
  } else {
    console.log(`Reusing ${database}: ${rows[0]?.n} listings`);
  }
  await handle.close();
}

let targetCount = 0;

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = 100;
let monitor: pg.Client | undefined;

/** CPU ticks so far of each PostgreSQL backend serving connections named `applicationName`, by pid. */
async function databaseTicks(applicationName: string): Promise<Map<number, number>> {
  if (!monitor) {
    monitor = new pg.Client({ connectionString: url });
    await monitor.connect();
  }
  const { rows } = await monitor.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [applicationName],
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      // Fields 14 and 15 (utime, stime), counted after the command name's closing parenthesis.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The backend ended between the query and the read.
    }
  }
  return ticks;
}

/**
 * CPU µs the backends spent between two readings: a backend that started in between counts from
 * zero; one that ended in between is lost (the pool keeps its connections, so that is rare).
 */
function databaseMicrosBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (ticks / TICKS_PER_SECOND) * 1_000_000;
}

type Target = CpuTarget & {
  address: string;
  /** The application_name its database connections carry. */
  applicationName: string;
};

async function startTarget(label: string, root: string, execArgv: string[]): Promise<Target> {
  const applicationName = `nl_bench_${targetCount++}_${process.pid}`;
  const target = bench.startTarget(label, fileURLToPath(new URL('./server-cpu-target.ts', import.meta.url)), {
    args: (dataDir) => [root, `${url}?application_name=${applicationName}`, dataDir],
    execArgv: ['--import', 'tsx', ...execArgv],
    cwd: root,
  });
  const { address } = (await target.ready) as { address: string };
  return { ...target, address, applicationName };
}

const worktrees: ReturnType<typeof prepareWorktree>[] = [];
const targets: Target[] = [];
try {
  await prepareDatabase();
  const profile = values['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', values['cpu-prof']] : [];
  if (values.base) {
    const base = prepareWorktree(values.base);
    worktrees.push(base);
    targets.push(await startTarget(`before: ${values.base}`, base.root, []));
  }
  if (values.after) {
    const after = prepareWorktree(values.after);
    worktrees.push(after);
    targets.push(await startTarget(`after: ${values.after}`, after.root, profile));
  } else {
    targets.push(await startTarget('after: the working tree', ROOT, profile));
  }

  /** CPU µs per request of one block: `count` requests of one scenario in one encoding. */
  async function measureBlock(target: Target, scenario: Scenario, encoding: string, count: number) {
    const path = scenario.path ?? SEARCH_PATH;
    const target_url = `${target.address}${path}?${scenario.query}`;
    const databaseBefore = await databaseTicks(target.applicationName);
    const { cpu, result } = await bench.measure(target, {
      requests: Array.from({ length: count }, () => ({
        url: target_url,
        headers: { 'accept-encoding': encoding },
      })),
      concurrency,
      encoding,
      status: scenario.status ?? 200,
    });
    const databaseMicros = databaseMicrosBetween(databaseBefore, await databaseTicks(target.applicationName));
    return {
      micros: cpu.micros / count,
      systemShare: cpu.systemMicros / cpu.micros,
      databaseMicros,
      bytes: result.bytes / count,
    };
  }

  // Warm-up: the JIT, the pools' connections, PostgreSQL's caches.
  for (const target of targets) {
    for (const scenario of scenarios) {
      for (const encoding of ENCODINGS) await measureBlock(target, scenario, encoding, 20);
    }
  }
  const clock = bench.clock();
  /** samples[target][scenario][encoding] = µs per request, one per round. */
  const samples = targets.map(() => scenarios.map(() => ENCODINGS.map((): number[] => [])));
  /** The kernel's share of each block's CPU time (the socket writes and reads), per target. */
  const systemShares = targets.map((): number[] => []);
  const sizes = scenarios.map(() => ENCODINGS.map(() => 0));
  /** databaseTotals[target][scenario] = PostgreSQL CPU µs over all rounds and encodings. */
  const databaseTotals = targets.map(() => scenarios.map(() => 0));
  clock.start();
  for (let round = 0; round < rounds; round++) {
    // Alternate which target goes first, and interleave them scenario by scenario.
    const order = round % 2 === 0 ? targets.map((_, i) => i) : targets.map((_, i) => i).reverse();
    for (const [s, scenario] of scenarios.entries()) {
      for (const [e, encoding] of ENCODINGS.entries()) {
        for (const t of order) {
          const { micros, systemShare, databaseMicros, bytes } = await measureBlock(
            targets[t] as Target,
            scenario,
            encoding,
            requests,
          );
          samples[t]?.[s]?.[e]?.push(micros);
          systemShares[t]?.push(systemShare);
          (databaseTotals[t] as number[])[s] = ((databaseTotals[t] as number[])[s] ?? 0) + databaseMicros;
          (sizes[s] as number[])[e] = bytes;
        }
      }
    }
  }
  const timing = clock.describe();

  const ms = (micros: number) => (micros / 1000).toFixed(2).padStart(6);
  const head = targets.map((t) => t.label);
  console.log(
    `\nServer CPU per request (ms, user + system, median of ${rounds} rounds × ${requests} requests, concurrency ${concurrency}) · ${database}`,
  );
  console.log(timing);
  const columns = ENCODINGS.map((encoding) =>
    targets.length > 1
      ? `${encoding.padStart(8)} ${''.padStart(6)} ${'after/before'.padStart(12)}`
      : encoding.padStart(8),
  ).join(' │ ');
  console.log(`${'scenario'.padEnd(18)} │ ${columns} │ KiB plain/gz/br`);
  if (targets.length > 1)
    console.log(
      `${''.padEnd(18)} │ ${ENCODINGS.map(() => `  ${'before'.padStart(6)} ${'after'.padStart(6)} ${''.padStart(12)}`).join(' │ ')} │`,
    );
  const row = (label: string, pick: (t: number, e: number) => number, size = '') => {
    const cells = ENCODINGS.map((_, e) => {
      const values = targets.map((_, t) => pick(t, e));
      if (values.length === 1) return ms(values[0] as number).padStart(8);
      const [before, after] = values as [number, number];
      return `  ${ms(before)} ${ms(after)} ${`${(after / before).toFixed(2)}×`.padStart(12)}`;
    });
    console.log(`${label.padEnd(18)} │ ${cells.join(' │ ')} │ ${size}`);
  };
  for (const [s, scenario] of scenarios.entries()) {
    const size = (sizes[s] as number[]).map((b) => (b / 1024).toFixed(1)).join('/');
    row(scenario.name, (t, e) => median(samples[t]?.[s]?.[e] as number[]), size);
  }
  // A mix: per round, the mean over its scenarios; then the median of the rounds.
  const mixes = [
    { label: 'search mix', path: SEARCH_PATH },
    { label: 'map mix', path: MAP_PATH },
  ];
  for (const { label, path } of mixes) {
    const members = scenarios.flatMap((scenario, s) => ((scenario.path ?? SEARCH_PATH) === path ? [s] : []));
    if (members.length === 0) continue;
    row(label, (t, e) =>
      median(
        Array.from(
          { length: rounds },
          (_, r) =>
            members.reduce((sum, s) => sum + (samples[t]?.[s]?.[e]?.[r] as number), 0) / members.length,
        ),
      ),
    );
  }
  // The database's side: its backends' CPU per request, over every block of the scenario.
  const perRequest = rounds * ENCODINGS.length * requests;
  const databasePerRequest = (t: number, s: number) =>
    ((databaseTotals[t] as number[])[s] as number) / perRequest;
  const mixDatabase = (t: number, path: string) => {
    const members = scenarios.flatMap((scenario, s) => ((scenario.path ?? SEARCH_PATH) === path ? [s] : []));
    return members.reduce((sum, s) => sum + databasePerRequest(t, s), 0) / Math.max(members.length, 1);
  };
  console.log(
    `\nPostgreSQL backends' CPU per request (ms, user + system, all ${perRequest} requests of a scenario, 10 ms ticks)`,
  );
  const databaseRow = (label: string, pick: (t: number) => number) => {
    const values = targets.map((_, t) => pick(t));
    const ratio = values.length > 1 ? `${((values[1] as number) / (values[0] as number)).toFixed(2)}×` : '';
    console.log(`${label.padEnd(18)} │ ${values.map(ms).join(' ')} ${ratio.padStart(8)}`);
  };
  for (const [s, scenario] of scenarios.entries())
    databaseRow(scenario.name, (t) => databasePerRequest(t, s));
  databaseRow('search mix', (t) => mixDatabase(t, SEARCH_PATH));
  databaseRow('map mix', (t) => mixDatabase(t, MAP_PATH));
  const shares = targets.map(
    (t, i) => `${t.label} ${(100 * median(systemShares[i] as number[])).toFixed(0)} %`,
  );
  console.log(`System (kernel) time, median share of a block: ${shares.join(', ')}`);
  console.log(
    `(${head.join(' vs ')}; every figure includes routing, the query's validation, SQL building and mapping, serialising, compressing and the socket write)`,
  );
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await monitor?.end();
  await bench.finish();
  if (!values.keep) for (const worktree of worktrees) worktree.remove();
}
