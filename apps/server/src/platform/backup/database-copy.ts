// The database's part of a backup: PGlite's data dir dumped as one gzipped tar (a crash-consistent
// snapshot: the dump holds PGlite's query lock), or a PostgreSQL server's pg_dump in its custom
// format; and loading either back.
import { createWriteStream, openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { type Database, openDatabase } from '../database.ts';
import { serverMajorVersion } from './backup.repo.ts';
import { runPgTool } from './pg-tools.ts';

export const DATABASE_FILE = { pglite: 'database.tar.gz', postgres: 'database.pgdump' } as const;

export async function dumpDatabase(options: {
  database: Database;
  url?: string;
  file: string;
}): Promise<void> {
  const { database, file } = options;
  if (database.kind === 'pglite') {
    // Writes what is in memory to the data files first, so loading the copy replays no WAL.
    await database.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('gzip');
    await pipeline(Readable.fromWeb(dump.stream() as WebReadableStream), createWriteStream(file));
    return;
  }
  if (!options.url) throw new Error('A backup of a PostgreSQL database needs its address (DATABASE_URL).');
  await runPgTool('pg_dump', {
    url: options.url,
    args: ['--format=custom', '--no-owner', `--file=${file}`],
    serverMajor: await serverMajorVersion(database.db),
  });
}

/** Loads a dump into an empty PGlite data dir. */
export async function loadPgliteDump(options: { file: string; dataDir: string }): Promise<void> {
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: options.dataDir,
    loadDataDir: await openAsBlob(options.file),
  });
  await database.close();
}

/** Replaces the PostgreSQL database's objects with the dump's. */
export async function loadPostgresDump(options: { file: string; url: string }): Promise<void> {
  await runPgTool('pg_restore', {
    url: options.url,
    args: ['--clean', '--if-exists', '--no-owner', '--exit-on-error', options.file],
  });
}
