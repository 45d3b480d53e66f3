/**
 * Starts Nestlane: reads the configuration, builds the app, listens, and prints where to
 * go and how to sign in. Problems a person can fix (bad variables, a data directory in
 * use) are printed as one clear message instead of a stack trace.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { DatabaseLockedError } from './db/directory-lock';
import { isLoopbackHost } from './lib/loopback';
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

function closeOnSignals(app: FastifyInstance) {
  let isClosing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (isClosing) return;
      isClosing = true;
      app.log.info({ signal }, 'closing');
      // Let in-flight requests finish and the database flush; give up after 10 s.
      const deadline = setTimeout(() => process.exit(1), 10_000);
      deadline.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'could not close cleanly');
          process.exit(1);
        },
      );
    });
  }
}

async function start() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) exitWithMessage(error.message);
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DatabaseLockedError) exitWithMessage(error.message);
    throw error;
  }

  closeOnSignals(app);
  await app.listen({ port: config.port, host: config.host });
  printWelcome(config);
}

await start();
