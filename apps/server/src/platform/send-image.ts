// Sends image bytes the browser may cache for the signed-in user but never sniff into something else.
import type { FastifyReply } from 'fastify';

export function sendImage(reply: FastifyReply, image: { bytes: Buffer; mimeType: string }) {
  return reply
    .type(image.mimeType)
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(image.bytes);
}
