import { viewerEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http.ts';
import { VIEWER_FRAME_CSP, VIEWER_FRAME_HTML } from './viewer-frame.ts';

export function registerViewerRoutes(app: FastifyInstance): void {
  defineRoute(app, viewerEndpoints.frame, ({ reply }) =>
    reply
      .type('text/html; charset=utf-8')
      // Replaces the portal's policy for this one document: scripts of any host, an opaque origin.
      .header('content-security-policy', VIEWER_FRAME_CSP)
      .header('cache-control', 'public, max-age=300')
      .send(VIEWER_FRAME_HTML),
  );
}
