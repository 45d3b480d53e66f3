/**
 * Several Nestlane instances behind nginx for the cluster journey (issue 14, e2e/cluster.config.ts):
 * a throw-away PostgreSQL database, Redis (keys under a prefix of this run, deleted at the end), s3rver
 * with one bucket, two API instances from the sources (one process each, so SIGKILL kills the instance
 * itself) and Debian's nginx in front (scripts/cluster/nginx.mjs with deploy/nginx.conf.template).
 *
 * Each instance logs at `info` into a file of its own: Fastify's request log carries the X-Request-Id
 * nginx passes in, which is how the spec tells which instance handled (or holds) a request.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import S3rver from 's3rver';
import { findFreePort } from '../../scripts/bench/serve-demo.mjs';
import { startNginx } from '../../scripts/cluster/nginx.mjs';
import { createThrowAwayDatabase } from '../../scripts/postgres-database.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUCKET = 'nestlane-cluster';
/** s3rver accepts any signature made with these. */
const S3_CREDENTIALS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

/** The environment variable that hands the running cluster to the spec's worker process. */
export const CLUSTER_ENV = 'NESTLANE_CLUSTER';
/** Every instance's GET /api/metrics answers to it: a spec reads an instance's own counters. */
const METRICS_TOKEN = 'cluster-e2e-metrics-token-0123456789';

/** Waits until the instance answers its health check, or fails when it exits first. */
async function waitForHealth(origin, child, logFile) {
  // Seeding the demo data (pictures into the bucket included) takes minutes on a busy 2-core machine: the
  // limit only stops a hang.
  const hangGuard = Date.now() + 10 * 60_000;
  while (Date.now() < hangGuard) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the instance at ${origin} exited (${child.exitCode ?? child.signalCode}); see ${logFile}`,
      );
    }
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/api/health did not answer within 10 minutes; see ${logFile}`);
}

/** Stops a child: SIGTERM (a graceful shutdown), SIGKILL if it is still there after 15 s. */
async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the cluster; on any failure stops what was started and throws.
 * @param {{ proxyPort: number, adminUrl: string, redisUrl: string, databasePrefix: string }} options
 */
export async function startCluster({ proxyPort, adminUrl, redisUrl, databasePrefix }) {
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        console.error('cluster clean-up:', error);
      }
    }
  };
  const webDist = process.env.WEB_DIST_DIR ?? join(ROOT, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no build: run \`npm run build -w @nestlane/web\` first`);
  }
  try {
    const dir = mkdtempSync(join(tmpdir(), 'nestlane-cluster-e2e-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

    const database = await createThrowAwayDatabase(adminUrl, databasePrefix);
    cleanups.push(() => database.drop());
    const redisKeyPrefix = `${database.name}:`;
    cleanups.push(() => deleteRedisKeys(redisUrl, redisKeyPrefix));

    mkdirSync(join(dir, 's3'));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: join(dir, 's3'),
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    cleanups.push(() => s3.close());

    const publicUrl = `http://127.0.0.1:${proxyPort}`;
    const shared = {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'cluster-e2e-only-secret-cluster-e2e-only-0123',
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      ...S3_CREDENTIALS,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      HOST: '127.0.0.1',
      DEMO: 'true',
      LOG_LEVEL: 'info',
      METRICS_TOKEN,
      // One browser signs three people in and out from one address; the limits themselves are API-tested.
      AUTH_RATE_LIMIT_MAX: '1000',
      // Map tiles are a third party: the spec answers them from a local stub route.
      MAP_TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
    };

    const instances = [];
    const children = [];
    cleanups.push(() => Promise.all(children.map(stopChild)));
    // One after the other: the first migrates and seeds the demo data, the second finds it there.
    for (const name of ['a', 'b']) {
      const port = await findFreePort();
      const dataDir = join(dir, `data-${name}`);
      mkdirSync(dataDir);
      const logFile = join(dir, `instance-${name}.log`);
      const log = await open(logFile, 'w');
      // Node with tsx's loader, not tsx's CLI (which runs the server in a child process of its own).
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: ROOT,
        env: { ...shared, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', log.fd, log.fd],
      });
      await log.close();
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      await waitForHealth(origin, child, logFile);
      instances.push({ name, origin, pid: child.pid, logFile });
    }

    const nginx = await startNginx({
      port: proxyPort,
      upstreams: instances.map(({ origin }) => origin.replace('http://', '')),
    });
    cleanups.push(() => nginx.stop());

    return {
      description: {
        proxy: publicUrl,
        nginxAccessLog: join(nginx.prefix, 'access.log'),
        instances,
        metricsToken: METRICS_TOKEN,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
