// Group names the code relies on, as plain data: the start-up bundle reads them without loading zod.

/** spec 1 §2.1, spec 3 §6: the group that may link companies to Invenias and merge duplicates. */
export const DEDUPE_GROUP = 'DedupeAccess';
