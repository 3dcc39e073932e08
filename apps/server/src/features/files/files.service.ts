import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  assetAddresses,
  BOX_ROOT_FOLDER_ID,
  FILES_MESSAGES,
  type FileEntry,
  type FolderListing,
  type FolderSort,
  LOCAL_ID_PATTERN,
  LOCAL_ROOT_FOLDER_ID,
  MAX_IMAGE_PIXELS,
} from '@atrium/contracts';
import sharp from 'sharp';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import type { SiteContext } from '../site/index.ts';
import { findViewablePage, findViewableSection, isSectionViewable } from '../site/routes.service.ts';
import type { BoxConnector } from './box/box-connector.ts';
import type { BoxFile, BoxSort } from './box/box-shapes.ts';
import * as repo from './files.repo.ts';

/** Stored files live under the data folder. */
export interface FileContext extends SystemContext {
  dataDir: string;
}

export interface FilesContext extends SiteContext {
  dataDir: string;
  box: BoxConnector;
}

export const BOX_ROOT_NAME = 'All Files';
/** The component type of the Box Documents widget (spec 1 §3). */
const BOX_FILES_COMPONENT = 'box-files';
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
export const folderMissing = () => notFound(FILES_MESSAGES.folderMissing);

// ---------------------------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------------------------

const BOX_SORT: Record<FolderSort, BoxSort> = { name: 'name', modified_at: 'date', size: 'size', id: 'id' };

type FolderInput = { folderId: string; sort: FolderSort; direction: number; limit: number };

/**
 * A folder's listing. Browsed through a Box Documents widget (`section`), it is bounded by the
 * widget's folder: that folder or one beneath it, its path starting there, so nobody climbs above
 * what the page shows. Staff browse only that way; a site admin without a widget browses everything
 * (the folder pickers), and with one is bounded only while inside the stored folder, since the
 * editor may be showing a folder not saved yet.
 */
export async function listFolder(
  ctx: FilesContext,
  input: FolderInput & { section?: string },
): Promise<FolderListing> {
  const isAdmin = ctx.user.SiteAdmin;
  if (!input.section && !isAdmin) throw forbidden(FILES_MESSAGES.widgetNeeded);
  const topId = input.section ? await widgetFolderId(ctx, input.section) : undefined;
  const listing = isLocal(input.folderId)
    ? await listLocalFolder(ctx, input)
    : await listBoxFolder(ctx, input);
  const top = topId === undefined ? -1 : listing.path.findIndex((crumb) => crumb.id === topId);
  if (top >= 0) return { ...listing, path: listing.path.slice(top) };
  if (topId !== undefined && !isAdmin) throw forbidden(FILES_MESSAGES.outsideWidgetFolder);
  return listing;
}

/** The folder of a Box Documents widget the caller may see. */
async function widgetFolderId(ctx: SiteContext, sectionUuid: string): Promise<string> {
  const section = await findViewableSection(ctx, { uuid: sectionUuid });
  if (section.componentType !== BOX_FILES_COMPONENT) throw notFound('This widget does not exist.');
  return folderShownBy(section.attributes);
}

/** The folder a stored Box Documents widget shows (spec 3 §2.10: default folder '0'). */
function folderShownBy(attributes: { Name: string; Value: string }[]): string {
  const value = attributes.find((a) => a.Name === 'folder')?.Value;
  try {
    const id = value ? (JSON.parse(value) as { id?: unknown }).id : undefined;
    return typeof id === 'string' && id.trim() ? id.trim() : BOX_ROOT_FOLDER_ID;
  } catch {
    return BOX_ROOT_FOLDER_ID;
  }
}

/**
 * A Box file the caller may read: site admins any; staff one that a widget they may see shows.
 * Any other file is not found, exactly as a missing one, so an id alone opens nothing.
 */
async function readableBoxFile(ctx: FilesContext, id: string): Promise<BoxFile> {
  const file = await ctx.box.client.file(id);
  if (!file) throw fileMissing();
  if (ctx.user.SiteAdmin) return file;
  const above = new Set((file.path_collection?.entries ?? []).map((folder) => folder.id));
  if (await isShownToCaller(ctx, id, above)) return file;
  throw fileMissing();
}

/**
 * Whether a widget the caller may see shows a file: a Box Documents widget on one of the folders
 * holding it (`foldersAbove`, so at any depth), or a text or a widget's settings (a quick link)
 * linking to its download address.
 */
async function isShownToCaller(ctx: SiteContext, id: string, foldersAbove: Set<string>): Promise<boolean> {
  const href = assetAddresses.downloadFile.path.replace(':id', id);
  const widgets = await repo.widgetsShowingFile(ctx.db, { componentType: BOX_FILES_COMPONENT, href });
  const showing = widgets.filter(
    (widget) =>
      widget.componentType !== BOX_FILES_COMPONENT || foldersAbove.has(folderShownBy(widget.attributes)),
  );
  for (const widget of showing) {
    if (await isSectionViewable(ctx, widget)) return true;
  }
  return false;
}

async function listBoxFolder(ctx: FilesContext, input: FolderInput): Promise<FolderListing> {
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

export const toEntry = (row: repo.LocalEntryRow): FileEntry => ({
  id: row.publicId,
  type: row.type,
  name: row.name,
  size: row.size,
  modified_at: row.modifiedAt.toISOString(),
  modified_by: { name: row.modifiedBy.trim() },
});

async function listLocalFolder(ctx: FilesContext, input: FolderInput): Promise<FolderListing> {
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
async function hiddenPageFiles(ctx: SiteContext, listed: repo.LocalEntryRow[]): Promise<Set<string>> {
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

const isPageVisible = (ctx: SiteContext, uuid: string) =>
  findViewablePage(ctx, { uuid }).then(
    () => true,
    () => false,
  );

// ---------------------------------------------------------------------------------------------
// Download and thumbnail
// ---------------------------------------------------------------------------------------------

/**
 * A local file the caller may read: site admins any. For staff, a page's file opens while they may
 * see one of its pages; any other file only where a widget they may see shows it, as a Box file
 * does (a Box Documents widget on a portal folder holding it, or a link to it).
 */
async function readableLocalFile(ctx: SiteContext, publicId: string): Promise<repo.FileRow> {
  const row = await repo.findFileByPublicId(ctx.db, publicId);
  if (!row) throw fileMissing();
  if (ctx.user.SiteAdmin) return row;
  const pages = await repo.pagesWithFile(ctx.db, [publicId]);
  for (const page of pages) {
    if (!page.deletedAt && (await isPageVisible(ctx, page.uuid))) return row;
  }
  if (pages.length > 0) throw fileMissing();
  const folders = row.folderId === null ? [] : await repo.folderChain(ctx.db, row.folderId);
  const above = new Set([LOCAL_ROOT_FOLDER_ID, ...folders.map((folder) => folder.publicId)]);
  if (await isShownToCaller(ctx, publicId, above)) return row;
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
  const file = await readableBoxFile(ctx, id);
  const content = await ctx.box.client.content(id, BOX_MAX_DOWNLOAD_BYTES);
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
  await readableBoxFile(ctx, id);
  const thumbnail = await ctx.box.client.thumbnail(id);
  if (!thumbnail) throw notFound(FILES_MESSAGES.noThumbnail);
  return thumbnail.bytes;
}
