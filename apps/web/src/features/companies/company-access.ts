/** spec 1 §2.1, spec 3 §6: the group that may link to Invenias and merge duplicates. */
export const DEDUPE_GROUP = 'DedupeAccess';
