#!/usr/bin/env node
/**
 * `npm run test:deploy-docs`: docs/deploy.md's code blocks, run as written (decision 068), so a block that
 * stops working fails here. Each block says before its fence whether it is run (`<!-- run: name -->`) or
 * why not and what covers it instead (scripts/deploy/deploy-blocks.mjs checks that every block says one).
 *
 * The run blocks, in order, on a `git clone` of this checkout's HEAD in a temporary folder:
 *  - one-machine: `npm ci`, build, prune, serve; an account is made once /api/health answers, then stopped;
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
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres, startRedis, startS3 } from '../faults/services.mjs';
import { blocksByName, readBlocks } from './deploy-blocks.mjs';
import { parseEnvironmentFile } from './environment-file.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const INSTALL_DEADLINE_MS = 20 * 60_000;
const START_DEADLINE_MS = 2 * 60_000;
/** The app's settings a developer's shell may hold: the blocks get none of them but what they set. */
const APP_SETTINGS =
  /^(NODE_ENV|PORT|HOST|DATA_DIR|DATABASE_URL|REDIS_URL|REDIS_KEY_PREFIX|S3_\w+|DEMO|AUTH_SECRET|PUBLIC_URL|TRUST_PROXY|METRICS_TOKEN|PG\w+)$/;
const ACCOUNT = { email: 'deploy-docs@nestlane.test', password: 'Deploy@123', name: 'Deploy Docs' };
/** The role's password in the role block, and how it goes into a URL. */
const ROLE_PASSWORD = 'a long random password';

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

function check(condition, message) {
  if (!condition) throw new Error(message);
  console.log(`✓ ${message}`);
}

function say(message) {
  console.log(`  ${message}`);
}

/** Replaces each `from` (it must occur) in the block's text, and prints it. */
function substitute(code, replacements) {
  let text = code;
  for (const [from, to] of replacements) {
    if (!text.includes(from)) throw new Error(`the block no longer contains ${JSON.stringify(from)}`);
    text = text.replaceAll(from, to);
    say(`substituted ${JSON.stringify(from)} → ${JSON.stringify(to)}`);
  }
  return text;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function ports(count) {
  const base = Number(process.env.DEPLOY_DOCS_PORT_BASE);
  if (base) return Array.from({ length: count }, (_, i) => base + i);
  return Promise.all(Array.from({ length: count }, freePort));
}

function cleanEnv(extra = {}) {
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !APP_SETTINGS.test(key)));
  return { ...env, ...extra };
}

/** A process whose output is kept for the error message; its own process group, so a shell's children stop too. */
function launch(file, args, options) {
  const child = spawn(file, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => log.push(text));
  }
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  running.add(child);
  exited.then(() => running.delete(child));
  return { child, log, exited, output: () => log.join('').slice(-6000) };
}
const running = new Set();

/** Runs a block's shell text (`sh -e`: the first failing command fails the block). */
async function runShell(code, { cwd, env }) {
  const shell = launch('sh', ['-e', '-c', code], { cwd, env });
  const { code: exit } = await shell.exited;
  if (exit !== 0) throw new Error(`the block exited ${exit}:\n${shell.output()}`);
  return shell.output();
}

async function waitForAnswer(url, launched, deadlineMs, accept = (response) => response.ok) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const { exitCode, signalCode } = launched.child;
    if (exitCode !== null || signalCode !== null)
      throw new Error(`it exited (${exitCode ?? signalCode}) before ${url} answered:\n${launched.output()}`);
    try {
      const response = await fetch(url);
      if (await accept(response)) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${deadlineMs / 1000} s:\n${launched.output()}`);
}

/** SIGTERM to the process group (a shell, npm and the server alike); the server drains and exits 0. */
async function stop(launched) {
  try {
    process.kill(-launched.child.pid, 'SIGTERM');
  } catch {}
  return launched.exited;
}

/** The pruned, compiled server of the clone, as the unit starts it: NODE_ENV, PORT, DATA_DIR, then the settings. */
async function startServer(checkout, { port, dataDir, settings }) {
  mkdirSync(dataDir, { recursive: true }); // systemd makes the StateDirectory
  const server = launch('node', ['apps/api/dist/server.js'], {
    cwd: checkout,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, ...settings },
  });
  await waitForAnswer(`http://127.0.0.1:${port}/api/ready`, server, START_DEADLINE_MS, async (response) =>
    response.ok && (await response.json()).status === 'ok',
  );
  return server;
}

async function auth(port, path, body) {
  const response = await fetch(`http://127.0.0.1:${port}/api/auth/${path}`, {
    method: 'POST',
    // A browser's request from a page of PUBLIC_URL, as behind the proxy.
    headers: { 'content-type': 'application/json', origin: 'https://nestlane.example' },
    body: JSON.stringify(body),
  });
  return response.status;
}

async function signInOn(checkout, options, what) {
  const server = await startServer(checkout, options);
  check((await auth(options.port, 'sign-in/email', ACCOUNT)) === 200, `${what}: the account signs in`);
  const { code } = await stop(server);
  check(code === 0, `${what}: the server stops with exit 0`);
}

/** `sudo -u postgres …` as written; the script stands in for sudo (see decision 068). */
function sudoShim(binDir) {
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

async function psqlValue(cluster, sql, database = 'postgres') {
  const out = await runShell(`runuser -u postgres -- psql -XAtq -d ${database} -c "${sql}"`, {
    cwd: '/',
    env: cleanEnv({ PGHOST: cluster.socketDir, PGPORT: String(cluster.port) }),
  });
  return out.trim();
}

// ---------------------------------------------------------------------------------------------------

const blocks = blocksByName(readBlocks(readFileSync(join(ROOT, 'docs/deploy.md'), 'utf8')), [
  'one-machine',
  'embedded-backup',
  'postgres-role',
  'settings',
  'postgres-backup',
]);
check(true, 'every code block of docs/deploy.md says whether it is run, and what covers it if not');

const work = mkdtempSync(join(tmpdir(), 'nestlane-deploy-docs-'));
chmodSync(work, 0o755); // the postgres user runs commands from here
const checkout = join(work, 'nestlane');
const services = [];
try {
  const [webPort, serverPort, pgPort, redisPort, s3Port] = await ports(5);

  console.log(`\n## one-machine (docs/deploy.md:${blocks.get('one-machine').line}), in a clone of HEAD at ${checkout}`);
  await runShell(`git clone --quiet "${ROOT}" "${checkout}"`, { cwd: work, env: cleanEnv() });
  say(`PORT=${webPort} set around the block (the server's default, 3000, may be taken)`);
  const oneMachine = launch('sh', ['-e', '-c', blocks.get('one-machine').code], {
    cwd: checkout,
    env: cleanEnv({ PORT: String(webPort) }),
  });
  await waitForAnswer(`http://127.0.0.1:${webPort}/api/health`, oneMachine, INSTALL_DEADLINE_MS);
  check(true, `npm ci, build, prune and serve: /api/health answers (${elapsed()})`);
  check(!existsSync(join(checkout, 'node_modules/tsx')), 'the install is pruned: no tsx, no dev tools');
  check((await auth(webPort, 'sign-up/email', ACCOUNT)) === 200, 'an account is made on the embedded database');
  await stop(oneMachine);

  console.log(`\n## embedded-backup (docs/deploy.md:${blocks.get('embedded-backup').line})`);
  const backupBlock = substitute(blocks.get('embedded-backup').code, [
    // The backup's folder name is the time it was made: the shell's glob finds the one folder.
    ['backups/nestlane-backup-<time> ', 'backups/nestlane-backup-* '],
    // A restore refuses a directory that holds a database: restore beside the original, as on a new machine.
    ['--data-dir ./data\n', '--data-dir ./data-restored\n'],
  ]);
  await runShell(backupBlock, { cwd: checkout, env: cleanEnv() });
  check(existsSync(join(checkout, 'data-restored/pg')), 'backup and restore, with plain node on the pruned install');
  await signInOn(
    checkout,
    { port: serverPort, dataDir: join(checkout, 'data-restored'), settings: { AUTH_SECRET: 'at least 32 characters you keep', PUBLIC_URL: 'https://nestlane.example' } },
    'on the restored copy',
  );

  console.log(`\n## postgres-role (docs/deploy.md:${blocks.get('postgres-role').line})`);
  const cluster = { ...(await startPostgres({ port: pgPort, hostAuth: 'scram-sha-256', database: null })), port: pgPort };
  services.push(cluster);
  say(`a throw-away PostgreSQL 15 cluster on 127.0.0.1:${pgPort} (passwords over TCP); PGHOST and PGPORT point at it`);
  const binDir = join(work, 'bin');
  mkdirSync(binDir);
  sudoShim(binDir);
  say('sudo is a stand-in: sudo -u USER command runs `runuser -u USER -- command`, keeping PGHOST/PGPORT');
  const clusterEnv = cleanEnv({
    PATH: `${binDir}:${PG_BIN}:${process.env.PATH}`,
    PGHOST: cluster.socketDir,
    PGPORT: String(pgPort),
  });
  await runShell(blocks.get('postgres-role').code, { cwd: work, env: clusterEnv });
  check(
    (await psqlValue(cluster, "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'nestlane'")) === 'nestlane',
    'the role nestlane owns the database nestlane',
  );

  console.log(`\n## settings (docs/deploy.md:${blocks.get('settings').line}), read as systemd reads EnvironmentFile`);
  const password = encodeURIComponent(ROLE_PASSWORD);
  const settingsText = substitute(blocks.get('settings').code, [
    ['<password>', password],
    ['@db.example/', `@127.0.0.1:${pgPort}/`],
    ['redis://redis.example:6379', `redis://127.0.0.1:${redisPort}`],
    ['https://s3.example', `http://127.0.0.1:${s3Port}`],
    ['S3_REGION=…', 'S3_REGION=us-east-1'],
    ['S3_ACCESS_KEY_ID=…', 'S3_ACCESS_KEY_ID=S3RVER'],
    ['S3_SECRET_ACCESS_KEY=…', 'S3_SECRET_ACCESS_KEY=S3RVER'],
  ]);
  const settings = parseEnvironmentFile(settingsText);
  for (const [key, value] of Object.entries(settings))
    check(!/[#…<>]|\s[A-Z_]+=/.test(value), `${key} is one value, without a comment or a placeholder: ${JSON.stringify(value)}`);
  services.push(await startRedis({ port: redisPort }));
  services.push(await startS3({ port: s3Port, bucket: settings.S3_BUCKET }));
  say(`redis-server on ${redisPort}, s3rver on ${s3Port} with the bucket ${settings.S3_BUCKET} (the bucket block is not run)`);
  const instanceDir = join(work, 'instance');
  const instance = await startServer(checkout, { port: serverPort, dataDir: instanceDir, settings });
  check(true, 'loadConfig accepts the settings and the server is ready on the role\'s database, Redis and the bucket');
  const owned = await psqlValue(
    cluster,
    "SELECT string_agg(e.extname || ':' || n.nspname, ',' ORDER BY e.extname) FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
    'nestlane',
  );
  check(owned !== '', `its migrations created pg_trgm (${owned})`);
  check(
    (await psqlValue(cluster, "SELECT pg_get_userbyid(nspowner) FROM pg_namespace WHERE nspname = 'pgboss'", 'nestlane')) === 'nestlane',
    'pg-boss made its schema, owned by the role',
  );
  check((await auth(serverPort, 'sign-up/email', ACCOUNT)) === 200, 'an account is made on PostgreSQL');
  check((await stop(instance)).code === 0, 'the server stops with exit 0');

  console.log(`\n## postgres-backup (docs/deploy.md:${blocks.get('postgres-backup').line})`);
  const databaseUrl = `postgres://nestlane:${password}@127.0.0.1:${pgPort}/nestlane`;
  say(`DATABASE_URL=${databaseUrl}`);
  const dumpDir = join(work, 'dump');
  mkdirSync(dumpDir);
  const restoreBlock = substitute(blocks.get('postgres-backup').code, [
    ['<password>', password],
    ['@db.example/', `@127.0.0.1:${pgPort}/`],
  ]);
  await runShell(restoreBlock, { cwd: dumpDir, env: { ...clusterEnv, DATABASE_URL: databaseUrl } });
  check(true, 'pg_dump, createdb and pg_restore --exit-on-error: no error');
  check(
    (await psqlValue(cluster, "SELECT pg_get_userbyid(datdba) FROM pg_database WHERE datname = 'nestlane_restored'")) === 'nestlane',
    'the role owns the restored database',
  );
  await signInOn(
    checkout,
    { port: serverPort, dataDir: instanceDir, settings: { ...settings, DATABASE_URL: databaseUrl.replace(/\/nestlane$/, '/nestlane_restored') } },
    'on the restored PostgreSQL database',
  );
  console.log(`\n✓ docs/deploy.md's blocks ran in ${elapsed()}`);
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }
  for (const service of services.reverse()) await service.destroy();
  if (process.env.DEPLOY_DOCS_KEEP) console.log(`kept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
