// Stored files (page files, spec 1 §2.4 and §7): the local-disk store under <dataDir>/files.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from '../../platform/errors.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import * as repo from './files.repo.ts';

/** Stored files live under the data folder. */
export interface FileContext extends SystemContext {
  dataDir: string;
}

export const filesDirOf = (dataDir: string) => path.resolve(dataDir, 'files');

/** Paths are stored relative to the files folder; nothing outside it is ever served. */
export function resolveFilePath(filesDir: string, storagePath: string): string | undefined {
  const base = path.resolve(filesDir);
  const absolute = path.resolve(base, storagePath);
  return absolute.startsWith(`${base}${path.sep}`) ? absolute : undefined;
}

/** `attachment` with the name in plain ASCII and, for every other character, RFC 5987 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function openFileDownload({ db, dataDir }: FileContext, { id }: { id: number }) {
  const row = await repo.findFileById(db, id);
  if (!row) throw notFound('This file does not exist.');
  const absolute = resolveFilePath(filesDirOf(dataDir), row.storagePath);
  const info = absolute ? await stat(absolute).catch(() => undefined) : undefined;
  if (!absolute || !info?.isFile()) throw notFound('The file is missing from storage.');
  return {
    name: row.name,
    mimeType: row.mimeType || 'application/octet-stream',
    size: info.size,
    stream: createReadStream(absolute),
  };
}
