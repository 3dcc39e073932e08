// The Page Viewer widget (spec 3 §2.9): the document its embedded snippets run in.
import { BinaryResponseSchema, defineEndpoint } from './endpoint.ts';

/** Messages between the viewer widget and its snippet frame (window.postMessage). */
export const VIEWER_MESSAGES = {
  ready: 'atrium-viewer-ready',
  html: 'atrium-viewer-html',
  height: 'atrium-viewer-height',
} as const;

export const viewerEndpoints = {
  frame: defineEndpoint({
    method: 'GET',
    path: '/api/v2/widget/viewer/frame',
    summary:
      "The sandbox document a Page Viewer snippet runs in: its own opaque origin (CSP sandbox), so a snippet never reads the portal's cookies or calls its API",
    access: 'public',
    tag: 'widgets',
    response: BinaryResponseSchema,
  }),
};
