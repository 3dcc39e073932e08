// The local provider's folders and files, managed by site admins on Portal Files: create a folder,
// upload, rename, delete (a file a page links to stays). Each change is audited.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type CreateFolderRequestSchema,
  FILES_MESSAGES,
  type FileEntry,
  LOCAL_ROOT_FOLDER_ID,
} from '@atrium/contracts';
import type { z } from 'zod';
import { writeAudit } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import * as repo from './files.repo.ts';
import { filesDirOf, folderMissing, resolveFilePath, toEntry } from './files.service.ts';

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
