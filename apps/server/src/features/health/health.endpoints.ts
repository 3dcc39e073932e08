import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/database.ts';

/** Liveness (the process answers) and readiness (the database answers). */
export function registerHealthEndpoints(app: FastifyInstance, { database }: { database: Database }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const isReady = await database.ping().catch(() => false);
    reply.code(isReady ? 200 : 503);
    return { status: isReady ? 'ready' : 'database unreachable' };
  });
}
