/**
 * PostgreSQL 15, Redis and an S3 server of the fault-injection run's own (scripts/faults/run.mjs): a
 * throw-away cluster made by Debian's PostgreSQL 15 binaries (`initdb` in a temp folder, trust on
 * loopback), a `redis-server` without persistence and s3rver with one bucket, each on its own loopback
 * port, each stopped and started again at will.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { isListening } from '../cluster/nginx.mjs';

const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
/** initdb and postgres refuse root: as root, they run as Debian's `postgres` user. */
const AS_POSTGRES = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];

function run(command, args) {
  const [file, ...rest] = [...AS_POSTGRES, command, ...args];
  return execFileSync(file, rest, { stdio: 'pipe' }).toString();
}

async function waitUntil(check, what, tries = 300) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not happen within ${tries / 10} s`);
}

/**
 * @param {{ port: number, hostAuth?: string, database?: string | null }} options `hostAuth` for TCP
 *   connections (`trust`, or `scram-sha-256` to make roles give their passwords; the `postgres` user then
 *   connects through the socket in `socketDir`); `database` made for `postgres` (null: none)
 */
export async function startPostgres({ port, hostAuth = 'trust', database = 'nestlane' }) {
  if (!existsSync(join(PG_BIN, 'initdb')))
    throw new Error(`no PostgreSQL 15 binaries in ${PG_BIN} (set PG_BIN)`);
  const dir = mkdtempSync(join(tmpdir(), 'nestlane-faults-pg-'));
  if (AS_POSTGRES.length) chownSync(dir, Number(run('id', ['-u']).trim()), Number(run('id', ['-g']).trim()));
  run(join(PG_BIN, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth-local=trust',
    `--auth-host=${hostAuth}`,
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const pgCtl = (...args) => run(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-w', ...args]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const start = async () => {
    pgCtl('-o', options, '-l', join(dir, 'server.log'), 'start');
    await waitUntil(() => isListening(port), 'PostgreSQL listening');
  };
  await start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  if (database)
    run(join(PG_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    adminUrl,
    /** The folder of the cluster's Unix socket (PGHOST), where `postgres` connects without a password. */
    socketDir: dir,
    /** Fast shutdown: every connection, in a transaction or not, is ended with 57P01, as a restart does. */
    stop: () => pgCtl('-m', 'fast', 'stop'),
    start,
    destroy: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** @param {{ port: number }} options */
export async function startRedis({ port }) {
  let child;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    await waitUntil(() => isListening(port), 'Redis listening');
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}

/**
 * s3rver with one bucket; stopped, it stops listening and keeps its objects, and starts again on the same
 * port, as a storage outage ends.
 * @param {{ port: number, bucket: string }} options
 */
export async function startS3({ port, bucket }) {
  const directory = mkdtempSync(join(tmpdir(), 'nestlane-faults-s3-'));
  let server;
  const start = async () => {
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    /** What points an instance at the bucket (s3rver accepts any signature made with these keys). */
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    start,
    stop,
    destroy: async () => {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
