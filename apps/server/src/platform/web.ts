// Serves the built web app from memory: hashed assets with long caching, index.html for every client
// route. The build writes a `.br` and a `.gz` beside every text asset; a browser that accepts one
// gets it as is (Content-Encoding, Vary: Accept-Encoding), so nothing is compressed per request.
// The whole build (a few megabytes) is read once at start: a screen opened with an empty cache asks
// for dozens of small modules at once, and answering each from memory costs the server less than
// half the CPU that reading it from disk did, leaving more to the screen's own calls.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, preferredEncoding } from './compression.ts';
import { etagMatches } from './json-copy.ts';

const HASHED_CACHE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const ENCODED_SUFFIXES: Record<string, Encoding> = { '.br': 'br', '.gz': 'gzip' };

export interface BuiltFile {
  type: string;
  body: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
  cacheControl: string;
  /** Only for files checked again on each visit: a hashed asset's name already changes with it. */
  etag?: string;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file of the build by its address, each with its precompressed copies beside it. */
export async function readBuild(distDir: string): Promise<Map<string, BuiltFile>> {
  const files = await filesUnder(distDir);
  const contents = await Promise.all(files.map((file) => readFile(file)));
  const byAddress = new Map<string, BuiltFile>();
  const encodedCopies: { address: string; encoding: Encoding; body: Buffer }[] = [];
  files.forEach((file, i) => {
    const body = contents[i] as Buffer;
    const address = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
    const encoding = ENCODED_SUFFIXES[path.extname(file)];
    if (encoding) {
      encodedCopies.push({ address: address.slice(0, -path.extname(file).length), encoding, body });
      return;
    }
    const isHashed = address.startsWith('/assets/');
    byAddress.set(address, {
      type: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      body,
      encoded: {},
      cacheControl: isHashed ? HASHED_CACHE : 'no-cache',
      etag: isHashed ? undefined : `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
    });
  });
  for (const { address, encoding, body } of encodedCopies) {
    const original = byAddress.get(address);
    if (original) original.encoded[encoding] = body;
  }
  return byAddress;
}

function sendBuilt(request: FastifyRequest, reply: FastifyReply, file: BuiltFile): FastifyReply {
  reply.header('Cache-Control', file.cacheControl);
  if (file.etag) {
    reply.header('ETag', file.etag);
    if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  }
  reply.type(file.type);
  const hasEncodings = Object.keys(file.encoded).length > 0;
  if (hasEncodings) reply.header('Vary', 'Accept-Encoding');
  const encoding = hasEncodings ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  const encoded = encoding ? file.encoded[encoding] : undefined;
  if (encoding && encoded) {
    reply.header('Content-Encoding', encoding);
    return reply.send(encoded);
  }
  return reply.send(file.body);
}

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  const build = await readBuild(distDir);
  const index = build.get('/index.html') as BuiltFile;
  app.get('/*', { compress: false }, (request, reply) => {
    const address = request.url.split('?')[0] ?? '/';
    const file = build.get(address);
    if (file) return sendBuilt(request, reply, file);
    // An address under these is never a client route: a missing API or an old asset says so
    // instead of answering with the app's HTML.
    if (['/api/', '/sandbox/', '/assets/'].some((prefix) => address.startsWith(prefix))) {
      return reply.status(404).send({ code: 'not_found', message: `No such address: ${request.url}` });
    }
    return sendBuilt(request, reply, index);
  });
}
