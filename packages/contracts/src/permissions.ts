import { z } from 'zod';

/** Flags read by the web to show or hide features; the server checks the same flags. */
export const PermissionSchema = z.enum([
  'ViewFinancials',
  'ExportReports',
  'ManageCompanies',
  'ViewAllAssignments',
]);
export type Permission = z.infer<typeof PermissionSchema>;

/** spec 1 §2.1, spec 3 §6: the group that may link companies to Invenias and merge duplicates. */
export const DEDUPE_GROUP = 'DedupeAccess';
