// One backup of the firm's data: the database and the stored files, written into
// `<backupDir>/atrium-YYYYMMDD-HHMMSS.partial/` and renamed when complete, so a backup folder that
// has its final name is whole.
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../database.ts';
import { lastAppliedMigrationWhen } from './backup.repo.ts';
import { type BackupManifest, backupNameAt, MANIFEST_FILE } from './backup-folders.ts';
import { DATABASE_FILE, dumpDatabase } from './database-copy.ts';
import { linkOrCopyTree, measureTree } from './link-tree.ts';
import { shippedMigrations } from './migrations-journal.ts';

/**
 * The folders of the data dir that hold the firm's uploads: `files/` (the local file provider and
 * people's photos, features/files `filesDirOf`) and `assets/` (page images).
 */
export const STORED_FOLDERS = ['files', 'assets'] as const;

const serverRoot = path.resolve(import.meta.dirname, '../../..');

async function portalVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

async function migrationTag(database: Database): Promise<string | null> {
  const when = await lastAppliedMigrationWhen(database.db);
  if (when === undefined) return null;
  return (await shippedMigrations()).find((m) => m.when === when)?.tag ?? `unknown (${when})`;
}

/** A name not taken yet: a second backup within the same second gets a suffix. */
async function freeName(backupDir: string, at: Date): Promise<string> {
  const base = backupNameAt(at);
  for (let n = 0; ; n++) {
    const name = n === 0 ? base : `${base}-${n}`;
    const taken = await Promise.all(
      [name, `${name}.partial`].map((candidate) =>
        stat(path.join(backupDir, candidate)).then(
          () => true,
          () => false,
        ),
      ),
    );
    if (!taken.includes(true)) return name;
  }
}

export interface TakeBackupOptions {
  database: Database;
  /** The PostgreSQL server's address, for pg_dump (DATABASE_URL). */
  databaseUrl?: string;
  dataDir: string;
  backupDir: string;
}

export interface TakenBackup {
  path: string;
  manifest: BackupManifest;
}

export async function takeBackup(options: TakeBackupOptions): Promise<TakenBackup> {
  const { database, dataDir, backupDir } = options;
  const createdAt = new Date();
  await mkdir(backupDir, { recursive: true });
  const name = await freeName(backupDir, createdAt);
  const partial = path.join(backupDir, `${name}.partial`);
  await mkdir(partial);
  try {
    // A file is on disk before its row commits and leaves it after its row's delete commits: files
    // copied before the dump and the ones new after it cover every row the dump holds.
    for (const folder of STORED_FOLDERS)
      await linkOrCopyTree(path.join(dataDir, folder), path.join(partial, folder));
    const migration = await migrationTag(database);
    await dumpDatabase({
      database,
      url: options.databaseUrl,
      file: path.join(partial, DATABASE_FILE[database.kind]),
    });
    for (const folder of STORED_FOLDERS)
      await linkOrCopyTree(path.join(dataDir, folder), path.join(partial, folder));

    const measured = await Promise.all(
      STORED_FOLDERS.map((folder) => measureTree(path.join(partial, folder))),
    );
    const manifest: BackupManifest = {
      createdAt: createdAt.toISOString(),
      database: database.kind,
      migration,
      files: {
        count: measured.reduce((sum, m) => sum + m.count, 0),
        bytes: measured.reduce((sum, m) => sum + m.bytes, 0),
      },
      portalVersion: await portalVersion(),
    };
    await writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const done = path.join(backupDir, name);
    await rename(partial, done);
    return { path: done, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
