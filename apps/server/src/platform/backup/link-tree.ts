// Copies a folder of stored files by hard links where it can (same filesystem: instant, no extra
// space; safe because stored files are never changed in place), by copying otherwise.
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Links or copies every file of `from` into `to` that `to` lacks. A file already there with another
 * size was copied while it was still being written, and is copied again.
 */
export async function linkOrCopyTree(from: string, to: string): Promise<void> {
  const entries = await readdir(from, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  await mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await linkOrCopyTree(source, target);
      continue;
    }
    if (!entry.isFile()) continue;
    const [had, has] = await Promise.all([
      stat(source).catch(() => undefined),
      stat(target).catch(() => undefined),
    ]);
    // Removed since it was listed: its row's delete has committed, so no later dump needs it.
    if (!had) continue;
    if (has) {
      if (has.size === had.size) continue;
      await rm(target, { force: true });
    }
    await linkOrCopy(source, target);
  }
}

async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    await copyFile(source, target, constants.COPYFILE_EXCL).catch((copyError: NodeJS.ErrnoException) => {
      if (copyError.code !== 'ENOENT') throw copyError;
    });
  }
}

/** How many files a folder holds and their bytes, sub-folders included. */
export async function measureTree(folder: string): Promise<{ count: number; bytes: number }> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  let count = 0;
  let bytes = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    count += 1;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}
