// File storage (spec 3 §2.10, issue 15 finding 4): one folder browser over two providers — Box,
// through its connector, and the local disk (folders and files under <dataDir>/files, managed by
// site admins). Page files are local files; one is served only to someone who may see its page.
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BOX_ROOT_FOLDER_ID,
  type CreateFolderRequestSchema,
  FILES_MESSAGES,
  type FileEntry,
  type FolderListing,
  type FolderSort,
  LOCAL_ID_PATTERN,
  LOCAL_ROOT_FOLDER_ID,
  MAX_IMAGE_PIXELS,
} from '@atrium/contracts';
import sharp from 'sharp';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext, SystemContext } from '../../platform/service-context.ts';
import { findViewablePage } from '../site/routes.service.ts';
import type { BoxConnector } from './box/box-connector.ts';
import type { BoxSort } from './box/box-shapes.ts';
import * as repo from './files.repo.ts';

/** Stored files live under the data folder. */
export interface FileContext extends SystemContext {
  dataDir: string;
}

export interface FilesContext extends ServiceContext {
  dataDir: string;
  box: BoxConnector;
}

export const BOX_ROOT_NAME = 'All Files';
export const LOCAL_ROOT_NAME = 'Portal files';
/** The largest Box file the portal passes on. */
export const BOX_MAX_DOWNLOAD_BYTES = 100 * 1024 * 1024;
const THUMBNAIL_PX = 160;

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

const isLocal = (id: string) => id === LOCAL_ROOT_FOLDER_ID || LOCAL_ID_PATTERN.test(id);

const fileMissing = () => notFound(FILES_MESSAGES.fileMissing);
const folderMissing = () => notFound(FILES_MESSAGES.folderMissing);

// ---------------------------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------------------------

const BOX_SORT: Record<FolderSort, BoxSort> = { name: 'name', modified_at: 'date', size: 'size', id: 'id' };

export async function listFolder(
  ctx: FilesContext,
  input: { folderId: string; sort: FolderSort; direction: number; limit: number },
): Promise<FolderListing> {
  return isLocal(input.folderId) ? listLocalFolder(ctx, input) : listBoxFolder(ctx, input);
}

async function listBoxFolder(
  ctx: FilesContext,
  input: { folderId: string; sort: FolderSort; direction: number; limit: number },
): Promise<FolderListing> {
  const { client, isSandbox } = ctx.box;
  const [folder, items] = await Promise.all([
    client.folder(input.folderId),
    client
      .items(input.folderId, {
        sort: BOX_SORT[input.sort],
        direction: input.direction === 1 ? 'DESC' : 'ASC',
        limit: input.limit,
      })
      .catch((error: unknown) => error as Error),
  ]);
  if (!folder) throw folderMissing();
  if (items instanceof Error) throw items;
  const crumbs = [...(folder.path_collection?.entries ?? []), { id: folder.id, name: folder.name }];
  return {
    id: folder.id,
    name: folder.id === BOX_ROOT_FOLDER_ID ? BOX_ROOT_NAME : folder.name,
    provider: 'box',
    isSandbox,
    path: crumbs.map((c) => ({ id: c.id, name: c.id === BOX_ROOT_FOLDER_ID ? BOX_ROOT_NAME : c.name })),
    total_count: items.total,
    entries: items.entries
      .filter((item) => item.type !== 'web_link')
      .map((item) => ({
        id: item.id,
        type: item.type === 'folder' ? 'folder' : 'file',
        name: item.name,
        size: Math.round(item.size ?? 0),
        modified_at: item.modified_at ?? '',
        modified_by: { name: item.modified_by?.name ?? '' },
      })),
  };
}

function compareEntries(sort: FolderSort, direction: number) {
  const sign = direction === 1 ? -1 : 1;
  const key = (e: repo.LocalEntryRow): string | number =>
    sort === 'name'
      ? e.name.toLowerCase()
      : sort === 'size'
        ? e.size
        : sort === 'modified_at'
          ? e.modifiedAt.getTime()
          : e.publicId;
  return (a: repo.LocalEntryRow, b: repo.LocalEntryRow) => {
    if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
    const [ka, kb] = [key(a), key(b)];
    return (ka < kb ? -1 : ka > kb ? 1 : 0) * sign;
  };
}

const toEntry = (row: repo.LocalEntryRow): FileEntry => ({
  id: row.publicId,
  type: row.type,
  name: row.name,
  size: row.size,
  modified_at: row.modifiedAt.toISOString(),
  modified_by: { name: row.modifiedBy.trim() },
});

async function listLocalFolder(
  ctx: FilesContext,
  input: { folderId: string; sort: FolderSort; direction: number; limit: number },
): Promise<FolderListing> {
  const root = { id: LOCAL_ROOT_FOLDER_ID, name: LOCAL_ROOT_NAME };
  let folder: repo.FolderRow | undefined;
  let crumbs = [root];
  if (input.folderId !== LOCAL_ROOT_FOLDER_ID) {
    folder = await repo.findFolderByPublicId(ctx.db, input.folderId);
    if (!folder) throw folderMissing();
    crumbs = [
      root,
      ...(await repo.folderChain(ctx.db, folder.id)).map((c) => ({ id: c.publicId, name: c.name })),
    ];
  }
  const listed = await repo.listEntries(ctx.db, folder?.id ?? null);
  const hidden = ctx.user.SiteAdmin ? new Set<string>() : await hiddenPageFiles(ctx, listed);
  const entries = listed
    .filter((e) => !hidden.has(e.publicId))
    .sort(compareEntries(input.sort, input.direction));
  return {
    id: folder?.publicId ?? LOCAL_ROOT_FOLDER_ID,
    name: folder?.name ?? LOCAL_ROOT_NAME,
    provider: 'local',
    isSandbox: false,
    path: crumbs,
    total_count: entries.length,
    entries: entries.slice(0, input.limit).map(toEntry),
  };
}

/** Files of the listed ones that belong only to pages the caller may not see: they are not shown. */
async function hiddenPageFiles(ctx: ServiceContext, listed: repo.LocalEntryRow[]): Promise<Set<string>> {
  const fileIds = listed.filter((e) => e.type === 'file').map((e) => e.publicId);
  const pages = await repo.pagesWithFile(ctx.db, fileIds);
  const visible = new Set<string>();
  const hidden = new Set<string>();
  for (const page of pages) {
    if (!page.fileId || visible.has(page.fileId)) continue;
    if (!page.deletedAt && (await isPageVisible(ctx, page.uuid))) {
      visible.add(page.fileId);
      hidden.delete(page.fileId);
    } else hidden.add(page.fileId);
  }
  return hidden;
}

const isPageVisible = (ctx: ServiceContext, uuid: string) =>
  findViewablePage(ctx, { uuid }).then(
    () => true,
    () => false,
  );

// ---------------------------------------------------------------------------------------------
// Download and thumbnail
// ---------------------------------------------------------------------------------------------

/**
 * A local file the caller may read: a page's file only while the caller may see one of its pages
 * (site admins always); a file of no page, to any signed-in user.
 */
async function readableLocalFile(ctx: ServiceContext, publicId: string): Promise<repo.FileRow> {
  const row = await repo.findFileByPublicId(ctx.db, publicId);
  if (!row) throw fileMissing();
  if (ctx.user.SiteAdmin) return row;
  const pages = await repo.pagesWithFile(ctx.db, [publicId]);
  if (pages.length === 0) return row;
  for (const page of pages) {
    if (!page.deletedAt && (await isPageVisible(ctx, page.uuid))) return row;
  }
  throw fileMissing();
}

async function openLocalBytes(dataDir: string, row: repo.FileRow) {
  const absolute = resolveFilePath(filesDirOf(dataDir), row.storagePath);
  const info = absolute ? await stat(absolute).catch(() => undefined) : undefined;
  if (!absolute || !info?.isFile()) throw notFound('The file is missing from storage.');
  return { absolute, size: info.size };
}

export type Download =
  | { name: string; mimeType: string; size: number; stream: NodeJS.ReadableStream }
  | { name: string; mimeType: string; size: number; bytes: Buffer };

export async function openDownload(ctx: FilesContext, { id }: { id: string }): Promise<Download> {
  if (isLocal(id)) {
    const row = await readableLocalFile(ctx, id);
    const { absolute, size } = await openLocalBytes(ctx.dataDir, row);
    return {
      name: row.name,
      mimeType: row.mimeType || 'application/octet-stream',
      size,
      stream: createReadStream(absolute),
    };
  }
  const { client } = ctx.box;
  const file = await client.file(id);
  if (!file) throw fileMissing();
  const content = await client.content(id, BOX_MAX_DOWNLOAD_BYTES);
  if (!content) throw fileMissing();
  return {
    name: file.name,
    mimeType: content.contentType.split(';')[0] || 'application/octet-stream',
    size: content.bytes.length,
    bytes: content.bytes,
  };
}

export async function readThumbnail(ctx: FilesContext, { id }: { id: string }): Promise<Buffer> {
  if (isLocal(id)) {
    const row = await readableLocalFile(ctx, id);
    if (!row.mimeType.startsWith('image/')) throw notFound(FILES_MESSAGES.noThumbnail);
    const { absolute } = await openLocalBytes(ctx.dataDir, row);
    return sharp(absolute, { limitInputPixels: MAX_IMAGE_PIXELS })
      .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'cover' })
      .png()
      .toBuffer()
      .catch(() => {
        throw notFound(FILES_MESSAGES.noThumbnail);
      });
  }
  const thumbnail = await ctx.box.client.thumbnail(id);
  if (!thumbnail) throw notFound(FILES_MESSAGES.noThumbnail);
  return thumbnail.bytes;
}

// ---------------------------------------------------------------------------------------------
// Local provider management (site admins)
// ---------------------------------------------------------------------------------------------

async function folderIdOf(ctx: ServiceContext, publicId: string): Promise<number | null> {
  if (publicId === LOCAL_ROOT_FOLDER_ID) return null;
  const folder = await repo.findFolderByPublicId(ctx.db, publicId);
  if (!folder) throw folderMissing();
  return folder.id;
}

const nameTaken = () => new AppError('nameTaken', FILES_MESSAGES.nameTaken, 409);

async function entryOf(ctx: ServiceContext, publicId: string): Promise<repo.LocalEntryRow> {
  const row = await repo.findFileByPublicId(ctx.db, publicId);
  const folder = row ? undefined : await repo.findFolderByPublicId(ctx.db, publicId);
  const parentId = row ? row.folderId : folder ? folder.parentId : undefined;
  if (parentId === undefined) throw notFound(FILES_MESSAGES.fileMissing);
  const listed = await repo.listEntries(ctx.db, parentId);
  const entry = listed.find((e) => e.publicId === publicId);
  if (!entry) throw notFound(FILES_MESSAGES.fileMissing);
  return entry;
}

export async function createLocalFolder(
  ctx: ServiceContext,
  input: z.output<typeof CreateFolderRequestSchema>,
): Promise<FileEntry> {
  const created = await ctx.db.transaction(async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const parentId = await folderIdOf(txCtx, input.parentId);
    if (await repo.isNameTaken(tx, { folderId: parentId, name: input.name })) throw nameTaken();
    const row = await repo.insertFolder(tx, { parentId, name: input.name, modifiedBy: ctx.user.ID });
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'files.folder.create',
      entity: 'folder',
      entityId: row.publicId,
    });
    return row;
  });
  return toEntry(await entryOf(ctx, created.publicId));
}

export async function uploadLocalFile(
  ctx: ServiceContext & { dataDir: string },
  input: { folderId: string; fileName: string; mimeType: string; bytes: Buffer },
): Promise<FileEntry> {
  const publicId = `l${randomUUID().replace(/-/g, '')}`;
  const storagePath = path.posix.join('local', publicId);
  const absolute = resolveFilePath(filesDirOf(ctx.dataDir), storagePath)!;
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, input.bytes);
  try {
    await ctx.db.transaction(async (tx) => {
      const folderId = await folderIdOf({ ...ctx, db: tx }, input.folderId);
      if (await repo.isNameTaken(tx, { folderId, name: input.fileName })) throw nameTaken();
      await repo.insertFile(tx, {
        publicId,
        folderId,
        name: input.fileName,
        mimeType: input.mimeType,
        sizeBytes: input.bytes.length,
        storagePath,
        modifiedBy: ctx.user.ID,
      });
      await writeAudit(tx, {
        userId: ctx.user.ID,
        action: 'files.file.upload',
        entity: 'file',
        entityId: publicId,
      });
    });
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
  return toEntry(await entryOf(ctx, publicId));
}

export async function renameLocalEntry(
  ctx: ServiceContext,
  input: { id: string; name: string },
): Promise<FileEntry> {
  await ctx.db.transaction(async (tx) => {
    const file = await repo.findFileByPublicId(tx, input.id);
    const folder = file ? undefined : await repo.findFolderByPublicId(tx, input.id);
    if (!file && !folder) throw notFound(FILES_MESSAGES.fileMissing);
    const parentId = file ? file.folderId : folder!.parentId;
    if (await repo.isNameTaken(tx, { folderId: parentId, name: input.name, exceptPublicId: input.id }))
      throw nameTaken();
    if (file) await repo.renameFile(tx, file.id, input.name, ctx.user.ID);
    else await repo.renameFolder(tx, folder!.id, input.name, ctx.user.ID);
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'files.rename',
      entity: file ? 'file' : 'folder',
      entityId: input.id,
    });
  });
  return toEntry(await entryOf(ctx, input.id));
}

export async function deleteLocalEntry(
  ctx: ServiceContext & { dataDir: string },
  { id }: { id: string },
): Promise<{ deleted: number }> {
  const removed = await ctx.db.transaction(async (tx) => {
    const file = await repo.findFileByPublicId(tx, id);
    const folder = file ? undefined : await repo.findFolderByPublicId(tx, id);
    if (!file && !folder) throw notFound(FILES_MESSAGES.fileMissing);
    const doomed = file ? [file] : await repo.filesBeneath(tx, folder!.id);
    const [page] = await repo.pagesWithFile(
      tx,
      doomed.map((f) => f.publicId),
    );
    if (page) {
      const name = doomed.find((f) => f.publicId === page.fileId)?.name ?? 'A file';
      throw new AppError(
        'conflict',
        `'${name}' is the file of the page '${page.title}'. Remove it from the page first.`,
        409,
      );
    }
    if (file) await repo.deleteFile(tx, file.id);
    else await repo.deleteFolder(tx, folder!.id);
    await writeAudit(tx, {
      userId: ctx.user.ID,
      action: 'files.delete',
      entity: file ? 'file' : 'folder',
      entityId: id,
    });
    return doomed;
  });
  const filesDir = filesDirOf(ctx.dataDir);
  for (const row of removed) {
    const absolute = resolveFilePath(filesDir, row.storagePath);
    if (absolute) await rm(absolute, { force: true });
  }
  return { deleted: removed.length };
}
