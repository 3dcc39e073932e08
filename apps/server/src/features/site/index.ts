// What other features may use of this one besides its service.
export { sanitizeRichText } from './rich-text.ts';
export type { SiteCache, SiteContext } from './site-cache.ts';
