#!/usr/bin/env node
/**
 * Load through the proxy (issue 14): one and two instances of the built server on one PostgreSQL
 * database and one Redis, behind Debian's nginx (deploy/nginx.conf.template), loaded by autocannon on
 * loopback, each run bounded in time. For a search and a server-rendered property page it prints
 * requests per second, p50 and p99 latency and the errors, with 1 and 2 instances, interleaved
 * round by round (the order alternating) so a busy moment of this shared machine hits both; the
 * figures are the medians of the rounds. On two cores the ratio matters, not the absolute figure.
 *
 * Usage: npm run build && npm run bench:cluster [-- --rounds 3] [--seconds 10] [--connections 16]
 *        BENCH_DATABASE_URL (default postgres://root@127.0.0.1:5432/test) to create the database beside;
 *        REDIS_URL (default redis://127.0.0.1:6379).
 */
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startNginx } from '../cluster/nginx.mjs';
import { createThrowAwayDatabase } from '../postgres-database.mjs';
import { findFreePort, startDemoServer } from './serve-demo.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
  },
});
const rounds = Number(values.rounds);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const WARM_UP_SECONDS = 3;

/** One bounded autocannon run; its figures. */
function load(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
    });
  });
}

const database = await createThrowAwayDatabase(adminUrl, 'nestlane_cluster');
const instances = [];
const proxies = [];
try {
  const proxyPort = await findFreePort();
  const publicUrl = `http://127.0.0.1:${proxyPort}`;
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `${database.name}:`,
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: publicUrl,
  };
  // The first seeds the demo data into the empty database; the second finds it there.
  for (const name of ['cluster-a', 'cluster-b']) {
    instances.push(await startDemoServer({ name, env: shared }));
  }
  const upstreams = instances.map(({ origin }) => origin.replace('http://localhost', '127.0.0.1'));
  const search = await (await fetch(`${instances[0].origin}/api/getVerifiedProperties?limit=12`)).json();
  const targets = [
    { name: 'search', path: '/api/getVerifiedProperties?search=flat&sort=price-asc&limit=12' },
    { name: 'property page', path: `/propertyDetail/${search[0]._id}` },
  ];
  // Warm-up: each instance's JIT and caches, its pool's connections, PostgreSQL's buffers.
  for (const instance of instances) {
    for (const target of targets) await load(`${instance.origin}${target.path}`, WARM_UP_SECONDS);
  }
  const setups = [1, 2];
  /** samples[setup][target] = figures of each round. */
  const samples = setups.map(() => targets.map(() => []));
  console.log(
    `${rounds} rounds × ${seconds} s per run, ${connections} connections, through nginx at ${publicUrl} (instances: ${upstreams.join(', ')})`,
  );
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const s of order) {
      const proxy = await startNginx({ port: proxyPort, upstreams: upstreams.slice(0, setups[s]) });
      proxies.push(proxy);
      for (const [t, target] of targets.entries()) {
        const figures = await load(`${proxy.origin}${target.path}`);
        samples[s][t].push(figures);
        console.log(
          `  round ${round + 1}, ${setups[s]} instance(s), ${target.name}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms, ${figures.errors} errors`,
        );
      }
      await proxy.stop();
      proxies.pop();
    }
  }
  console.log('\nThrough nginx (medians of the rounds)');
  console.log('target          │ instances │   req/s │ p50 ms │ p99 ms │ errors (all rounds)');
  for (const [t, target] of targets.entries()) {
    for (const [s, count] of setups.entries()) {
      const runs = samples[s][t];
      const cells = [
        median(runs.map((run) => run.rps))
          .toFixed(0)
          .padStart(7),
        String(median(runs.map((run) => run.p50))).padStart(6),
        String(median(runs.map((run) => run.p99))).padStart(6),
        String(runs.reduce((sum, run) => sum + run.errors, 0)),
      ];
      console.log(`${target.name.padEnd(15)} │ ${String(count).padStart(9)} │ ${cells.join(' │ ')}`);
    }
    const ratio = median(samples[1][t].map((run) => run.rps)) / median(samples[0][t].map((run) => run.rps));
    console.log(`${''.padEnd(15)} │ 2 vs 1: ${ratio.toFixed(2)}× the requests per second`);
  }
} catch (error) {
  console.error('Benchmark failed:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  for (const proxy of proxies) await proxy.stop().catch(() => undefined);
  for (const instance of instances) await instance.stop().catch(() => undefined);
  await database.drop();
}
