// Serves the built web app: hashed assets with long caching, index.html for every client route.
// The build writes a `.br` and a `.gz` beside every text asset; a browser that accepts one gets it
// as is (Content-Encoding, Vary: Accept-Encoding), so nothing is compressed per request.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run npm run build)');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', isHashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', (request, reply) => {
    if (request.url.startsWith('/api/') || request.url.startsWith('/sandbox/')) {
      return reply.status(404).send({ code: 'not_found', message: `No such address: ${request.url}` });
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
