// File storage (spec 3 §2.10, §7): one folder browser over two providers. Ids carry their provider:
// Box's own ids are digits ('0' is Box's root folder); the portal's local files and folders have
// random ids ('l' and 32 hex digits; 'local' is the local root). Page files are local files.
import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint, externalSystemReplies } from './endpoint.ts';

export const BOX_ROOT_FOLDER_ID = '0';
export const LOCAL_ROOT_FOLDER_ID = 'local';
/** spec 3 §9: folder list limit 1000. */
export const FOLDER_LIST_LIMIT = 1000;
/** The largest file an admin may upload to the local provider. */
export const MAX_LOCAL_FILE_BYTES = 25 * 1024 * 1024;
export const FILE_NAME_MAX = 200;

export const LOCAL_ID_PATTERN = /^l[0-9a-f]{32}$/;
export const BOX_ID_PATTERN = /^\d{1,19}$/;

export const FILES_MESSAGES = {
  badId: 'This is not a file or folder id.',
  fileMissing: 'This file does not exist.',
  folderMissing: 'This folder does not exist.',
  nameTaken: 'Another item in this folder already has that name.',
  badName: 'A name must be 1 to 200 characters, without slashes or control characters.',
  tooLarge: `Files may be at most ${MAX_LOCAL_FILE_BYTES / 1024 / 1024} MB.`,
  noThumbnail: 'This item has no thumbnail.',
  rootIsFixed: 'The top folder cannot be renamed or deleted.',
  outsideWidgetFolder: 'This folder is outside the folder this widget shows.',
  widgetNeeded: 'Folders are browsed through the Box Documents widget that shows them.',
} as const;

export const FileIdSchema = z
  .string()
  .trim()
  .refine((id) => LOCAL_ID_PATTERN.test(id) || BOX_ID_PATTERN.test(id), FILES_MESSAGES.badId);
export const FolderIdSchema = z
  .string()
  .trim()
  .refine(
    (id) => id === LOCAL_ROOT_FOLDER_ID || LOCAL_ID_PATTERN.test(id) || BOX_ID_PATTERN.test(id),
    FILES_MESSAGES.badId,
  );
export const LocalEntryIdSchema = z.string().trim().regex(LOCAL_ID_PATTERN, FILES_MESSAGES.badId);

export const FileProviderSchema = z.enum(['box', 'local']);
export type FileProvider = z.infer<typeof FileProviderSchema>;

/** spec 3 §9 widget settings orderings. */
export const FolderSortSchema = z.enum(['name', 'modified_at', 'size', 'id']);
export type FolderSort = z.infer<typeof FolderSortSchema>;

/** spec 3 §3 File-storage entry. */
export const FileEntrySchema = z.object({
  id: z.string(),
  type: z.enum(['file', 'folder']),
  name: z.string(),
  size: z.number().int().nonnegative(),
  modified_at: z.string(),
  modified_by: z.object({ name: z.string() }),
});
export type FileEntry = z.infer<typeof FileEntrySchema>;

export const FolderCrumbSchema = z.object({ id: z.string(), name: z.string() });

export const FolderListingSchema = z.object({
  id: z.string(),
  name: z.string(),
  provider: FileProviderSchema,
  /** True when the Box connector talks to the sandbox the server ships (the UI says 'Sandbox'). */
  isSandbox: z.boolean(),
  /** From the provider's root to this folder, this folder last. */
  path: z.array(FolderCrumbSchema),
  total_count: z.number().int().nonnegative(),
  entries: z.array(FileEntrySchema),
});
export type FolderListing = z.infer<typeof FolderListingSchema>;

export const FolderQuerySchema = z.object({
  sort: FolderSortSchema.default('name'),
  /** 0 ascending, 1 descending. */
  direction: z.coerce.number().int().min(0).max(1).default(0),
  limit: z.coerce.number().int().min(1).max(FOLDER_LIST_LIMIT).default(FOLDER_LIST_LIMIT),
  /**
   * The Box Documents widget (its section UUID) whose folder is browsed: the folder must be the
   * widget's own folder or beneath it, and the path starts there. Staff browse only this way; site
   * admins may leave it out to browse everything (the folder pickers of the widget settings).
   */
  section: z.string().uuid().optional(),
});

export const EntryNameSchema = z
  .string()
  .trim()
  .min(1, FILES_MESSAGES.badName)
  .max(FILE_NAME_MAX, FILES_MESSAGES.badName)
  .refine(
    (name) =>
      name !== '.' &&
      name !== '..' &&
      ![...name].some((c) => c === '/' || c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f),
    FILES_MESSAGES.badName,
  );

export const CreateFolderRequestSchema = z.object({
  parentId: z.union([z.literal(LOCAL_ROOT_FOLDER_ID), LocalEntryIdSchema]),
  name: EntryNameSchema,
});
export const RenameEntryRequestSchema = z.object({ name: EntryNameSchema });

const NAME_TAKEN = 'nameTaken: another item in the folder has the name';

export const fileEndpoints = {
  folder: defineEndpoint({
    method: 'GET',
    path: '/api/v2/box/folder/:folderId',
    summary: "A folder's entries (Box or the portal's local files), sorted and limited",
    access: 'user',
    tag: 'files',
    params: z.object({ folderId: FolderIdSchema }),
    query: FolderQuerySchema,
    response: FolderListingSchema,
    replies: {
      ...externalSystemReplies('Box'),
      403: 'forbidden: staff name the widget, and the folder is its folder or beneath it',
      404: 'not_found: no such folder, or no such widget the caller may see',
    },
  }),
  thumbnail: defineEndpoint({
    method: 'GET',
    path: '/api/v2/box/thumbnail/:id',
    summary: "A file's thumbnail image",
    access: 'user',
    tag: 'files',
    params: z.object({ id: FileIdSchema }),
    response: BinaryResponseSchema,
    replies: externalSystemReplies('Box'),
  }),
  createLocalFolder: defineEndpoint({
    method: 'POST',
    path: '/api/v2/box/local/folder',
    acceptsIdempotencyKey: true,
    summary: 'Creates a folder of the local provider',
    access: 'admin',
    tag: 'files',
    body: CreateFolderRequestSchema,
    response: FileEntrySchema,
    replies: { 404: 'not_found: no folder has the parent id', 409: NAME_TAKEN },
  }),
  uploadLocalFile: defineEndpoint({
    method: 'POST',
    path: '/api/v2/box/local/folder/:folderId/upload',
    acceptsIdempotencyKey: true,
    summary: 'Uploads a file into a local folder (multipart field "file"); 413 beyond the size limit',
    access: 'admin',
    tag: 'files',
    params: z.object({ folderId: z.union([z.literal(LOCAL_ROOT_FOLDER_ID), LocalEntryIdSchema]) }),
    response: FileEntrySchema,
    replies: { 409: NAME_TAKEN },
  }),
  renameLocalEntry: defineEndpoint({
    method: 'PATCH',
    path: '/api/v2/box/local/entry/:id',
    summary: 'Renames a local file or folder',
    access: 'admin',
    tag: 'files',
    params: z.object({ id: LocalEntryIdSchema }),
    body: RenameEntryRequestSchema,
    response: FileEntrySchema,
    replies: { 409: NAME_TAKEN },
  }),
  deleteLocalEntry: defineEndpoint({
    method: 'DELETE',
    path: '/api/v2/box/local/entry/:id',
    summary: 'Deletes a local file, or a folder with everything in it',
    access: 'admin',
    tag: 'files',
    params: z.object({ id: LocalEntryIdSchema }),
    response: z.object({ deleted: z.number().int() }),
    replies: { 409: 'conflict: the file, or a file in the folder, is the file of a page' },
  }),
};
