// Replies served from a copy serialised once: the text with a validator, so a caller holding the
// same copy gets 304 without a body, and the text compressed once per encoding (in the thread
// pool, not on the event loop) instead of once per request.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSION_THRESHOLD_BYTES, type Encoding, preferredEncoding } from './compression.ts';

export interface JsonCopy {
  json: string;
  /** A weak validator: the same JSON, whichever content encoding carries it. */
  etag: string;
  /** The JSON compressed, made on first demand and kept with the copy. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  // A copy is compressed once and sent many times, so a higher quality than live replies pays off.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(json),
      },
    }),
  gzip: (json) => promisify(gzip)(json, { level: 9 }),
};

export function toJsonCopy(value: unknown): JsonCopy {
  const json = JSON.stringify(value);
  const digest = createHash('sha1').update(json).digest('base64url').slice(0, 22);
  return { json, etag: `W/"${digest}"`, encoded: {} };
}

/** `If-None-Match` compared weakly (RFC 9110 §13.1.2): a list of tags or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === wanted);
}

function encodedCopy(copy: JsonCopy, encoding: Encoding): Promise<Buffer> {
  let encoded = copy.encoded[encoding];
  if (!encoded) {
    encoded = compressors[encoding](copy.json);
    copy.encoded[encoding] = encoded;
    // A failed compression is tried again by the next caller rather than kept.
    encoded.catch(() => {
      if (copy.encoded[encoding] === encoded) delete copy.encoded[encoding];
    });
  }
  return encoded;
}

/**
 * Sends a serialised copy, compressed when the caller accepts it, or 304 when the caller already
 * holds it. The copy may differ per caller (`private`) and is checked again on every use
 * (`no-cache`).
 */
export async function sendJsonCopy(
  request: FastifyRequest,
  reply: FastifyReply,
  copy: JsonCopy,
): Promise<string | Buffer | FastifyReply> {
  reply.header('ETag', copy.etag);
  reply.header('Cache-Control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (copy.json.length < COMPRESSION_THRESHOLD_BYTES) return copy.json;
  reply.header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return copy.json;
  try {
    const body = await encodedCopy(copy, encoding);
    reply.header('Content-Encoding', encoding);
    return body;
  } catch {
    return copy.json;
  }
}
