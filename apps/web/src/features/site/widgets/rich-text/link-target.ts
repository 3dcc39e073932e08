// The 'Create a Link' dialog's rules (spec 3 §2.14, §5): each tab has its required value; Insert
// waits for it. External URLs without a scheme get https://; email becomes mailto: with cc, bcc
// and subject as a query string; 'Open in a new tab' defaults on.
import { assetEndpoints, BOX_ID_PATTERN, LOCAL_ID_PATTERN, type RouteNode } from '@atrium/contracts';
import { endpointUrl, matchEndpointUrl } from '../../../../api/endpoint-url.ts';
import { flattenTree } from '../../../../core/route-tree/tree-utils.ts';

export type LinkTab = 'internal' | 'external' | 'file' | 'email';

export interface LinkValues {
  tab: LinkTab;
  /** Internal: the page's full path. */
  pagePath: string;
  url: string;
  fileId: string;
  fileName: string;
  to: string;
  cc: string;
  bcc: string;
  subject: string;
  isNewTab: boolean;
}

/** A Box file's id (digits) or a portal file's ('l' and 32 hex digits). */
const isFileId = (id: string) => BOX_ID_PATTERN.test(id) || LOCAL_ID_PATTERN.test(id);

export const EMAIL_TO_HINT = 'Additional email addresses should be comma separated.';

export const emptyLinkValues = (): LinkValues => ({
  tab: 'internal',
  pagePath: '',
  url: '',
  fileId: '',
  fileName: '',
  to: '',
  cc: '',
  bcc: '',
  subject: '',
  isNewTab: true,
});

/** spec 3 §5: links without a scheme get https:// prefixed. */
export function withScheme(url: string): string {
  const value = url.trim();
  if (!value) return '';
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('/') || value.startsWith('#')) return value;
  return `https://${value.replace(/^\/\//, '')}`;
}

const addresses = (text: string) =>
  text
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter(Boolean)
    .join(',');

export function toMailto(values: Pick<LinkValues, 'to' | 'cc' | 'bcc' | 'subject'>): string {
  const to = addresses(values.to.replace(/^mailto:/i, ''));
  const query = new URLSearchParams();
  if (addresses(values.cc)) query.set('cc', addresses(values.cc));
  if (addresses(values.bcc)) query.set('bcc', addresses(values.bcc));
  if (values.subject.trim()) query.set('subject', values.subject.trim());
  const text = query.toString().replace(/\+/g, '%20').replace(/%2C/gi, ',').replace(/%40/g, '@');
  return `mailto:${to}${text ? `?${text}` : ''}`;
}

export function isLinkReady(values: LinkValues): boolean {
  switch (values.tab) {
    case 'internal':
      return values.pagePath.trim() !== '';
    case 'external':
      return values.url.trim() !== '';
    case 'file':
      return isFileId(values.fileId.trim());
    case 'email':
      return addresses(values.to.replace(/^mailto:/i, '')) !== '';
  }
}

export function buildLinkHref(values: LinkValues): string | null {
  if (!isLinkReady(values)) return null;
  switch (values.tab) {
    case 'internal':
      return values.pagePath;
    case 'external':
      return withScheme(values.url);
    case 'file':
      return endpointUrl(assetEndpoints.downloadFile, { id: values.fileId.trim() });
    case 'email':
      return toMailto(values);
  }
}

/** Reads an existing link back into the dialog. */
export function parseLinkHref(href: string, target: string | null): LinkValues {
  const values = { ...emptyLinkValues(), isNewTab: target === '_blank' };
  if (!href) return values;
  const fileId = matchEndpointUrl(assetEndpoints.downloadFile, href)?.id;
  if (fileId && isFileId(fileId)) return { ...values, tab: 'file', fileId };
  if (/^mailto:/i.test(href)) {
    const [address, query = ''] = href.slice(7).split('?');
    const params = new URLSearchParams(query);
    return {
      ...values,
      tab: 'email',
      to: decodeURIComponent(address),
      cc: params.get('cc') ?? '',
      bcc: params.get('bcc') ?? '',
      subject: params.get('subject') ?? '',
    };
  }
  if (href.startsWith('/')) return { ...values, tab: 'internal', pagePath: href };
  return { ...values, tab: 'external', url: href };
}

/**
 * Pages for the internal tab, sorted by title; a title used more than once gets its parent's
 * path segment appended (spec 3 §5).
 */
export function internalPageOptions(tree: RouteNode[]): { value: string; label: string }[] {
  const pages = flattenTree(tree).filter((n) => n.VueRouterPath.trim() && !/[:{]/.test(n.FullPath));
  const counts = new Map<string, number>();
  for (const page of pages) counts.set(page.Title, (counts.get(page.Title) ?? 0) + 1);
  return pages
    .map((page) => {
      const parent = page.FullPath.split('/').filter(Boolean).at(-2);
      const isDuplicate = (counts.get(page.Title) ?? 0) > 1;
      return {
        value: page.FullPath,
        label: isDuplicate && parent ? `${page.Title} (${parent})` : page.Title,
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}
