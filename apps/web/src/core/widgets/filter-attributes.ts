// The filter list of a widget's json attribute and of a page's filters (spec 3 §3 'Filter rows'):
// rows of key {Id, Text} and value {Id, Text}. Unparseable filters are ignored. Every widget type
// that `usesFilter` reads its json attribute with this schema.
import { z } from 'zod';

export const FilterRowSchema = z.object({
  key: z.object({ Id: z.string(), Text: z.string() }),
  value: z.object({ Id: z.union([z.string(), z.number()]), Text: z.string() }),
});
export type FilterRow = z.infer<typeof FilterRowSchema>;

export const FilterListSchema = z.array(FilterRowSchema);

/** A widget's own filter; absent means 'Use page filter' (spec 1 §4). */
export const FilterAttributesSchema = z.object({ json: FilterListSchema.optional().catch(undefined) });

/** Reads filter JSON text (a page's filter or a widget's json): unparseable text is no filter. */
export function parseFilterList(value: unknown): FilterRow[] {
  let raw = value;
  if (typeof raw === 'string') {
    if (!raw.trim()) return [];
    try {
      raw = JSON.parse(raw);
    } catch {
      return [];
    }
  }
  const parsed = FilterListSchema.safeParse(raw);
  return parsed.success ? parsed.data : [];
}
