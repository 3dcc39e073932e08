// Registers an endpoint from its contract: access is checked first, then body, query and params
// are parsed with the contract's schemas (a failure answers 400 validation_failed).
import type { Endpoint } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { forbidden, unauthenticated } from './errors.ts';
import type { AuthUser } from './session.ts';

type Infer<T> = [NonNullable<T>] extends [never]
  ? undefined
  : NonNullable<T> extends z.ZodType
    ? z.output<NonNullable<T>>
    : undefined;

export interface HandlerContext<E extends Endpoint> {
  body: Infer<E['body']>;
  query: Infer<E['query']>;
  params: Infer<E['params']>;
  user: E['access'] extends 'public' ? AuthUser | null : AuthUser;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Refuses the caller unless the endpoint's access rule lets them in. */
export function checkAccess(access: Endpoint['access'], user: AuthUser | null): void {
  if (access === 'public') return;
  if (!user) throw unauthenticated();
  if (access === 'admin' && !user.SiteAdmin) throw forbidden();
  if (access.startsWith('group:') && !user.Groups.includes(access.slice('group:'.length))) throw forbidden();
}

export function defineRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<unknown> | unknown,
  options: { path?: string } = {},
): void {
  app.route({
    method: endpoint.method,
    url: options.path ?? endpoint.path,
    handler: async (request, reply) => {
      checkAccess(endpoint.access, request.user);
      const ctx = {
        body: endpoint.body ? endpoint.body.parse(request.body ?? {}) : undefined,
        query: endpoint.query ? endpoint.query.parse(request.query ?? {}) : undefined,
        params: endpoint.params ? endpoint.params.parse(request.params ?? {}) : undefined,
        user: request.user,
        request,
        reply,
      } as HandlerContext<E>;
      const result = await handler(ctx);
      if (reply.sent) return reply;
      return result;
    },
  });
}
