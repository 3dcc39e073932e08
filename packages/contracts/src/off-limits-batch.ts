// How many companies one off-limits check takes: a file without zod, so that a list screen's first
// page and its badges are asked for at start-up without the schemas.

/** Companies one call checks at once: a page of listing rows or search hits. */
export const OFF_LIMITS_MANY_MAX = 100;
