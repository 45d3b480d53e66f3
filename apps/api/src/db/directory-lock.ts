/**
 * PGlite has no cross-process lock, and two processes on one directory lose writes.
 * A lock file holding the owner's pid refuses a second process; a lock left by a
 * process that no longer runs (kill -9) is taken over at once; the lock goes on release or exit.
 *
 * Not proper-lockfile (decision 002): its lock counts as stale once its owner has not touched it for
 * `stale` ms (10 s by default), from a timer. PGlite runs in the owner's thread, and a statement,
 * a migration or a backup that holds the event loop longer lets a second process take over a live
 * owner's directory; and a restart after kill -9 must wait those seconds.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(directory: string, pid: number) {
    super(
      `The database directory ${directory} is already in use by another Nestlane process (pid ${pid}). ` +
        'Stop that process, or give this one its own DATA_DIR or a DATABASE_URL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDirectoryLock(directory: string): () => void {
  const lockPath = join(dirname(directory), `${directory.split(/[\\/]/).pop() ?? 'pg'}.lock`);
  mkdirSync(dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Also on an exit that skips closing (a crash, process.exit): the next start need not check the pid.
      const release = () => {
        process.off('exit', release);
        rmSync(lockPath, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DatabaseLockedError(directory, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${directory}`);
}
