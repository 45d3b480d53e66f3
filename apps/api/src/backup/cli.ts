/**
 * `npm run backup` and `npm run restore`: the embedded database and the uploads (embedded-backup.ts).
 *
 *   npm run backup  -- [--data-dir DIR] [--out DIR]           DIR defaults: DATA_DIR or ./data; ./backups
 *   npm run restore -- <backup folder> [--data-dir DIR] [--replace]
 *
 * Stop the server first: both refuse a data directory a server is using. Compiled by `npm run build` to
 * apps/api/dist/backup.js, which the npm scripts run with plain node (no tsx on a production install).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DatabaseLockedError } from '../db/directory-lock';
import { BackupError, backUpEmbedded, restoreEmbedded } from './embedded-backup';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    'data-dir': { type: 'string' },
    out: { type: 'string', default: 'backups' },
    replace: { type: 'boolean', default: false },
  },
});
const [command, backupDir] = positionals;
const dataDir = resolve(values['data-dir'] ?? process.env.DATA_DIR ?? 'data');

async function main() {
  if (process.env.DATABASE_URL?.startsWith('postgres')) {
    throw new BackupError(
      'DATABASE_URL names PostgreSQL: back it up with pg_dump (docs/deploy.md). This command copies the embedded database.',
    );
  }
  if (command === 'backup') {
    const { path, manifest } = await backUpEmbedded(dataDir, resolve(values.out));
    console.log(
      `✓ Backed up ${dataDir} to ${path} (${manifest.listings} listings, ${manifest.accounts} accounts)`,
    );
  } else if (command === 'restore' && backupDir) {
    const { restored } = await restoreEmbedded(resolve(backupDir), dataDir, { replace: values.replace });
    console.log(
      `✓ Restored ${resolve(backupDir)} into ${dataDir} (${restored.listings} listings, ${restored.accounts} accounts)`,
    );
  } else {
    throw new BackupError(
      'Usage: backup [--data-dir DIR] [--out DIR] | restore <backup folder> [--data-dir DIR] [--replace]',
    );
  }
}

main().catch((error: unknown) => {
  const isExpected = error instanceof BackupError || error instanceof DatabaseLockedError;
  console.error(
    `✖ ${isExpected ? error.message : error instanceof Error ? (error.stack ?? error.message) : error}`,
  );
  process.exit(1);
});
