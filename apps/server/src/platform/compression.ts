// Replies above a size threshold are compressed for callers that accept it: brotli at a moderate
// quality (cheap on the CPU, most of the gain), gzip otherwise. Small replies go out as they are.
// Web assets are not compressed here: the build ships them precompressed (platform/web.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Registered before any route: the plugin adds its hook to every route declared after it. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
