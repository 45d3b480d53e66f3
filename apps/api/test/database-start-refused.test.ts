/**
 * Started while PostgreSQL is down (issue 28, decision 050): the server says, in one line a person can
 * act on, which database it could not reach (host and port, never the URL's password), prints no stack
 * trace, and exits 1 so its supervisor starts it again. The real server in a process of its own.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from './helpers/free-port';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-db-refused-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('starting while PostgreSQL refuses connections', () => {
  it('prints which database it could not reach, without a stack trace, and exits 1', async () => {
    const databasePort = await findFreePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(await findFreePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://nestlane:secret-password@127.0.0.1:${databasePort}/nestlane`,
        DEMO: 'false',
      },
    });
    let output = '';
    server.stdout.on('data', (chunk) => {
      output += chunk;
    });
    server.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const code = await new Promise<number | null>((resolve) => server.on('exit', resolve));
    expect(code, output).toBe(1);
    expect(output).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${databasePort} (DATABASE_URL)`);
    // pg's own reason: refused, or its connect timeout when a loaded machine ran the timer first.
    expect(output).toMatch(/: (connect ECONNREFUSED|timeout expired)\b/);
    expect(output).not.toContain('secret-password');
    expect(output).not.toMatch(/^\s+at /m);
  }, 60_000);
});
