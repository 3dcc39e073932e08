import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { PrintRequestSchema, printEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { handleEndpoint } from '../../platform/http.ts';
import { spoolJsonBodies } from '../../platform/spooled-body.ts';
import type { PdfRenderer } from './pdf-renderer.ts';

const { print } = printEndpoints;

/** `renderer` is the portal's one Chromium printer, shared with the subscriptions' PDF attachments. */
export function registerPrintEndpoints(app: FastifyInstance, { renderer }: { renderer: PdfRenderer }): void {
  // A scope of its own: a document of megabytes goes from the request to a file, from the file to
  // the print thread, and back as a PDF file streamed out, never held on the event loop whole.
  app.register(async (scope) => {
    spoolJsonBodies(scope, { dir: renderer.spoolDir });

    handleEndpoint(scope, print, async ({ spooled, reply }) => {
      if (!spooled) {
        // A request without a body is held to the contract like any other: 400 naming what is missing.
        PrintRequestSchema.parse({});
        return;
      }
      const pdfFile = path.join(renderer.spoolDir, `${randomUUID()}.pdf`);
      const { fileName, bytes } = await renderer.printSpooled({
        bodyFile: spooled.file,
        pdfFile,
        route: `${print.method} ${print.path}`,
        // Too much HTML is 413 with the limit in the message, before the contract's check would say 400.
        checks: {
          module: new URL('./print-limits.ts', import.meta.url).href,
          beforeContract: 'refuseTooMuchHtml',
        },
      });
      const pdf = createReadStream(pdfFile);
      pdf.on('close', () => void rm(pdfFile, { force: true }));
      reply.header('Content-Type', 'application/pdf');
      reply.header('Content-Length', bytes);
      reply.header('Content-Disposition', `attachment; filename="${fileName || 'report'}.pdf"`);
      return reply.send(pdf);
    });
  });
}
