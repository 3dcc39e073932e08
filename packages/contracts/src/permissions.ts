import { z } from 'zod';

/** Flags read by the web to show or hide features; the server checks the same flags. */
export const PermissionSchema = z.enum([
  'ViewFinancials',
  'ExportReports',
  'ManageCompanies',
  'ViewAllAssignments',
]);
export type Permission = z.infer<typeof PermissionSchema>;
