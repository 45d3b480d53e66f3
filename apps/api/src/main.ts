/**
 * Starts Nestlane: reads the configuration, builds the app, listens, and prints where to
 * go and how to sign in. Problems a person can fix (bad variables, a data directory in
 * use) are printed as one clear message instead of a stack trace.
 *
 * A restart must be ready in ≤ 2 s (issue 13, decision 031): the database starts opening
 * (PGlite: WebAssembly, Postgres's own start, the migrations check) before the rest of the
 * app is imported, so its waits on files and WebAssembly compilation overlap the imports.
 */
import type { FastifyInstance } from 'fastify';
import { type Config, ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openConfiguredDatabase } from './db/client';
import { isDatabaseUnavailable } from './db/connection-errors';
import { DatabaseLockedError } from './db/directory-lock';
import { isLoopbackHost } from './lib/loopback';
import { findBucketMistake } from './modules/storage/bucket-at-start';
import { DEMO_ACCOUNTS } from './seed/accounts';

function exitWithMessage(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

function printWelcome(config: Config) {
  const { publicUrl, demo, host } = config;
  const lines = demo
    ? [
        `\nNestlane DEMO is running at ${publicUrl}`,
        'Demo mode: sample data, card payments in a sandbox (no money moves), mail kept in the demo inbox.',
        isLoopbackHost(host)
          ? 'It answers on this machine only (set HOST=0.0.0.0 to open it to your network).'
          : `It listens on ${host}: anyone who can reach it can sign in with the accounts below.`,
      ]
    : [`\nNestlane is running at ${publicUrl}`];
  lines.push(`API docs: ${publicUrl}/api/docs`);
  if (demo) {
    lines.push('Demo accounts (email / password):');
    for (const account of DEMO_ACCOUNTS) {
      const note = account.isFraud
        ? '  (marked fraud: suspended, sign-in refused; listings hidden)'
        : account.hasPendingAgentRequest
          ? '  (agent request pending)'
          : '';
      lines.push(`  ${account.role.padEnd(6)} ${account.email} / ${account.password}${note}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

/** SIGTERM to exit: the drain (plugins/shutdown.ts) and the close; the unit waits 20 s (TimeoutStopSec). */
const SHUTDOWN_DEADLINE_MS = 15_000;

function closeOnSignals(app: FastifyInstance) {
  let isClosing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      app.log.info({ signal }, 'closing');
      // Let in-flight requests finish, keep-alive connections drain and the database flush.
      const deadline = setTimeout(() => {
        app.log.error('could not close within the deadline');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS);
      deadline.unref();
      app.shutdown.drainAndClose().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'could not close cleanly');
          process.exit(1);
        },
      );
    });
  }
}

/** The database's host and port (never the URL: it may hold a password) and why it could not be reached. */
function describeUnreachableDatabase(config: Config, error: unknown): string {
  const url = new URL(config.databaseLocation);
  const { message, code } = error as { message?: string; code?: string };
  const reason = message || code || String(error);
  return `Cannot reach PostgreSQL at ${url.hostname}:${url.port || 5432} (DATABASE_URL): ${reason}. Start it or correct DATABASE_URL; the server exits and can be restarted once it answers.`;
}

/** After a failed build: release the database (PGlite's directory lock) if it did open. */
async function closeQuietly(database: Promise<DatabaseHandle>) {
  try {
    await (await database).close();
  } catch {}
}

async function start() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exitWithMessage(error.message);
    throw error;
  }

  // A missing bucket is said before anything opens, seeds or serves a picture (decision 063): one
  // HeadBucket, only with S3_BUCKET.
  const bucketMistake = await findBucketMistake(config);
  if (bucketMistake) exitWithMessage(bucketMistake);
  // Started here, awaited by the db plugin; a failure (a locked directory) surfaces from buildApp.
  const database = openConfiguredDatabase(config);
  database.catch(() => {});
  let app: FastifyInstance;
  try {
    // Imported now, not at the top, so the app's modules load while the database opens (the build
    // splits the app into a chunk of its own).
    const { buildApp } = await import('./app');
    app = await buildApp(config, { database });
  } catch (error) {
    await closeQuietly(database);
    if (error instanceof DatabaseLockedError) exitWithMessage(error.message);
    if (isDatabaseUnavailable(error)) exitWithMessage(describeUnreachableDatabase(config, error));
    throw error;
  }

  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config);
}

await start();
