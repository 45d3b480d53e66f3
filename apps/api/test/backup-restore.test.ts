/**
 * `npm run backup` and `npm run restore` (src/backup): the embedded database, the uploads and the
 * generated secret, copied out of one data directory and into another through the real command;
 * the restored server signs in the account made before the backup. Both refuse a directory a
 * server is using, and a restore refuses to overwrite a database unless told to move it aside.
 * The embedded database only, so the API suite's PostgreSQL run leaves it to the PGlite one
 * (postgres-backup.test.ts is its counterpart). Each command is a process of its own (tsx, PGlite's
 * start): the first test runs five of them, hence its longer limit.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { TEST_PASSWORD } from './helpers/accounts';

const CLI = fileURLToPath(new URL('../src/backup/cli.ts', import.meta.url));
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const EMAIL = 'kept.through.backup@example.test';

const isEmbeddedRun = process.env.API_TEST_DB !== 'postgres';
let root: string;
let PICTURE: Buffer;

/** The app on an embedded database in `dataDir`, as `npm start` runs it (no demo data). */
function buildEmbeddedApp(dataDir: string): Promise<FastifyInstance> {
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    }),
  );
}

function runCli(args: string[]) {
  const result = spawnSync('npx', ['tsx', CLI, ...args], {
    cwd: API_ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function signIn(app: FastifyInstance) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: EMAIL, password: TEST_PASSWORD },
  });
}

beforeAll(async () => {
  if (!isEmbeddedRun) return;
  root = mkdtempSync(join(tmpdir(), 'nestlane-backup-test-'));
  PICTURE = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a6' } })
    .webp()
    .toBuffer();
  const dataDir = join(root, 'original');
  const app = await buildEmbeddedApp(dataDir);
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { name: 'Kept Member', email: EMAIL, password: TEST_PASSWORD },
  });
  expect(signUp.statusCode, signUp.body).toBe(200);
  mkdirSync(join(dataDir, 'uploads/images'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads/images/kept.webp'), PICTURE);
  await app.close();
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe.runIf(isEmbeddedRun)('backup and restore of the embedded database', () => {
  it('restores into a new data directory a server that signs in the account made before', async () => {
    const backups = join(root, 'backups');
    const backup = runCli(['backup', '--data-dir', join(root, 'original'), '--out', backups]);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backed up .* \(0 listings, 1 accounts\)/);
    const [folder] = readdirSync(backups);
    expect(folder).toMatch(/^nestlane-backup-/);

    const restoredDir = join(root, 'restored');
    const restore = runCli(['restore', join(backups, folder as string), '--data-dir', restoredDir]);
    expect(restore.status, restore.output).toBe(0);
    expect(readFileSync(join(restoredDir, 'uploads/images/kept.webp')).equals(PICTURE)).toBe(true);
    expect(readFileSync(join(restoredDir, 'auth-secret'), 'utf8')).toBe(
      readFileSync(join(root, 'original/auth-secret'), 'utf8'),
    );

    const app = await buildEmbeddedApp(restoredDir);
    try {
      const response = await signIn(app);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.email).toBe(EMAIL);
    } finally {
      await app.close();
    }

    // A second restore over it is refused and changes nothing; with --replace the old one is moved aside.
    const refused = runCli(['restore', join(backups, folder as string), '--data-dir', restoredDir]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('already holds a database');
    expect(readdirSync(restoredDir).some((name) => name.includes('.replaced-'))).toBe(false);
    const replaced = runCli([
      'restore',
      join(backups, folder as string),
      '--data-dir',
      restoredDir,
      '--replace',
    ]);
    expect(replaced.status, replaced.output).toBe(0);
    expect(
      readdirSync(restoredDir)
        .filter((name) => name.includes('.replaced-'))
        .sort(),
    ).toEqual([
      expect.stringMatching(/^auth-secret\.replaced-/),
      expect.stringMatching(/^pg\.replaced-/),
      expect.stringMatching(/^uploads\.replaced-/),
    ]);
  }, 180_000);

  it('refuses to back up a data directory a running server is using', async () => {
    const app = await buildEmbeddedApp(join(root, 'original'));
    try {
      const result = runCli(['backup', '--data-dir', join(root, 'original'), '--out', join(root, 'busy')]);
      expect(result.status).toBe(1);
      expect(result.output).toContain('already in use by another Nestlane process');
      expect(existsSync(join(root, 'busy'))).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('says what is wrong with a folder that is not a backup', () => {
    const result = runCli(['restore', root, '--data-dir', join(root, 'elsewhere')]);
    expect(result.status).toBe(1);
    expect(result.output).toContain('is not a Nestlane backup');
  });
});
