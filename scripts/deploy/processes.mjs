/**
 * Processes for scripts/deploy/run-deploy-blocks.mjs: a shell running a block, a server, each in its own
 * process group (a block's `npm run serve` stops with its server), its output kept for the error message.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Process groups started here, each a launched process and whatever it started. */
const groups = new Set();
const STOP_DEADLINE_MS = 30_000;

function groupIsAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/** @returns {{ child: import('node:child_process').ChildProcess, exited: Promise<{ code: number | null, signal: string | null }>, output: () => string }} */
export function launch(file, args, options) {
  const child = spawn(file, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text) => log.push(text));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  groups.add(child.pid);
  return { child, exited, output: () => log.join('').slice(-6000) };
}

/** Runs shell text with `sh -e` (the first failing command fails it); answers its output. */
export async function runShell(code, { cwd, env }) {
  const shell = launch('sh', ['-e', '-c', code], { cwd, env });
  const { code: exit } = await shell.exited;
  if (!groupIsAlive(shell.child.pid)) groups.delete(shell.child.pid);
  if (exit !== 0) throw new Error(`the block exited ${exit}:\n${shell.output()}`);
  return shell.output();
}

/** Polls `url` until `accept` says yes; fails at once if the process exits first. */
export async function waitForAnswer(url, launched, deadlineMs, accept = (response) => response.ok) {
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

/**
 * SIGTERM to the process group (a shell, npm and the server alike), then waits until every process of it
 * has gone: a shell ends at once, the server only once it drained (and let go of its data directory).
 */
export async function stop(launched) {
  const pgid = launched.child.pid;
  try {
    process.kill(-pgid, 'SIGTERM');
  } catch {}
  const result = await launched.exited;
  const deadline = Date.now() + STOP_DEADLINE_MS;
  while (groupIsAlive(pgid)) {
    if (Date.now() > deadline)
      throw new Error(`process group ${pgid} still runs ${STOP_DEADLINE_MS / 1000} s after SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  groups.delete(pgid); // gone: its number may be given to someone else's group
  return result;
}

/** Whatever is still running, killed: the end of a failed run. */
export function killAll() {
  for (const pgid of groups) {
    try {
      process.kill(-pgid, 'SIGKILL');
    } catch {}
  }
}

/** A loopback port nobody listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `count` loopback ports: from `base` on when given, else free ones. */
export async function ports(count, base) {
  if (base) return Array.from({ length: count }, (_, i) => base + i);
  return Promise.all(Array.from({ length: count }, freePort));
}
