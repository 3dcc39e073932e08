// The content type an uploaded file is served with. The type is the uploader's claim, not checked
// against the bytes, so only types a browser never runs as a page or script are passed on: common
// documents, office formats, plain text and CSV, and the image formats the image decoder reads.
// Anything else — HTML, JavaScript, SVG, XML, unknown or malformed — is served as a plain download.
// The reply is an attachment with `X-Content-Type-Options: nosniff` whatever the type.

const SERVED_AS_DECLARED = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'text/calendar',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.ms-outlook',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/tiff',
]);

export const OPAQUE_CONTENT_TYPE = 'application/octet-stream';

/** The declared type without its parameters when it is on the list, else a plain download. */
export function servedContentType(declared: string | null | undefined): string {
  const essence = (declared ?? '').split(';')[0].trim().toLowerCase();
  return SERVED_AS_DECLARED.has(essence) ? essence : OPAQUE_CONTENT_TYPE;
}
