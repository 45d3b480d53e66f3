/**
 * What the server-CPU benchmarks share (server-cpu.ts: a search's CPU; pages-cpu.ts: a page's): a
 * PostgreSQL database of their own, servers forked into processes of their own that answer
 * `{ kind: 'cpu' }` with their process.cpuUsage() (server-cpu-target.ts, pages-cpu-target.mjs), an HTTP
 * client in a third process (bench-client.mjs) so none of its work counts as a server's, a block's CPU
 * read before and after it, medians over rounds, and the closing of all of it however the run ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startChild } from './ipc-child';

/** A process's CPU time so far: user + system, and system alone (µs). */
export type CpuTime = { micros: number; systemMicros: number };

export type CpuTarget = {
  label: string;
  /** A folder of its own (DATA_DIR), removed when it closes. */
  dataDir: string;
  /** Resolves with the process's first `{ id: -1, … }` message, for targets that announce themselves. */
  ready: Promise<Record<string, unknown>>;
  hasExited: () => boolean;
  cpu: () => Promise<CpuTime>;
  close: () => Promise<void>;
};

/** One block of requests, as bench-client.mjs takes it. */
export type RequestBlock = {
  requests: { url: string; headers: Record<string, string> }[];
  concurrency: number;
  /** The status every answer must have (200 by default). */
  status?: number;
  /** The Content-Encoding a compressed answer must have ('identity': none asked). */
  encoding?: string;
};

export type BlockResult = { failures: number; bytes: number; statuses: string[] };

export const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/**
 * A benchmark's run: its database on the PostgreSQL server of BENCH_DATABASE_URL, its client, its targets.
 * `finish()` closes the targets and the client and drops the database (unless `keep`).
 */
export function createCpuBench({ database, keep }: { database: string; keep: boolean }) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
  const databaseUrl = `${adminUrl.replace(/\/[^/]*$/, '')}/${database}`;
  const client = startChild(fileURLToPath(new URL('./bench-client.mjs', import.meta.url)));
  const targets: CpuTarget[] = [];

  async function asAdmin(work: (admin: pg.Client) => Promise<unknown>) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await work(admin);
    } finally {
      await admin.end();
    }
  }

  return {
    databaseUrl,
    /** Creates the database unless it is there (`--database name --keep` reuses one). */
    createDatabase: () =>
      asAdmin(async (admin) => {
        const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
        if (!rowCount) await admin.query(`CREATE DATABASE ${database}`);
      }),

    /** Forks a server: `script` with `args` and `env` (given its data folder's path, if functions). */
    startTarget(
      label: string,
      script: string,
      {
        args = [],
        execArgv = [],
        cwd,
        env = process.env,
      }: {
        args?: string[] | ((dataDir: string) => string[]);
        execArgv?: string[];
        cwd?: string;
        env?: NodeJS.ProcessEnv | ((dataDir: string) => NodeJS.ProcessEnv);
      },
    ): CpuTarget {
      const dataDir = mkdtempSync(join(tmpdir(), 'nl_b_cpu_data_'));
      const { child, ready, ask } = startChild(
        script,
        typeof args === 'function' ? args(dataDir) : args,
        execArgv,
        cwd,
        typeof env === 'function' ? env(dataDir) : env,
      );
      const exited = new Promise((done) => child.once('exit', done));
      const target: CpuTarget = {
        label,
        dataDir,
        ready,
        hasExited: () => child.exitCode !== null || child.signalCode !== null,
        cpu: () => ask<CpuTime>({ kind: 'cpu' }),
        close: async () => {
          if (!target.hasExited()) {
            child.send({ id: -2, kind: 'close' });
            await exited;
          }
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
      targets.push(target);
      return target;
    },

    /** The target's CPU µs over one block of requests, sent by the client; a failed request throws. */
    async measure(target: CpuTarget, block: RequestBlock): Promise<{ cpu: CpuTime; result: BlockResult }> {
      const before = await target.cpu();
      const result = await client.ask<BlockResult>(block as unknown as Record<string, unknown>);
      const after = await target.cpu();
      if (result.failures > 0) {
        throw new Error(`${target.label}: ${result.failures} failed, e.g. ${result.statuses.join(', ')}`);
      }
      return {
        cpu: { micros: after.micros - before.micros, systemMicros: after.systemMicros - before.systemMicros },
        result,
      };
    },

    /** The machine's load and the time since `start()`, for the report's first lines. */
    clock() {
      let loadBefore = loadavg();
      let begin = performance.now();
      return {
        start() {
          loadBefore = loadavg();
          begin = performance.now();
        },
        describe() {
          const format = (load: number[]) => load.map((l) => l.toFixed(2)).join(' ');
          const seconds = (performance.now() - begin) / 1000;
          return `load average ${format(loadBefore)} before, ${format(loadavg())} after · ${seconds.toFixed(0)} s`;
        },
      };
    },

    async finish() {
      for (const target of targets) await target.close().catch(() => undefined);
      client.child.send({ kind: 'exit' });
      if (!keep) {
        await asAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(
          () => undefined,
        );
      }
    },
  };
}
