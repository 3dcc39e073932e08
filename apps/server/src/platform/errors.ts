import type { ErrorCode } from '@atrium/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

/** What a failure may add to its reply: headers (e.g. Retry-After) and fields beside code and message. */
export interface AppErrorExtras {
  headers?: Record<string, string>;
  body?: Record<string, unknown>;
}

/**
 * Every failure the API reports on purpose: a stable code, the message users see, an HTTP status,
 * and optionally more for the reply, so no route has to send an error reply by hand.
 */
export class AppError extends Error {
  readonly headers: Record<string, string>;
  readonly body: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    { headers = {}, body = {} }: AppErrorExtras = {},
  ) {
    super(message);
    this.headers = headers;
    this.body = body;
  }
}

export const notFound = (message = 'Not found.') => new AppError('not_found', message, 404);
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError('forbidden', message, 403);
export const unauthenticated = () => new AppError('unauthenticated', 'Please sign in.', 401);

export function zodIssues(error: ZodError) {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/**
 * Input the database refuses as data, not as a fault: a number beyond its column (an id
 * of 2^31 or more), text it cannot hold, nesting too deep. Found along the error's causes.
 */
const DATABASE_REFUSALS: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22008': 'A date in the request is out of range.',
  '22P05': 'Text may not contain NUL characters.',
  '22021': 'Text may not contain NUL characters.',
  '54001': 'The request is nested too deeply.',
};

function databaseRefusal(error: unknown): string | undefined {
  for (let cause = error, hops = 0; cause && hops < 5; hops++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_REFUSALS) return DATABASE_REFUSALS[code];
    cause = (cause as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The first reason a request was refused, named by its field, so the answer says what to fix. */
function invalidRequestMessage(error: ZodError): string {
  const [first, ...more] = error.issues;
  if (!first) return 'The request is not valid.';
  const field = first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  const others = more.length > 0 ? ` (and ${more.length} more)` : '';
  return `The request is not valid. ${field}${first.message}${others}`;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply.status(error.status).send({ code: error.code, message: error.message, ...error.body });
    }
    if (error instanceof ZodError) {
      return reply
        .status(400)
        .send({ code: 'validation_failed', message: invalidRequestMessage(error), issues: zodIssues(error) });
    }
    const refusal = databaseRefusal(error);
    if (refusal) return reply.status(400).send({ code: 'validation_failed', message: refusal });
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
