/**
 * The PostgreSQL backup docs/deploy.md gives, run as written: the app's own role (not a superuser) owns
 * its database, `pg_dump --format=custom --no-owner` of it, `pg_restore --no-owner --exit-on-error` as
 * that role into a new database it owns, and the app on the restored database signs in the account made
 * before the dump. A restore into a database the role does not own fails on PostgreSQL 15 (issue 28:
 * "permission denied for database", one error per object). PostgreSQL only (the embedded database has
 * `npm run backup`, backup-restore.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from './helpers/accounts';
import { buildTestApp } from './helpers/build-test-app';

const EMAIL = 'kept.through.pg.dump@example.test';
const folder = mkdtempSync(join(tmpdir(), 'nestlane-pg-dump-'));
const suffix = randomBytes(4).toString('hex');
/** The app's role, as deploy.md creates it: it logs in and owns its databases, nothing more. */
const ROLE = `nl_test_app_${suffix}`;
const DATABASES = [`nl_test_backup_${suffix}`, `nl_test_restored_${suffix}`] as const;

async function runAsAdmin(...statements: string[]) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database owned by the app's role, and the URL the app's role reaches it by. */
async function createOwnedDatabase(name: string): Promise<string> {
  await runAsAdmin(`create database ${name} owner ${ROLE}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.username = ROLE;
  url.password = 'app-role-password';
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  if (process.env.API_TEST_DB === 'postgres') {
    await runAsAdmin(
      ...DATABASES.map((name) => `drop database if exists ${name} with (force)`),
      `drop role if exists ${ROLE}`,
    );
  }
  rmSync(folder, { recursive: true, force: true });
});

describe.runIf(process.env.API_TEST_DB === 'postgres')('a PostgreSQL backup with pg_dump', () => {
  it('restores into a new database an app that signs in the account made before', async () => {
    await runAsAdmin(`create role ${ROLE} login password 'app-role-password'`);
    const original = await buildTestApp({ DATABASE_URL: await createOwnedDatabase(DATABASES[0]) });
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

    const restoredUrl = await createOwnedDatabase(DATABASES[1]);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);
    const app = await buildTestApp({ DATABASE_URL: restoredUrl });
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
