import { viewerEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { handleEndpoint } from '../../platform/http.ts';
import { VIEWER_FRAME_CSP, VIEWER_FRAME_HTML } from './viewer-frame.ts';

export function registerViewerEndpoints(app: FastifyInstance): void {
  handleEndpoint(app, viewerEndpoints.frame, ({ reply }) =>
    reply
      .type('text/html; charset=utf-8')
      // Replaces the portal's policy for this one document: scripts of any host, an opaque origin.
      .header('content-security-policy', VIEWER_FRAME_CSP)
      .header('cache-control', 'public, max-age=300')
      .send(VIEWER_FRAME_HTML),
  );
}
