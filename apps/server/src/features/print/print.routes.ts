import { printEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import { createPdfRenderer } from './pdf-renderer.ts';

export function registerPrintRoutes(app: FastifyInstance, { chromiumPath }: { chromiumPath: string }): void {
  const renderer = createPdfRenderer({ chromiumPath });
  app.addHook('onClose', () => renderer.close());

  defineRoute(app, printEndpoints.print, async ({ body, reply }) => {
    const pdf = await renderer.render({ html: body.html, landscape: body.landscape });
    const fileName = `${body.fileName || 'report'}.pdf`;
    reply.header('Content-Type', 'application/pdf');
    reply.header('Content-Disposition', `attachment; filename="${fileName}"`);
    return reply.send(pdf);
  });
}
