/**
 * Starts the production server (the API serving apps/web/dist) on a fresh demo DATA_DIR and a free port,
 * for the benchmarks that measure the built web app in a browser. The caller must call stop().
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nobody listens on: map tiles (a third party) must never be fetched by a benchmark. */
const DEAD_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

/** @returns {Promise<{ origin: string, stop: () => Promise<void> }>} */
export async function startDemoServer({ name = 'bench', env = {} } = {}) {
  if (!existsSync('apps/web/dist/index.html')) {
    throw new Error('apps/web/dist has no build: run `npm run build` first (from the repository root)');
  }
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), `nestlane-${name}-`));
  // tsx directly (not through npx) so the process group we kill is the server itself.
  const server = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'apps/api/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      MAP_TILE_URL: DEAD_TILE_URL,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const origin = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {}
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/api/health`, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Seeding the demo data takes 5–20 s on this machine; give it a minute. */
async function waitForHealth(url, server) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within a minute`);
}
