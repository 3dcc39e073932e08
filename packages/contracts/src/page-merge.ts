// Merge instead of overwrite (ADR 013): a publish from an older copy keeps the changes made since
// by others when they touch other widgets or other settings, and says which.
import { z } from 'zod';

/** One setting of one widget (or of the page itself, when `SectionUUID` is null). */
export const PageChangeSchema = z.object({
  SectionUUID: z.string().nullable(),
  /** The widget's title, else its type; 'Page' for the page's own settings. */
  SectionTitle: z.string(),
  /** 'Title', 'Width', an attribute's name, 'Order', 'Added', 'Removed'… */
  Setting: z.string(),
});
export type PageChange = z.infer<typeof PageChangeSchema>;

/** Both sides changed the same setting: the two values, side by side, for the editor to choose. */
export const MergeConflictSchema = PageChangeSchema.extend({ Yours: z.string(), Theirs: z.string() });
export type MergeConflict = z.infer<typeof MergeConflictSchema>;

export const PageAuthorSchema = z.object({ ID: z.number().int(), FullName: z.string() });
export type PageAuthor = z.infer<typeof PageAuthorSchema>;

/** What a merged publish took in: the version the editor started from, whose changes, which. */
export const PageMergeSchema = z.object({
  BaseVersion: z.number().int(),
  MergedWith: z.array(PageAuthorSchema),
  Kept: z.array(PageChangeSchema),
});
export type PageMerge = z.infer<typeof PageMergeSchema>;
