// Several processes on one PostgreSQL server keep copies (sessions, the route tree, pages, report
// results) that notifications keep true. A change is answered only once every process has heard
// it, so whatever the person does next, on whichever process, sees the change.
import type { FastifyInstance } from 'fastify';
import type { Database } from './database.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A POST that only reads (the endpoint's contract says so). */
    changesNothing?: boolean;
  }
}

/** Methods that change nothing: their answers need not wait. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function answerChangesOnceEveryProcessHeard(app: FastifyInstance, database: Database): void {
  // The embedded database hands notifications over with the statement that caused them.
  if (database.kind === 'pglite') return;
  // A callback, not an async function: it runs on every reply and most need nothing of it.
  app.addHook('onSend', (request, reply, payload, done) => {
    // A refused request changed nothing (its transaction rolled back).
    if (READS.has(request.method) || reply.statusCode >= 400 || request.routeOptions.config.changesNothing) {
      return done(null, payload);
    }
    database.reachEveryProcess().then((silent) => {
      if (silent.length > 0) {
        request.log.warn({ processes: silent }, 'A change was answered before these processes heard it.');
      }
      done(null, payload);
    }, done);
  });
}
