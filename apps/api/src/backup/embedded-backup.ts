/**
 * Backing up and restoring the embedded database and the uploads (issue 14 "Backups"): one folder
 * holding PGlite's data directory as a gzip tarball (`dumpDataDir`), a copy of `uploads/`, the
 * generated `auth-secret` (sessions and signed links stay valid after a restore) and a manifest.
 * Both take the data directory's lock (db/directory-lock.ts), so they refuse to run beside a
 * server using it: PGlite has one process per directory. PostgreSQL deployments use pg_dump
 * (docs/deploy.md).
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDirectoryLock } from '../db/directory-lock';

export const BACKUP_FORMAT = 1;
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';
const SECRET_FILE = 'auth-secret';
const UPLOADS = 'uploads';
const DATABASE_DIR = 'pg';

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  listings: number;
  accounts: number;
};

export class BackupError extends Error {
  override name = 'BackupError';
}

async function openPglite(directory: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ]);
  return PGlite.create(directory, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

async function countRows(client: Awaited<ReturnType<typeof openPglite>>) {
  const { rows } = await client.query<{ listings: number; accounts: number }>(
    'select (select count(*)::int from properties) as listings, (select count(*)::int from "user") as accounts',
  );
  return rows[0] ?? { listings: 0, accounts: 0 };
}

const hasFiles = (directory: string) => existsSync(directory) && readdirSync(directory).length > 0;

/** Writes a backup of `dataDir` into a new folder under `outDir` and returns its path. */
export async function backUpEmbedded(dataDir: string, outDir: string, now = new Date()) {
  const databaseDir = join(dataDir, DATABASE_DIR);
  if (!hasFiles(databaseDir))
    throw new BackupError(`There is no embedded database in ${resolve(databaseDir)}`);
  const target = join(outDir, `nestlane-backup-${now.toISOString().replace(/[:.]/g, '-')}`);
  if (existsSync(target)) throw new BackupError(`${target} already exists`);
  const release = acquireDirectoryLock(databaseDir);
  try {
    const client = await openPglite(databaseDir);
    try {
      const counts = await countRows(client);
      const dump = await client.dumpDataDir('gzip');
      mkdirSync(target, { recursive: true });
      writeFileSync(join(target, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
      const uploads = join(dataDir, UPLOADS);
      if (existsSync(uploads)) cpSync(uploads, join(target, UPLOADS), { recursive: true });
      if (existsSync(join(dataDir, SECRET_FILE)))
        copyFileSync(join(dataDir, SECRET_FILE), join(target, SECRET_FILE));
      const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: now.toISOString(), ...counts };
      writeFileSync(join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
      return { path: target, manifest };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

function readManifest(backupDir: string): BackupManifest {
  const path = join(backupDir, MANIFEST_FILE);
  if (!existsSync(path) || !existsSync(join(backupDir, DATABASE_FILE))) {
    throw new BackupError(
      `${resolve(backupDir)} is not a Nestlane backup (no ${MANIFEST_FILE} and ${DATABASE_FILE})`,
    );
  }
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `The backup's format ${manifest.format} is not ${BACKUP_FORMAT}, which this version reads`,
    );
  }
  return manifest;
}

/**
 * Restores a backup into `dataDir`. A data directory that already holds a database is refused,
 * unless `replace`: then its database, uploads and secret are moved aside (`<name>.replaced-<time>`),
 * never deleted.
 */
export async function restoreEmbedded(
  backupDir: string,
  dataDir: string,
  { replace = false, now = new Date() } = {},
) {
  const manifest = readManifest(backupDir);
  const databaseDir = join(dataDir, DATABASE_DIR);
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDirectoryLock(databaseDir);
  try {
    if (hasFiles(databaseDir)) {
      if (!replace) {
        throw new BackupError(
          `${resolve(databaseDir)} already holds a database: restore into an empty DATA_DIR, or pass --replace to move it aside`,
        );
      }
      const suffix = `.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
      for (const name of [DATABASE_DIR, UPLOADS, SECRET_FILE]) {
        if (existsSync(join(dataDir, name)))
          renameSync(join(dataDir, name), join(dataDir, `${name}${suffix}`));
      }
    }
    const dump = new Blob([readFileSync(join(backupDir, DATABASE_FILE))]);
    const client = await openPglite(databaseDir, dump);
    let counts: Awaited<ReturnType<typeof countRows>>;
    try {
      counts = await countRows(client);
    } finally {
      await client.close();
    }
    if (existsSync(join(backupDir, UPLOADS)))
      cpSync(join(backupDir, UPLOADS), join(dataDir, UPLOADS), { recursive: true });
    if (existsSync(join(backupDir, SECRET_FILE)))
      copyFileSync(join(backupDir, SECRET_FILE), join(dataDir, SECRET_FILE));
    return { manifest, restored: counts };
  } finally {
    release();
  }
}
