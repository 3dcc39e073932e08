// Replies above a size threshold are compressed for callers that accept it: brotli at a moderate
// quality (cheap on the CPU, most of the gain), gzip otherwise. Small replies go out as they are.
// Web assets are not compressed here: the build ships them precompressed (platform/web.ts), and
// replies served from a kept copy carry their own compressed bytes (platform/json-copy.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** Browsers send one of a handful of headers: each is read once, not on every request. */
const choices = new Map<string, Encoding | undefined>();
const MAX_CHOICES = 64;

/** The encoding to answer in from an `Accept-Encoding` header: brotli first, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (choices.has(acceptEncoding)) return choices.get(acceptEncoding);
  const choice = readAcceptEncoding(acceptEncoding);
  if (choices.size >= MAX_CHOICES) choices.clear();
  choices.set(acceptEncoding, choice);
  return choice;
}

function readAcceptEncoding(acceptEncoding: string): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const allows = (name: Encoding) => (accepted.get(name) ?? wildcard ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** Registered before any route: the plugin adds its hook to every route declared after it. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        // A 256 KB window instead of 4 MB: setting up the default one cost more than compressing a
        // typical reply of a few kilobytes, and the replies come out the same size.
        [constants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: { level: 6 },
  });
}
