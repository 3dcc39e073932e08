// What a widget points at and shows: internal links of rich text (paths), quick links (paths or
// internal names), the picked pages of a manual promo list (UUIDs) and a Page Promotion's page
// (internal name); images of rich text; whether the widget has anything to show at all.
import type { HealthSection } from './content-health.repo.ts';

export type LinkVia = 'rich text' | 'quick link' | 'promo' | 'page promotion' | 'redirect link';
export interface SectionLink {
  via: LinkVia;
  /** A path or an internal name, or a UUID when `byUuid`. */
  target: string;
  byUuid?: true;
}

function attribute(section: HealthSection, name: string): unknown {
  const found = section.attributes.find((a) => a.Name === name)?.Value;
  if (typeof found !== 'string' || !/^\s*[[{]/.test(found)) return found;
  try {
    return JSON.parse(found);
  } catch {
    return found;
  }
}

const isQuickLinks = (s: HealthSection) =>
  s.typeIdentifier === 'Component' && ['quick-links', 'quicklinks'].includes(s.componentType.toLowerCase());
const isPromos = (s: HealthSection) => s.typeIdentifier === 'Component' && s.componentType === 'promos';

function quickLinkHrefs(section: HealthSection): string[] {
  const items = attribute(section, 'items');
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const href = typeof item?.href === 'string' ? item.href.trim() : '';
    return href ? [href] : [];
  });
}

function pickedPromoUuids(section: HealthSection): string[] | null {
  if (attribute(section, 'kind') !== 'manual') return null;
  const content = attribute(section, 'content');
  if (!Array.isArray(content)) return [];
  return content.flatMap((item) => (typeof item?.uuid === 'string' ? [item.uuid] : []));
}

/** Internal links of rich text: site paths, not file downloads or other sites. */
function richTextPaths(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gi)].map((m) => m[2].trim());
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
}

export function linksOf(section: HealthSection): SectionLink[] {
  if (section.typeIdentifier === 'RichText')
    return richTextPaths(section.text).map((target) => ({ via: 'rich text', target }));
  if (section.typeIdentifier === 'PagePromotion' && section.toRouteName)
    return [{ via: 'page promotion', target: section.toRouteName }];
  if (isQuickLinks(section))
    return quickLinkHrefs(section)
      .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//') && !href.startsWith('#'))
      .map((target) => ({ via: 'quick link', target }));
  if (isPromos(section))
    return (pickedPromoUuids(section) ?? []).map((target) => ({ via: 'promo', target, byUuid: true }));
  return [];
}

/** How many images of a rich text have no alternative text. */
export function imagesWithoutAlt(section: HealthSection): number {
  if (section.typeIdentifier !== 'RichText') return 0;
  const images = section.text.match(/<img\b[^>]*>/gi) ?? [];
  return images.filter((tag) => !/\balt\s*=\s*(["'])\s*\S[^"']*\1/i.test(tag)).length;
}

/** Why the widget shows nothing, or null when it shows something. */
export function emptiness(section: HealthSection): string | null {
  if (section.typeIdentifier === 'RichText') {
    const text = section.text
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, '')
      .trim();
    return text === '' && !/<(img|iframe|video|hr)\b/i.test(section.text) ? 'The rich text is empty.' : null;
  }
  if (isQuickLinks(section) && !(attribute(section, 'items') as unknown[] | undefined)?.length)
    return 'The quick links list has no links.';
  if (isPromos(section) && pickedPromoUuids(section)?.length === 0)
    return 'The manual promo list picks no pages.';
  if (section.typeIdentifier === 'PagePromotion' && !section.toRouteName)
    return 'No page is chosen to promote.';
  return null;
}
