/**
 * The PostgreSQL backup docs/deploy.md gives, run as written: `pg_dump --format=custom --no-owner`
 * of the app's database, `pg_restore --no-owner` into a new empty one, and the app on the restored
 * database signs in the account made before the dump. PostgreSQL only (the embedded database has
 * `npm run backup`, backup-restore.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const EMAIL = 'kept.through.pg.dump@example.test';
const folder = mkdtempSync(join(tmpdir(), 'nestlane-pg-dump-'));
let restored: TestDatabase | undefined;

afterAll(async () => {
  await restored?.drop();
  rmSync(folder, { recursive: true, force: true });
});

describe.runIf(process.env.API_TEST_DB === 'postgres')('a PostgreSQL backup with pg_dump', () => {
  it('restores into a new database an app that signs in the account made before', async () => {
    const original = await buildTestApp();
    const dump = join(folder, 'nestlane.dump');
    try {
      const signUp = await original.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: original.config.publicUrl },
        payload: { name: 'Kept Member', email: EMAIL, password: TEST_PASSWORD },
      });
      expect(signUp.statusCode, signUp.body).toBe(200);
      const databaseUrl = original.config.databaseLocation;
      execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, databaseUrl]);
    } finally {
      await original.close();
    }

    restored = await createTestDatabase();
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);
    const app = await buildTestApp({ DATABASE_URL: restored.url });
    try {
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin: app.config.publicUrl },
        payload: { email: EMAIL, password: TEST_PASSWORD },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().user.email).toBe(EMAIL);
    } finally {
      await app.close();
    }
  });
});
