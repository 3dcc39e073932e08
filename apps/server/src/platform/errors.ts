import type { ErrorCode } from '@atrium/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** Every failure the API reports on purpose: a stable code, the message users see, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message, 404);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError('forbidden', message, 403);
export const unauthenticated = () => new AppError('unauthenticated', 'Please sign in.', 401);

export function zodIssues(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.status(error.status).send({ code: error.code, message: error.message });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ code: 'validation_failed', message: 'The request is not valid.', issues: zodIssues(error) });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ code: 'validation_failed', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'internal', message: 'Something went wrong. Please try again.' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ code: 'not_found', message: `No such address: ${request.method} ${request.url}` });
  });
}
