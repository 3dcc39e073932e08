// Quick Links (spec 3 §2.8, §3): the attribute `items`, a JSON list of {id, title, description,
// href, text, target}. Broken items fall back field by field; a broken list is an empty one.
import { z } from 'zod';

const text = (max: number) => z.string().max(max).catch('');

export const QuickLinkSchema = z.object({
  id: z
    .union([z.string().min(1), z.number()])
    .transform(String)
    .optional()
    .catch(undefined),
  title: text(200),
  description: text(1000),
  href: text(2000),
  text: text(100),
  target: z.enum(['_blank', '_self']).catch('_self'),
});
export type QuickLink = Omit<z.infer<typeof QuickLinkSchema>, 'id'> & { id: string };

export const QuickLinksAttributesSchema = z.object({
  items: z
    .array(QuickLinkSchema)
    .max(100)
    // Items saved without an id get one from their place, the same on every read.
    .transform((list): QuickLink[] => list.map((link, i) => ({ ...link, id: link.id ?? `link-${i + 1}` })))
    .catch([])
    .default([]),
});

/** spec 3 §2.8: the button text when none is given. */
export const DEFAULT_LINK_TEXT = 'Open';
export const URL_HINT = 'Internal name, mailto: or https://<URL>';

export type LinkKind = 'window' | 'path' | 'route';

/** spec 3 §2.8: http… and mailto: open a window with the target; /… is a path; anything else a route name. */
export function linkKind(href: string): LinkKind {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value)) return 'window';
  if (value.startsWith('/')) return 'path';
  return 'route';
}
