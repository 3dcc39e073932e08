// `npm run backup`: one backup of the firm's data into ATRIUM_BACKUP_DIR (docs/operations.md). While
// the portal runs on the embedded database only its process may open the data dir, so the portal is
// asked to take it; stopped, or on a PostgreSQL server, this command takes it itself.
import { existsSync } from 'node:fs';
import { backupDirOf, loadConfig } from '../config.ts';
import { requestPortalBackup } from '../platform/backup/backup-requests.ts';
import { findRunningPortal } from '../platform/backup/portal-pid.ts';
import { takeBackup } from '../platform/backup/take-backup.ts';
import { openDatabase } from '../platform/database.ts';
import { databaseOptionsFor } from '../startup.ts';

/** A backup of a large firm takes minutes; past this the command stops waiting and says so. */
const PORTAL_TIMEOUT_MS = 30 * 60 * 1000;

async function backUpHere(): Promise<string> {
  const config = loadConfig();
  const options = databaseOptionsFor(config);
  // Opening a missing data dir would create an empty database and back that up.
  if (options.kind === 'pglite' && !existsSync(options.dataDir))
    throw new Error(`There is no embedded database in ${options.dataDir}: is ATRIUM_DATA_DIR right?`);
  const database = await openDatabase(options);
  try {
    const taken = await takeBackup({
      database,
      databaseUrl: config.DATABASE_URL,
      dataDir: config.ATRIUM_DATA_DIR,
      backupDir: backupDirOf(config),
    });
    return taken.path;
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const config = loadConfig();
  const portal = config.DATABASE_URL ? undefined : await findRunningPortal(config.ATRIUM_DATA_DIR);
  let folder: string;
  if (portal) {
    process.stdout.write(`The portal is running (pid ${portal.pid}): asking it for a backup…\n`);
    folder = await requestPortalBackup(portal, { timeoutMs: PORTAL_TIMEOUT_MS });
  } else {
    process.stdout.write('Taking a backup…\n');
    folder = await backUpHere();
  }
  process.stdout.write(`Backup written to ${folder}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Backup failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
