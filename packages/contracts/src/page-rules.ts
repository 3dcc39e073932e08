// Page rules the web needs before any schema: a file without zod, so that a page that is only read
// does not load it.
export const MIN_SECTION_WIDTH = 1;
export const MAX_SECTION_WIDTH = 12;
export const DEFAULT_SECTION_WIDTH = 12;
/** The message the web shows on a 409 stale_version (spec 1 §5). */
export const STALE_COPY_MESSAGE = 'There are recent changes to this page that will be overwritten. Continue?';
