// What the Content Promotion widget asks for (spec 3 §2.8): the picked pages (manual), or pages by
// the page's content filter — its own, else its parent's — or by the widget's own filter (dynamic).
import {
  ContentFilterSchema,
  type ContentFilterValue,
  type Page,
  type PromosRequest,
} from '@atrium/contracts';
import type { PromoAttributes } from './promo-attributes.ts';

function readFilter(value: unknown): ContentFilterValue | null {
  const parsed = ContentFilterSchema.safeParse(value ?? null);
  if (!parsed.success) return null;
  return parsed.data.tags.length > 0 || parsed.data.search.trim() ? parsed.data : null;
}

/** The page's content filter, or the nearest ancestor's (spec 1 §3 inherited filters). */
export function pageContentFilter(page: Pick<Page, 'ContentFilter' | 'Parent'>): ContentFilterValue | null {
  return readFilter(page.ContentFilter) ?? readFilter(page.Parent.ContentFilter);
}

/** Null when there is nothing to ask: a manual list with no picks. */
export function promosRequest(
  attributes: PromoAttributes,
  page: Pick<Page, 'UUID' | 'ContentFilter' | 'Parent'>,
): PromosRequest | null {
  if (attributes.kind === 'manual') {
    return attributes.content.length === 0 ? null : { uuids: attributes.content.map((p) => p.uuid) };
  }
  const filter = attributes.options.usePageFilter ? pageContentFilter(page) : readFilter(attributes.json);
  return { filter, limit: attributes.options.limit, exclude: page.UUID };
}
