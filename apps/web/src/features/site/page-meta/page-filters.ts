// A page's content filter (spec 1 §3 ContentFilterJSON: tags and search) as text and back.
import { z } from 'zod';

const ContentFilterSchema = z.object({
  tags: z.array(z.object({ Id: z.number(), Text: z.string() })).catch([]),
  search: z.string().catch(''),
});
export type ContentFilter = z.infer<typeof ContentFilterSchema>;

export function parseContentFilter(value: unknown): ContentFilter {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = raw.trim() ? JSON.parse(raw) : {};
    } catch {
      raw = {};
    }
  }
  const parsed = ContentFilterSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : { tags: [], search: '' };
}

/** An empty filter is stored as '' so the parent's filter passes down. */
export function serializeContentFilter(filter: ContentFilter): string {
  return filter.tags.length === 0 && !filter.search.trim() ? '' : JSON.stringify(filter);
}

/** A filter list is stored as '' when empty, for the same reason. */
export const serializeFilterList = (rows: unknown[]): string =>
  rows.length === 0 ? '' : JSON.stringify(rows);

/** One line saying what an inherited filter holds, for the hint under each editor. */
export function describeInherited(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const texts = value.map((row) => (row as { value?: { Text?: string } })?.value?.Text).filter(Boolean);
    return texts.length ? texts.join(', ') : null;
  }
  const content = parseContentFilter(value);
  const parts = [...content.tags.map((t) => t.Text), content.search && `“${content.search}”`].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
