// How many options a picker asks for: a file without zod, so that a screen with a picker starts
// without the schemas.
export const LOOKUP_MAX_LIMIT = 100;
export const LOOKUP_DEFAULT_LIMIT = 25;
