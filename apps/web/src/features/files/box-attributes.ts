// Box Documents attributes (spec 3 §2.10, spec 1 §3): folder {id, path}, direction, display, limit
// and sort, read with defaults so a stale or hand-edited value falls back.
import { BOX_ROOT_FOLDER_ID, FOLDER_LIST_LIMIT, FolderIdSchema, FolderSortSchema } from '@atrium/contracts';
import { z } from 'zod';

export const BOX_DISPLAYS = ['Promo', 'Table'] as const;
export type BoxDisplay = (typeof BOX_DISPLAYS)[number];

const DEFAULT_FOLDER = { id: BOX_ROOT_FOLDER_ID, path: '/All Files' };

export const BoxDocumentsAttributesSchema = z.object({
  folder: z
    .object({ id: FolderIdSchema, path: z.string().max(1000).catch('') })
    .default(DEFAULT_FOLDER)
    .catch(DEFAULT_FOLDER),
  direction: z.coerce.number().int().min(0).max(1).default(0).catch(0),
  display: z.enum(BOX_DISPLAYS).default('Promo').catch('Promo'),
  limit: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce.number().int().min(1).max(FOLDER_LIST_LIMIT),
    )
    .default(FOLDER_LIST_LIMIT)
    .catch(FOLDER_LIST_LIMIT),
  sort: FolderSortSchema.default('name').catch('name'),
});
export type BoxDocumentsAttributes = z.infer<typeof BoxDocumentsAttributesSchema>;

export const SORT_OPTIONS = [
  { value: 'name', label: 'Name' },
  { value: 'modified_at', label: 'Modified' },
  { value: 'size', label: 'Size' },
  { value: 'id', label: 'Created (id)' },
];
