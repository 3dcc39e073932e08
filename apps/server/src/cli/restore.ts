// `npm run restore -- <backup folder>`: puts a backup back in place of the current data, with the
// portal stopped. The current data is moved aside, never deleted (docs/operations.md).
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { findRunningPortal } from '../platform/backup/portal-pid.ts';
import { restoreBackup } from '../platform/backup/restore-backup.ts';

async function main(): Promise<number> {
  const folderArgument = process.argv[2];
  if (!folderArgument) {
    process.stderr.write('Usage: npm run restore -- <backup folder>\n');
    return 2;
  }
  const config = loadConfig();
  const portal = await findRunningPortal(config.ATRIUM_DATA_DIR);
  if (portal) {
    process.stderr.write(
      `The portal is running (pid ${portal.pid}) on ${config.ATRIUM_DATA_DIR}: stop it first, then restore.\n`,
    );
    return 1;
  }
  const backup = path.resolve(folderArgument);
  const target = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database';
  process.stdout.write(`Restoring ${backup} into ${target} and ${config.ATRIUM_DATA_DIR}…\n`);
  const { manifest, movedAside } = await restoreBackup({
    backup,
    dataDir: config.ATRIUM_DATA_DIR,
    databaseUrl: config.DATABASE_URL,
  });
  const lines = [
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.migration ?? 'none'}, ` +
      `${manifest.files.count} files, portal ${manifest.portalVersion}).`,
  ];
  if (movedAside.length) {
    lines.push('The data from before is kept, moved aside:');
    for (const { from, to } of movedAside) lines.push(`  ${from} -> ${to}`);
    lines.push(
      'To undo: with the portal stopped, remove the restored folders and move these back to their names.',
    );
    if (config.DATABASE_URL) {
      const dump = movedAside.find((m) => m.to.endsWith('.pgdump'))?.to;
      lines.push(
        `The database comes back with: pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" ${dump}`,
      );
    }
  }
  lines.push('Start the portal: it applies any newer migrations on start.');
  process.stdout.write(`${lines.join('\n')}\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Restore failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
