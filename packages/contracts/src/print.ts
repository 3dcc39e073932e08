import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';

export const PRINT_MAX_HTML = 5_000_000;

export const PrintRequestSchema = z.object({
  html: z.string().min(1, 'Nothing to print.').max(PRINT_MAX_HTML),
  /** File name offered to the browser, without extension. */
  fileName: z
    .string()
    .trim()
    .max(120)
    .regex(/^[\w .()-]*$/, 'Letters, digits, spaces and . ( ) - only.')
    .optional(),
  landscape: z.boolean().default(false),
});
export type PrintRequest = z.input<typeof PrintRequestSchema>;

export const printEndpoints = {
  print: defineEndpoint({
    method: 'POST',
    path: '/api/v1/reports/print',
    summary: 'Render HTML to a PDF with the system Chromium (503 when Chromium is not installed)',
    access: 'user',
    permission: 'ExportReports',
    tag: 'reports',
    body: PrintRequestSchema,
    response: BinaryResponseSchema,
  }),
};
