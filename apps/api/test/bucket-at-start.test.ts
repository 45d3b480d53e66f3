/**
 * Started with S3_BUCKET naming a bucket that does not exist (issue 28, decision 063): the server says so
 * in one line a person can act on, before it seeds or serves anything, prints no stack trace, and exits 1.
 * The real server in a process of its own, against s3rver.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from './helpers/free-port';
import { startS3Server, type TestS3Server } from './helpers/s3-server';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'nestlane-no-bucket-'));
let s3: TestS3Server;

beforeAll(async () => {
  s3 = await startS3Server();
});

afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('starting with a bucket that does not exist', () => {
  it('names the bucket and where it looked, without a stack trace, and exits 1', async () => {
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(await findFreePort()),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DEMO: 'true',
        ...s3.env('nestlane-never-created'),
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
    expect(output).toContain(`Cannot find the bucket "nestlane-never-created" at ${s3.endpoint} (S3_BUCKET)`);
    expect(output).not.toContain('seeding');
    expect(output).not.toMatch(/^\s+at /m);
    // Nothing was seeded or uploaded anywhere.
    expect(await s3.listKeys('nestlane-never-created').catch(() => [])).toEqual([]);
  }, 120_000);
});
