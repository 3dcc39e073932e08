import { z } from 'zod';
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';
import { printAddresses } from './screen-addresses.ts';

/** The longest HTML a print may send, in characters; longer answers 413 with this message. */
export const PRINT_MAX_HTML = 5_000_000;
export const PRINT_TOO_LARGE_MESSAGE = `The document to print may be at most ${PRINT_MAX_HTML / 1_000_000} million characters of HTML.`;
/** Chromium renders at most this many documents at once and keeps this many waiting; more get 503. */
export const PRINT_MAX_CONCURRENT = 2;
export const PRINT_MAX_QUEUED = 4;

export const PrintRequestSchema = z.object({
  html: z.string().min(1, 'Nothing to print.').max(PRINT_MAX_HTML, PRINT_TOO_LARGE_MESSAGE),
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
    ...printAddresses.print,
    summary:
      'Render HTML to a PDF with the system Chromium (413 over the HTML limit; 503 with Retry-After when busy or when Chromium is not installed)',
    access: 'user',
    permission: 'ExportReports',
    tag: 'reports',
    body: PrintRequestSchema,
    response: BinaryResponseSchema,
    replies: {
      503: 'unavailable: the printer is busy (Retry-After says when to try again), or Chromium could not start',
    },
  }),
};
