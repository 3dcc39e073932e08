// Page Viewer (spec 1 §3 attributes viewerRbtn, uri, embed; spec 3 §2.9): relative path mode (an
// iframe of a portal path or an external URL) or embedded snippet mode (admin HTML with scripts).
import { z } from 'zod';

export const VIEWER_MODES = { relative: 'relative', embed: 'embed' } as const;

export const ViewerAttributesSchema = z.object({
  viewerRbtn: z.enum(['relative', 'embed']).default('relative').catch('relative'),
  uri: z.string().max(2000).default('').catch(''),
  embed: z.string().max(200_000).default('').catch(''),
});
export type ViewerAttributes = z.infer<typeof ViewerAttributesSchema>;

/**
 * Where the relative-path iframe points: a portal path (kept on this host), or an http(s) URL;
 * a bare host gets https:// (spec 3 §5). Anything else (javascript:, data:…) is refused.
 */
export function viewerSource(uri: string): { src: string; isSameOrigin: boolean } | null {
  const value = uri.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return { src: value, isSameOrigin: true };
  if (/^https?:\/\//i.test(value)) return { src: value, isSameOrigin: false };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) || value.startsWith('//')) return null;
  return { src: `https://${value}`, isSameOrigin: false };
}

/** Heights a frame may report, so a runaway snippet cannot stretch the page without end. */
export const MIN_FRAME_HEIGHT = 24;
export const MAX_FRAME_HEIGHT = 4000;
export const EXTERNAL_FRAME_HEIGHT = 600;
