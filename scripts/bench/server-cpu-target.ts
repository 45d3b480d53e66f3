/**
 * One server of the CPU benchmark (server-cpu.ts forks it, once per source tree compared): builds
 * the real app from the tree at `root` on the given database, listens on a free port, and answers
 * the parent's `{ kind: 'cpu' }` with this process's CPU time so far (process.cpuUsage(), user +
 * system, and system alone, microseconds). It imports the app by path, so the same script runs the current tree and
 * a worktree of an older commit.
 * Usage (forked with `--import tsx`): server-cpu-target.ts <root> <database url> <data dir>
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [root, databaseUrl, dataDir] = process.argv.slice(2);
if (!root || !databaseUrl || !dataDir || !process.send) {
  throw new Error('Usage: fork server-cpu-target.ts <root> <database url> <data dir> with an IPC channel');
}
const load = (path: string) => import(pathToFileURL(join(root, path)).href);
const { buildApp } = await load('apps/api/src/app.ts');
const { loadConfig } = await load('apps/api/src/config.ts');
const app = await buildApp(
  loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    DEMO: 'false',
    LOG_LEVEL: 'warn',
    DATABASE_STATEMENT_TIMEOUT_MS: '0',
  }),
);
const address: string = await app.listen({ port: 0, host: '127.0.0.1' });

process.on('message', async (message: { id: number; kind: string }) => {
  if (message.kind === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send?.({ id: message.id, micros: user + system, systemMicros: system });
  } else if (message.kind === 'close') {
    await app.close();
    process.send?.({ id: message.id }, () => process.exit(0));
  }
});
process.send({ id: -1, address });
