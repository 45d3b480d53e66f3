import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DatabaseLockedError } from '../src/db/directory-lock';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));
const directories: string[] = [];

function makeDataDir(): string {
  const directory = mkdtempSync(join(tmpdir(), 'nestlane-lock-'));
  directories.push(directory);
  return directory;
}

/** The pid of a process that has already exited. */
function findDeadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

/** A process that takes the lock of `databaseDir`, says so on stdout, then runs `then` (JavaScript). */
function spawnLockHolder(databaseDir: string, then: string) {
  const script = `import { acquireDirectoryLock } from './src/db/directory-lock.ts';
    acquireDirectoryLock(${JSON.stringify(databaseDir)}); console.log('locked'); ${then}`;
  return spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: apiRoot });
}

function waitForLine(child: ReturnType<typeof spawn>, line: string): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      if (String(chunk).includes(line)) resolve();
    });
    child.on('close', (code) => reject(new Error(`exited with ${code} before saying "${line}"`)));
  });
}

function runServer(dataDir: string): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DEMO: 'false',
      },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      // A server that started despite the lock would never exit on its own: it is stopped once it says
      // it runs (what the test then fails on), not after some seconds, which a busy machine can outlast.
      if (stdout.includes('Nestlane is running')) child.kill('SIGKILL');
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr, stdout }));
  });
}

afterEach(() => {
  for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
});

describe('one process per data directory', () => {
  it('refuses a second lock while its owner runs, and frees it on release', () => {
    const databaseDir = join(makeDataDir(), 'pg');
    const release = acquireDirectoryLock(databaseDir);
    const lockPath = `${databaseDir}.lock`;
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    // Another live process owns it: pretend to be that process by writing its pid.
    writeFileSync(lockPath, String(process.ppid));
    expect(() => acquireDirectoryLock(databaseDir)).toThrow(DatabaseLockedError);
    writeFileSync(lockPath, String(process.pid));
    release();
    const again = acquireDirectoryLock(databaseDir);
    again();
  });

  it('takes over a lock left by a process that died', () => {
    const databaseDir = join(makeDataDir(), 'pg');
    writeFileSync(`${databaseDir}.lock`, String(findDeadPid()));
    const release = acquireDirectoryLock(databaseDir);
    expect(readFileSync(`${databaseDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over at once the lock of a process killed with SIGKILL', async () => {
    const databaseDir = join(makeDataDir(), 'pg');
    const holder = spawnLockHolder(databaseDir, 'setInterval(() => {}, 1000);');
    await waitForLine(holder, 'locked');
    expect(() => acquireDirectoryLock(databaseDir)).toThrow(DatabaseLockedError);
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const release = acquireDirectoryLock(databaseDir);
    expect(readFileSync(`${databaseDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('frees the lock when its process exits without closing the database', async () => {
    const databaseDir = join(makeDataDir(), 'pg');
    const holder = spawnLockHolder(databaseDir, 'process.exit(0);');
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await waitForLine(holder, 'locked');
    await exited;
    expect(existsSync(`${databaseDir}.lock`)).toBe(false);
  });

  it('stops a second server on the same DATA_DIR with a clear message, not a stack trace', async () => {
    const dataDir = makeDataDir();
    // This test process plays the first server: it holds the lock.
    const release = acquireDirectoryLock(join(dataDir, 'pg'));
    try {
      const result = await runServer(dataDir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is already in use by another Nestlane process');
      expect(result.stderr).toContain(`pid ${process.pid}`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout).not.toContain('Nestlane is running');
    } finally {
      release();
    }
  });
});
