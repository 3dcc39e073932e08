// Puts a backup back in place of the current data. Nothing of the current data is deleted: its
// folders are moved aside to `<name>.before-restore-<stamp>` first, so a restore can be undone.
import { mkdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BackupManifest, backupNameAt, readManifest } from './backup-folders.ts';
import { DATABASE_FILE, loadPgliteDump, loadPostgresDump } from './database-copy.ts';
import { linkOrCopyTree } from './link-tree.ts';
import { shippedMigrations } from './migrations-journal.ts';
import { runPgTool } from './pg-tools.ts';
import { STORED_FOLDERS } from './take-backup.ts';

export const PGLITE_FOLDER = 'pglite';

export interface RestoreOptions {
  backup: string;
  dataDir: string;
  /** The PostgreSQL server to restore into (DATABASE_URL); unset, the embedded database. */
  databaseUrl?: string;
}

export interface RestoredBackup {
  manifest: BackupManifest;
  /** Each folder moved aside: where it was, and where it is now. */
  movedAside: { from: string; to: string }[];
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function restoreBackup(options: RestoreOptions): Promise<RestoredBackup> {
  const backup = path.resolve(options.backup);
  const manifest = await readManifest(backup);
  const target = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) {
    throw new Error(
      manifest.database === 'pglite'
        ? 'This backup is of the embedded database; unset DATABASE_URL to restore it.'
        : 'This backup is of a PostgreSQL server; set DATABASE_URL to the server to restore it into.',
    );
  }
  // A database from a newer portal has tables this version does not know and would misread.
  const known = (await shippedMigrations()).map((m) => m.tag);
  if (manifest.migration && !known.includes(manifest.migration)) {
    throw new Error(
      `This backup was taken by a newer version of the portal (${manifest.portalVersion}, migration ` +
        `${manifest.migration}); restore it with that version.`,
    );
  }
  const dump = path.join(backup, DATABASE_FILE[manifest.database]);
  if (!(await exists(dump))) throw new Error(`${backup} has no ${DATABASE_FILE[manifest.database]}.`);

  const stamp = backupNameAt(new Date()).replace('atrium-', '');
  const folders = [...(target === 'pglite' ? [PGLITE_FOLDER] : []), ...STORED_FOLDERS];
  const movedAside: RestoredBackup['movedAside'] = [];
  for (const folder of folders) {
    const from = path.join(options.dataDir, folder);
    if (!(await exists(from))) continue;
    const to = `${from}.before-restore-${stamp}`;
    await rename(from, to);
    movedAside.push({ from, to });
  }

  await mkdir(options.dataDir, { recursive: true });
  if (options.databaseUrl) {
    // pg_restore --clean replaces the server's tables, so what they hold now is dumped first.
    const to = path.join(options.dataDir, `database.before-restore-${stamp}.pgdump`);
    await runPgTool('pg_dump', {
      url: options.databaseUrl,
      args: ['--format=custom', '--no-owner', `--file=${to}`],
    });
    movedAside.push({ from: 'the database at DATABASE_URL', to });
  }
  try {
    if (options.databaseUrl) await loadPostgresDump({ file: dump, url: options.databaseUrl });
    else await loadPgliteDump({ file: dump, dataDir: path.join(options.dataDir, PGLITE_FOLDER) });
    for (const folder of STORED_FOLDERS)
      await linkOrCopyTree(path.join(backup, folder), path.join(options.dataDir, folder));
  } catch (error) {
    const aside = movedAside.map((m) => `\n  ${m.to} (was ${m.from})`).join('');
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}${aside ? `\nThe data from before is kept in:${aside}` : ''}`,
    );
  }
  return { manifest, movedAside };
}
