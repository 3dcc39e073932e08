// The backups folder: one `atrium-YYYYMMDD-HHMMSS` folder per backup, each with its manifest;
// listed newest first, pruned to the newest N.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

export const MANIFEST_FILE = 'manifest.json';
const NAME_PATTERN = /^atrium-\d{8}-\d{6}(-\d+)?$/;

export const BackupManifestSchema = z.object({
  createdAt: z.string(),
  database: z.enum(['pglite', 'postgres']),
  /** The tag of the last migration applied to the saved database, e.g. `0018_refresh_successor`. */
  migration: z.string().nullable(),
  files: z.object({ count: z.number().int(), bytes: z.number().int() }),
  portalVersion: z.string(),
});
export type BackupManifest = z.infer<typeof BackupManifestSchema>;

export interface BackupEntry {
  name: string;
  path: string;
  manifest: BackupManifest;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `atrium-20261129-020000`, in the server's local time like the daily setting. */
export function backupNameAt(date: Date): string {
  const day = `${date.getFullYear()}${twoDigits(date.getMonth() + 1)}${twoDigits(date.getDate())}`;
  const time = `${twoDigits(date.getHours())}${twoDigits(date.getMinutes())}${twoDigits(date.getSeconds())}`;
  return `atrium-${day}-${time}`;
}

export async function readManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} is not a backup: it has no ${MANIFEST_FILE}.`);
  }
  const parsed = BackupManifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`The ${MANIFEST_FILE} of ${folder} is not a backup manifest.`);
  return parsed.data;
}

/** The complete backups in `backupDir`, newest first; unfinished (`.partial`) ones are not listed. */
export async function listBackups(backupDir: string): Promise<BackupEntry[]> {
  const names = await readdir(backupDir).catch(() => [] as string[]);
  const entries: BackupEntry[] = [];
  for (const name of names.filter((n) => NAME_PATTERN.test(n))) {
    const folder = path.join(backupDir, name);
    const manifest = await readManifest(folder).catch(() => undefined);
    if (manifest) entries.push({ name, path: folder, manifest });
  }
  // The name is the time taken (a suffix for a second one within the same second), so it orders them.
  return entries.sort((a, b) => b.name.localeCompare(a.name, 'en', { numeric: true }));
}

/** Removes all but the newest `keep` backups; answers the removed ones' paths. */
export async function pruneBackups(backupDir: string, keep: number): Promise<string[]> {
  const doomed = (await listBackups(backupDir)).slice(Math.max(0, keep));
  for (const entry of doomed) await rm(entry.path, { recursive: true, force: true });
  return doomed.map((entry) => entry.path);
}
