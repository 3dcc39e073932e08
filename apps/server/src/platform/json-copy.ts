// Replies served from a copy serialised once: the text with a validator, so a caller holding the
// same copy gets 304 without a body.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface JsonCopy {
  json: string;
  /** A weak validator: the same JSON, whichever content encoding carries it. */
  etag: string;
}

export function toJsonCopy(value: unknown): JsonCopy {
  const json = JSON.stringify(value);
  const digest = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  return { json, etag: `W/"${digest}"` };
}

/** `If-None-Match` compared weakly (RFC 9110 §13.1.2): a list of tags or `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

/**
 * Sends a serialised copy, or 304 when the caller already holds it. The copy may differ per caller
 * (`private`) and is checked again on every use (`no-cache`).
 */
export function sendJsonCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: JsonCopy,
): string | FastifyReply {
  reply.header('ETag', copy.etag);
  reply.header('Cache-Control', 'private, no-cache');
  if (matches(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  return copy.json;
}
