import { printEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { handleEndpoint } from '../../platform/http.ts';
import type { PdfRenderer } from './pdf-renderer.ts';
import { refuseTooMuchHtml } from './print-limits.ts';

/** `renderer` is the portal's one Chromium printer, shared with the subscriptions' PDF attachments. */
export function registerPrintEndpoints(app: FastifyInstance, { renderer }: { renderer: PdfRenderer }): void {
  // A scope of its own, so that only this route pays for its hook.
  app.register(async (scope) => {
    // Too much HTML is 413 with the limit in the message, before the contract's check would say 400.
    scope.addHook('preHandler', async (request) => refuseTooMuchHtml(request.body));

    handleEndpoint(
      scope,
      printEndpoints.print,
      async ({ body, reply }) => {
        const pdf = await renderer.render({ html: body.html, landscape: body.landscape });
        const fileName = `${body.fileName || 'report'}.pdf`;
        reply.header('Content-Type', 'application/pdf');
        reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
        return reply.send(pdf);
      },
      {
        bodyChecks: {
          module: new URL('./print-limits.ts', import.meta.url),
          beforeContract: 'refuseTooMuchHtml',
        },
      },
    );
  });
}
