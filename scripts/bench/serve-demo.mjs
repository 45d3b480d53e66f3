/**
 * Starts the production server (the API serving apps/web/dist, or WEB_DIST_DIR) on a fresh demo DATA_DIR
 * and a free port (or the one given), for the benchmarks that measure the built web app in a browser: what
 * `npm run serve` runs (apps/api/dist/server.js) when `npm run build` has compiled it, else the sources
 * through tsx. The caller must call stop().
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** A port nobody listens on: map tiles (a third party) must never be fetched by a benchmark. */
const DEAD_TILE_URL = 'http://127.0.0.1:9/{z}/{x}/{y}.png';

const COMPILED_SERVER = 'apps/api/dist/server.js';

/** The demo's environment for a benchmark's server: production build, demo data, no third party reached. */
export function demoServerEnv({ port, dataDir }) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    AUTH_SECRET: 'bench-only-secret-bench-only-secret-0123',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: 'true',
    LOG_LEVEL: 'warn',
    MAP_TILE_URL: DEAD_TILE_URL,
  };
}

/**
 * `root`: the checkout whose build runs (another one's, built, for a before/after; default this one).
 * @param {{ name?: string, env?: Record<string, string>, port?: number, root?: string }} [options]
 * @returns {Promise<{ origin: string, stop: () => Promise<void>, isCompiled: boolean }>}
 */
export async function startDemoServer({ name = 'bench', env = {}, port: chosenPort, root = '.' } = {}) {
  const webDist =
    env.WEB_DIST_DIR ?? (root === '.' ? process.env.WEB_DIST_DIR : undefined) ?? join(root, 'apps/web/dist');
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`${webDist} has no build: run \`npm run build\` first (from the repository root)`);
  }
  const port = chosenPort ?? (await findFreePort());
  const dataDir = mkdtempSync(join(tmpdir(), `nestlane-${name}-`));
  const isCompiled = existsSync(join(root, COMPILED_SERVER));
  const newer = isCompiled ? findNewerSource(root, statSync(join(root, COMPILED_SERVER)).mtimeMs) : undefined;
  if (newer) {
    process.stderr.write(
      `⚠ ${newer} is newer than ${COMPILED_SERVER}: run \`npm run build\` to measure it\n`,
    );
  }
  // node or tsx directly (not through npm or npx) so the process group we kill is the server itself.
  const command = isCompiled
    ? [COMPILED_SERVER]
    : ['node_modules/tsx/dist/cli.mjs', 'apps/api/src/server.ts'];
  const server = spawn(process.execPath, command, {
    cwd: root,
    env: { ...demoServerEnv({ port, dataDir }), WEB_DIST_DIR: resolve(webDist), ...env },
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
  return { origin, stop, isCompiled };
}

/** A source file of the server changed after it was compiled, if any (the benchmark would measure old code). */
function findNewerSource(root, builtAt) {
  for (const dir of ['apps/api/src', 'packages/shared/src'].map((path) => join(root, path))) {
    for (const file of readdirSync(dir, { recursive: true })) {
      const path = join(dir, String(file));
      if (/\.ts$/.test(path) && !/\.test\.ts$/.test(path) && statSync(path).mtimeMs > builtAt) return path;
    }
  }
  return undefined;
}

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits for the server to answer its health check, or to exit. Seeding the demo takes 10–30 s on an idle
 * machine and minutes on one busy with other checks, so the only limit is a hang guard.
 */
async function waitForHealth(url, server) {
  const hangGuard = Date.now() + 10 * 60_000;
  while (Date.now() < hangGuard) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 10 minutes`);
}
