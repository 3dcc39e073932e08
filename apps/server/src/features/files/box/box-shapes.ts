// The parts of Box's content API (https://developer.box.com/reference/) the portal reads.
import { z } from 'zod';

export const BoxMiniUserSchema = z.object({
  type: z.literal('user').optional(),
  id: z.string().optional(),
  name: z.string().default(''),
  login: z.string().optional(),
});

export const BoxItemSchema = z.object({
  type: z.enum(['file', 'folder', 'web_link']),
  id: z.string(),
  name: z.string(),
  size: z.number().nonnegative().optional(),
  modified_at: z.string().nullable().optional(),
  modified_by: BoxMiniUserSchema.nullable().optional(),
});
export type BoxItem = z.infer<typeof BoxItemSchema>;

export const BoxItemsSchema = z.object({
  total_count: z.number().int().nonnegative(),
  entries: z.array(BoxItemSchema),
  offset: z.number().int().optional(),
  limit: z.number().int().optional(),
});

export const BoxFolderSchema = z.object({
  type: z.literal('folder'),
  id: z.string(),
  name: z.string(),
  path_collection: z.object({ entries: z.array(z.object({ id: z.string(), name: z.string() })) }).optional(),
});
export type BoxFolder = z.infer<typeof BoxFolderSchema>;

export const BoxFileSchema = z.object({
  type: z.literal('file'),
  id: z.string(),
  name: z.string(),
  size: z.number().nonnegative().optional(),
  path_collection: z.object({ entries: z.array(z.object({ id: z.string(), name: z.string() })) }).optional(),
});
export type BoxFile = z.infer<typeof BoxFileSchema>;

/** Box's sort keys; `date` is the modification time. */
export type BoxSort = 'id' | 'name' | 'date' | 'size';
