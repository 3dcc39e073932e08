import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { ErrorBodySchema } from './errors.ts';

/**
 * The CSV files a data import understands, in the order they are written: every file only
 * refers to files before it (docs/data-import.md).
 */
export const ImportFileNameSchema = z.enum([
  'regions.csv',
  'countries.csv',
  'licenses.csv',
  'locations.csv',
  'functions.csv',
  'industries.csv',
  'practice_groups.csv',
  'subsectors.csv',
  'report_groups.csv',
  'group_codes.csv',
  'skills.csv',
  'users.csv',
  'companies.csv',
  'assignments.csv',
  'assignment_users.csv',
  'invoices.csv',
  'invoice_splits.csv',
  'fx_rates.csv',
]);
export type ImportFileName = z.infer<typeof ImportFileNameSchema>;
export const IMPORT_FILE_NAMES = ImportFileNameSchema.options;

/** Rows upserted per file that was imported. */
export const ImportResultSchema = z.object({
  imported: z.partialRecord(ImportFileNameSchema, z.number().int().nonnegative()),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

/** A refused import: nothing was written; each problem reads `file:line: column: reason`. */
export const ImportFailedBodySchema = ErrorBodySchema.extend({
  code: z.literal('import_failed'),
  problems: z.array(z.string()),
});
export type ImportFailedBody = z.infer<typeof ImportFailedBodySchema>;

export const importEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/v2/admin/import',
    acceptsIdempotencyKey: true,
    summary:
      'Import CSV files (multipart/form-data, one part per file named like regions.csv); all or nothing, upserts by source id',
    access: 'admin',
    tag: 'import',
    response: ImportResultSchema,
    replies: {
      400: 'import_failed: the files have problems, each listed in problems; nothing was imported',
    },
  }),
};
