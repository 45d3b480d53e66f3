#!/usr/bin/env node
/**
 * `npm run test:deploy-docs`: docs/deploy.md's code blocks, run as written (decision 068), so a block that
 * stops working fails here. Each block says before its fence whether it is run (`<!-- run: name -->`) or
 * why not and what covers it instead (scripts/deploy/deploy-blocks.mjs checks that every block says one).
 *
 * The run blocks, in order, on a `git clone` of this checkout's HEAD in a temporary folder:
 *  - one-machine: `npm ci`, build, prune, serve; the pruned install checked (no tool nor bundled package,
 *    its size measured); an account is made once /api/health answers, then stopped;
 *  - embedded-backup: the backup and restore commands on the data that server left; a server on the
 *    restored copy signs the account in;
 *  - postgres-role: the role and database, on a throw-away PostgreSQL 15 cluster of Debian's binaries;
 *  - settings: read as systemd reads an EnvironmentFile, the hosts pointed at that cluster, a
 *    `redis-server` and s3rver; the pruned server starts on them, its migrations creating its tables,
 *    pg_trgm and pg-boss's schema in the role's database; an account is made;
 *  - postgres-backup: pg_dump, createdb and pg_restore --exit-on-error; a server on the copy signs in.
 * Every substitution is printed. Loopback only; DEPLOY_DOCS_PORT_BASE pins its five ports;
 * DEPLOY_DOCS_KEEP=1 keeps the temporary folder.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, startRedis, startS3 } from '../faults/services.mjs';
import { blocksByName, readBlocks } from './deploy-blocks.mjs';
import { parseEnvironmentFile } from './environment-file.mjs';
import { killAll, launch, ports, runShell, stop, waitForAnswer } from './processes.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const INSTALL_DEADLINE_MS = 20 * 60_000;
const START_DEADLINE_MS = 2 * 60_000;
/** The pruned node_modules measured 129 MB (decision 072; 437 MB before): room for updates, not for the dev tree. */
const PRUNED_CEILING_MB = 200;
/** The app's settings a developer's shell may hold: the blocks get none of them but what they set. */
const APP_SETTINGS =
  /^(NODE_ENV|PORT|HOST|DATA_DIR|DATABASE_URL|REDIS_URL|REDIS_KEY_PREFIX|S3_\w+|DEMO|AUTH_SECRET|PUBLIC_URL|TRUST_PROXY|METRICS_TOKEN|PG\w+)$/;
const ACCOUNT = { email: 'deploy-docs@nestlane.test', password: 'Deploy@123', name: 'Deploy Docs' };
/** The role block's password, as it goes into a URL. */
const PASSWORD_IN_URL = encodeURIComponent('a long random password');
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`✓ ${message}`);
}

function say(message) {
  console.log(`  ${message}`);
}

/** Replaces each `from` (it must still occur: a changed block makes the script say so), and prints it. */
function substitute(code, replacements) {
  let text = code;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`the block no longer contains ${JSON.stringify(from)}`);
    text = text.replaceAll(from, to);
    say(`substituted ${JSON.stringify(from)} → ${JSON.stringify(to)}`);
  }
  return text;
}

function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !APP_SETTINGS.test(key)));
  return { ...env, ...extra };
}

/** The pruned, compiled server of the clone, as the unit starts it: NODE_ENV, PORT, DATA_DIR, then the settings. */
async function startServer(checkout, { port, dataDir, settings }) {
  mkdirSync(dataDir, { recursive: true }); // systemd makes the StateDirectory
  const server = launch('node', ['apps/api/dist/server.js'], {
    cwd: checkout,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...settings,
    },
  });
  await waitForAnswer(
    `http://127.0.0.1:${port}/api/ready`,
    server,
    START_DEADLINE_MS,
    async (response) => response.ok && (await response.json()).status === 'ok',
  );
  return server;
}

async function auth(port, path) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/${path}`, {
    method: 'POST',
    // A browser's request from a page of PUBLIC_URL, as behind the proxy.
    headers: { 'content-type': 'application/json', origin: 'https://nestlane.example' },
    body: JSON.stringify(ACCOUNT),
  });
  return response.status;
}

async function signInOn(checkout, options, what) {
  const server = await startServer(checkout, options);
  check((await auth(options.port, 'sign-in/email')) === 200, `${what}: the account signs in`);
  check((await stop(server)).code === 0, `${what}: the server stops with exit 0`);
}

/** docs/deploy.md's `sudo -u postgres …`, run by runuser (decision 068). */
function writeSudoStandIn(binDir) {
  const file = join(binDir, 'sudo');
  writeFileSync(
    file,
    `#!/bin/sh
# run-deploy-blocks.mjs: docs/deploy.md's "sudo -u USER command", run by runuser. Unlike sudo it keeps
# PGHOST and PGPORT, which point psql and createdb at the throw-away cluster, not at this machine's.
[ "$1" = -u ] || { echo "this stand-in for sudo knows only: sudo -u USER command" >&2; exit 2; }
user=$2; shift 2
exec runuser -u "$user" -- "$@"
`,
  );
  chmodSync(file, 0o755);
}

/** One value from SQL run by `postgres` on the throw-away cluster. */
async function psqlValue(run, sql, database = 'postgres') {
  const out = await runShell(`runuser -u postgres -- psql -XAtq -d ${database} -c "${sql}"`, {
    cwd: run.work,
    env: run.clusterEnv,
  });
  return out.trim();
}

const ownerOfDatabase = (run, name) =>
  psqlValue(run, `SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = '${name}'`);

/**
 * The pruned install carries what the compiled server loads, not the tools nor what the builds bundle
 * (decision 072): better-auth's optional peers (vitest, vite, typescript, drizzle-kit) went with it.
 */
async function checkPruned(checkout) {
  const isInstalled = (name) => existsSync(join(checkout, 'node_modules', name));
  const gone = [
    ...['@biomejs/biome', '@playwright/test', 'tsx', 'vitest', 'vite', 'typescript', 'drizzle-kit'],
    ...['better-auth', 'fastify', 'drizzle-orm', 'react-dom', 'lucide-react'],
  ];
  check(!gone.some(isInstalled), `the install is pruned (${gone.join(', ')} gone)`);
  const kept = ['@electric-sql/pglite', 'sharp', 'pg', 'pino', '@fastify/rate-limit'];
  check(kept.every(isInstalled), `what the server loads stays (${kept.join(', ')})`);
  const megabytes =
    Number((await runShell('du -sk node_modules', { cwd: checkout, env: cleanEnv() })).split('\t')[0]) / 1024;
  check(
    megabytes < PRUNED_CEILING_MB,
    `node_modules holds ${megabytes.toFixed(0)} MB (under ${PRUNED_CEILING_MB} MB)`,
  );
}

// --- the blocks, in order; `run` carries what one leaves for the next ----------------------------------

async function oneMachine(run, code) {
  await runShell(`git clone --quiet "${ROOT}" "${run.checkout}"`, { cwd: run.work, env: cleanEnv() });
  say(`in a clone of HEAD at ${run.checkout}; PORT=${run.port.web} set around the block (3000 may be taken)`);
  const shell = launch('sh', ['-e', '-c', code], {
    cwd: run.checkout,
    env: cleanEnv({ PORT: String(run.port.web) }),
  });
  await waitForAnswer(`http://127.0.0.1:${run.port.web}/api/health`, shell, INSTALL_DEADLINE_MS);
  check(true, `npm ci, build, prune and serve: /api/health answers (${elapsed()})`);
  await checkPruned(run.checkout);
  check((await auth(run.port.web, 'sign-up/email')) === 200, 'an account is made on the embedded database');
  await stop(shell);
  // A server on its data later needs its settings: the block's own.
  run.oneMachineSettings = {
    AUTH_SECRET: /AUTH_SECRET='([^']*)'/.exec(code)?.[1],
    PUBLIC_URL: /PUBLIC_URL=(\S+)/.exec(code)?.[1],
  };
}

async function embeddedBackup(run, code) {
  const block = substitute(code, [
    // The backup's folder is named by the time it was made: the shell's glob finds the one folder.
    ['backups/nestlane-backup-<time> ', 'backups/nestlane-backup-* '],
    // A restore refuses a directory holding a database: restore beside it, as on a new machine.
    ['--data-dir ./data\n', '--data-dir ./data-restored\n'],
  ]);
  await runShell(block, { cwd: run.checkout, env: cleanEnv() });
  check(existsSync(join(run.checkout, 'data-restored/pg')), 'backup and restore run with plain node');
  await signInOn(
    run.checkout,
    { port: run.port.server, dataDir: join(run.checkout, 'data-restored'), settings: run.oneMachineSettings },
    'on the restored copy',
  );
}

async function postgresRole(run, code) {
  run.cluster = await startPostgres({ port: run.port.pg, hostAuth: 'scram-sha-256', database: null });
  run.services.push(run.cluster);
  say(
    `a throw-away PostgreSQL 15 cluster on 127.0.0.1:${run.port.pg} (passwords over TCP); PGHOST, PGPORT at it`,
  );
  const binDir = join(run.work, 'bin');
  mkdirSync(binDir);
  writeSudoStandIn(binDir);
  say('sudo -u USER command runs as `runuser -u USER -- command`, keeping PGHOST and PGPORT');
  run.clusterEnv = cleanEnv({
    PATH: `${binDir}:${PG_BIN}:${process.env.PATH}`,
    PGHOST: run.cluster.socketDir,
    PGPORT: String(run.port.pg),
  });
  await runShell(code, { cwd: run.work, env: run.clusterEnv });
  check(
    (await ownerOfDatabase(run, 'nestlane')) === 'nestlane',
    'the role nestlane owns the database nestlane',
  );
}

async function settings(run, code) {
  say('read as systemd reads EnvironmentFile=');
  const text = substitute(code, [
    ['<password>', PASSWORD_IN_URL],
    ['@db.example/', `@127.0.0.1:${run.port.pg}/`],
    ['redis://redis.example:6379', `redis://127.0.0.1:${run.port.redis}`],
    ['https://s3.example', `http://127.0.0.1:${run.port.s3}`],
    ['S3_REGION=…', 'S3_REGION=us-east-1'],
    ['S3_ACCESS_KEY_ID=…', 'S3_ACCESS_KEY_ID=S3RVER'],
    ['S3_SECRET_ACCESS_KEY=…', 'S3_SECRET_ACCESS_KEY=S3RVER'],
  ]);
  run.settings = parseEnvironmentFile(text);
  for (const [key, value] of Object.entries(run.settings))
    check(
      !/[#…<>]|\s[A-Z_]+=/.test(value),
      `${key} is one value, no comment or placeholder: ${JSON.stringify(value)}`,
    );
  run.services.push(await startRedis({ port: run.port.redis }));
  run.services.push(await startS3({ port: run.port.s3, bucket: run.settings.S3_BUCKET }));
  say(`redis-server on ${run.port.redis}; s3rver on ${run.port.s3} with the bucket (its block is not run)`);
  const server = await startServer(run.checkout, {
    port: run.port.server,
    dataDir: run.instanceDir,
    settings: run.settings,
  });
  check(true, "loadConfig accepts them: the server is ready on the role's database, Redis and the bucket");
  check(
    (await psqlValue(run, "SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'", 'nestlane')) ===
      'pg_trgm',
    'its migrations created pg_trgm',
  );
  check(
    (await psqlValue(
      run,
      "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'pgboss'",
      'nestlane',
    )) === 'nestlane',
    'pg-boss made its schema, owned by the role',
  );
  check((await auth(run.port.server, 'sign-up/email')) === 200, 'an account is made on PostgreSQL');
  check((await stop(server)).code === 0, 'the server stops with exit 0');
}

async function postgresBackup(run, code) {
  const databaseUrl = `postgres://nestlane:${PASSWORD_IN_URL}@127.0.0.1:${run.port.pg}/nestlane`;
  say(`DATABASE_URL=${databaseUrl}`);
  const block = substitute(code, [
    ['<password>', PASSWORD_IN_URL],
    ['@db.example/', `@127.0.0.1:${run.port.pg}/`],
  ]);
  const dumpDir = join(run.work, 'dump');
  mkdirSync(dumpDir);
  await runShell(block, { cwd: dumpDir, env: { ...run.clusterEnv, DATABASE_URL: databaseUrl } });
  check(true, 'pg_dump, createdb and pg_restore --exit-on-error: no error');
  check(
    (await ownerOfDatabase(run, 'nestlane_restored')) === 'nestlane',
    'the role owns the restored database',
  );
  const restored = { ...run.settings, DATABASE_URL: `${databaseUrl}_restored` };
  await signInOn(
    run.checkout,
    { port: run.port.server, dataDir: run.instanceDir, settings: restored },
    'on the restored database',
  );
}

const RUNNERS = {
  'one-machine': oneMachine,
  'embedded-backup': embeddedBackup,
  'postgres-role': postgresRole,
  settings,
  'postgres-backup': postgresBackup,
};

// ---------------------------------------------------------------------------------------------------------

const blocks = blocksByName(
  readBlocks(readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8')),
  Object.keys(RUNNERS),
);
check(true, 'every code block of docs/deploy.md says whether it is run, and what covers it if not');

const work = mkdtempSync(join(tmpdir(), 'nestlane-deploy-docs-'));
chmodSync(work, 0o755); // the postgres user runs commands from here
const [web, server, pg, redis, s3] = await ports(5, Number(process.env.DEPLOY_DOCS_PORT_BASE));
const run = {
  work,
  checkout: join(work, 'nestlane'),
  instanceDir: join(work, 'instance'),
  port: { web, server, pg, redis, s3 },
  services: [],
};
function cleanUp() {
  killAll();
  return Promise.all(run.services.reverse().map((service) => service.destroy())).finally(() => {
    if (process.env.DEPLOY_DOCS_KEEP) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  });
}
// Stopped by hand: nothing it started outlives it.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => cleanUp().finally(() => process.exit(1)));

try {
  for (const [name, runner] of Object.entries(RUNNERS)) {
    console.log(`\n## ${name} (docs/deploy.md:${blocks.get(name).line})`);
    await runner(run, blocks.get(name).code);
  }
  console.log(`\n✓ docs/deploy.md's blocks ran in ${elapsed()}`);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
