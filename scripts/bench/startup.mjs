#!/usr/bin/env node
/**
 * Start-up benchmark (issue 13: "a restart on existing data is ready in ≤ 2 s"). Builds nothing: on a built
 * tree it starts the server once on a fresh demo DATA_DIR (the first start migrates and seeds), stops it,
 * then restarts it N times on that data. Each start is timed from spawn to GET /api/health answering 200;
 * then the CPU time of the server's process tree (user + system, from /proc/<pid>/stat) and its peak
 * memory are read before it is stopped. Prints each run, the medians and the load average.
 *
 * Usage: npm run bench:startup [-- --runs 5] [--tsx | --compare] [--server PATH]… [--port 5350]
 *   default        node apps/api/dist/server.js (what `npm run serve` runs; `npm run build` first)
 *   --tsx          tsx apps/api/src/server.ts instead (the sources, as before decision 031)
 *   --compare      both, interleaved run by run (node, tsx, tsx, node, …) on the same data
 *   --server PATH  a compiled server to run instead of the default; give it more than once (with --tsx too)
 *                  to compare builds interleaved. A build must sit in this tree, in apps/api/dist or a folder
 *                  beside it: to keep one for comparison, copy dist's server.js and chunk-*.js together, e.g.
 *                  to apps/api/.data-before/ (git ignores .data-*), then --server apps/api/.data-before/server.js.
 * The servers run on the Node.js that runs this script: run it with another node binary to measure on that
 * version (Node 24 uses its compile cache, decision 031).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { demoServerEnv, findFreePort } from './serve-demo.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    tsx: { type: 'boolean', default: false },
    compare: { type: 'boolean', default: false },
    port: { type: 'string' },
    server: { type: 'string', multiple: true, default: [] },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1)
  fail(`--runs must be a whole number of at least 1, not '${options.runs}'`);

const DEFAULT_SERVER = 'apps/api/dist/server.js';
const servers = [...options.server];
if (servers.length === 0 && (!options.tsx || options.compare)) servers.push(DEFAULT_SERVER);
const VARIANTS = Object.fromEntries(servers.map((path) => [`node ${path}`, { args: [path] }]));
if (options.tsx || options.compare) {
  // tsx's command line spawns a second node process: the CPU time is the whole process tree's.
  VARIANTS['tsx apps/api/src/server.ts'] = {
    args: ['node_modules/tsx/dist/cli.mjs', 'apps/api/src/server.ts'],
  };
}
const chosen = Object.keys(VARIANTS);
for (const path of servers) {
  if (!existsSync(path)) fail(`${path} is missing: run \`npm run build\` first (from the repository root)`);
}

const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux
const SEED_TIMEOUT_MS = 120_000;
const RESTART_TIMEOUT_MS = 60_000;

const port = options.port ? Number(options.port) : await findFreePort();
const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-startup-'));
const env = demoServerEnv({ port, dataDir });

const results = Object.fromEntries(chosen.map((name) => [name, []]));
const loadAtStart = loadavg();
try {
  console.log(`load average at start: ${formatLoad(loadAtStart)} (${availableParallelism()} cores)`);
  const seed = await startServer(chosen[0], SEED_TIMEOUT_MS);
  console.log(`first start (migrate + seed), ${chosen[0]}: ${formatRun(seed)}`);
  for (let round = 0; round < runs; round++) {
    // Alternate which variant goes first so neither always follows the other's page cache.
    const order = round % 2 === 0 ? chosen : [...chosen].reverse();
    for (const name of order) {
      const run = await startServer(name, RESTART_TIMEOUT_MS);
      results[name].push(run);
      console.log(`restart ${round + 1}/${runs}, ${name}: ${formatRun(run)}`);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nload average at end: ${formatLoad(loadavg())}`);
console.log(`\nmedian of ${runs} restart(s) on existing demo data (PGlite), to /api/health 200:`);
console.log('| | wall | CPU | peak memory |\n|---|---|---|---|');
for (const name of chosen) {
  const list = results[name];
  const wall = median(list.map((run) => run.wallMs));
  const cpu = median(list.map((run) => run.cpuMs));
  const rss = median(list.map((run) => run.peakRssMb));
  console.log(`| ${name} | ${seconds(wall)} | ${seconds(cpu)} | ${rss.toFixed(0)} MB |`);
}

/**
 * Spawns the server, waits for /api/health to answer 200, reads its CPU time and peak memory, stops it
 * with SIGTERM and waits for it to exit (it flushes PGlite and releases the data directory's lock).
 */
async function startServer(name, timeoutMs) {
  const load = loadavg()[0];
  const started = performance.now();
  // node directly (not npm or npx) so the process group we signal is the server itself.
  const server = spawn(process.execPath, VARIANTS[name].args, {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  try {
    await waitForHealth(server, timeoutMs);
    const wallMs = performance.now() - started;
    const cpuMs = readTreeCpuMs(server.pid);
    const peakRssMb = readTreePeakRssMb(server.pid);
    return { wallMs, cpuMs, peakRssMb, load };
  } finally {
    if (server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
    }
    await exited;
  }
}

/** Asks GET /api/health every 10 ms until it answers 200 (connections are refused until the server listens). */
async function waitForHealth(server, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if ((await getStatus(`http://127.0.0.1:${port}/api/health`)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`/api/health did not answer 200 within ${timeoutMs / 1000} s`);
}

function getStatus(url) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode));
    });
    req.once('error', () => resolve(0));
    req.end();
  });
}

/** utime + stime of a process and every live descendant (tsx runs the server in a child), in ms. */
function readTreeCpuMs(pid) {
  const fields = readStat(pid);
  if (!fields) return 0;
  // Fields 14–17 of /proc/<pid>/stat (utime, stime, cutime, cstime); the slice starts at field 3.
  const ticks = fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND + sum(readChildren(pid).map(readTreeCpuMs));
}

function readTreePeakRssMb(pid) {
  const status = readText(`/proc/${pid}/status`);
  const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status ?? '')?.[1] ?? 0);
  return peakKb / 1024 + sum(readChildren(pid).map(readTreePeakRssMb));
}

/** The fields after the command name, which may itself hold spaces or parentheses. */
function readStat(pid) {
  const stat = readText(`/proc/${pid}/stat`);
  return stat ? stat.slice(stat.lastIndexOf(')') + 2).split(' ') : undefined;
}

function readChildren(pid) {
  const tasks = readText(`/proc/${pid}/task/${pid}/children`) ?? '';
  return tasks.split(' ').filter(Boolean).map(Number);
}

function readText(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function sum(values) {
  return values.reduce((total, value) => total + value, 0);
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

function formatRun({ wallMs, cpuMs, peakRssMb, load }) {
  return `wall ${seconds(wallMs)}, CPU ${seconds(cpuMs)}, peak memory ${peakRssMb.toFixed(0)} MB (load ${load.toFixed(2)})`;
}

function formatLoad(load) {
  return load.map((value) => value.toFixed(2)).join(' / ');
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
