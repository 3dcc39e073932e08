// Registers an endpoint from its contract: access is checked first, before the body is read, then
// body, query and params are parsed with the contract's schemas (a failure answers 400
// validation_failed). With reply
// checks on (every API test), each successful reply is parsed with the contract's response too.
// A caller without ViewFinancials gets no money field in any reply and may not sort by one
// (docs/permissions.md): both follow from the `money()` marks of the contracts.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  type Endpoint,
  isBinaryResponse,
  MONEY_PERMISSION,
  moneyFieldPaths,
  moneySortsAsked,
  stripMoney,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, forbidden, unauthenticated } from './errors.ts';
import { canParseOffLoop, LargeJsonBody, parseBodyOffLoop } from './json-body.ts';
import { assertPlainInput } from './plain-input.ts';
import { type AuthUser, closeWithoutReading } from './session.ts';
import { SpooledBody } from './spooled-body.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Parse every reply with its contract (tests); off in production, where it would only cost. */
    checkReplies?: boolean;
  }
}

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
  /**
   * A body its route's scope wrote to a file unread (platform/spooled-body.ts): `body` is then
   * undefined, and the route's own thread parses and checks the file with the contract.
   */
  spooled?: SpooledBody;
}

/** Refuses the caller unless the endpoint's access rule (and permission flag, if any) lets them in. */
export function checkAccess(
  access: Endpoint['access'],
  user: AuthUser | null,
  permission?: Endpoint['permission'],
): void {
  if (access === 'public') return;
  if (!user) throw unauthenticated();
  if (access === 'admin' && !user.SiteAdmin) throw forbidden();
  if (access.startsWith('group:') && !user.Groups.includes(access.slice('group:'.length))) throw forbidden();
  if (permission) requirePermission(user, permission);
}

/** Refuses a caller without the permission flag (site admins hold every flag; docs/permissions.md). */
export function requirePermission(user: AuthUser, permission: NonNullable<Endpoint['permission']>): void {
  if (!user.SiteAdmin && user.Permissions[permission] !== true) {
    // The flag travels with the refusal: a screen says the figures are not shared, not that it failed.
    throw new AppError('forbidden', `You do not have the ${permission} permission.`, 403, {
      body: { permission },
    });
  }
}

/** A preview only looks (docs/permissions.md, _Preview as_): nothing is changed in someone else's name. */
const previewReadOnly = () => new AppError('preview_read_only', 'Leave the preview to make changes.', 403);

/** Whether the caller may read money fields (site admins hold every flag). */
export function seesMoney(user: AuthUser | null): boolean {
  return user !== null && (user.SiteAdmin || user.Permissions[MONEY_PERMISSION] === true);
}

/** Refuses a request that sorts by a money field from a caller without ViewFinancials. */
function checkMoneySorts(
  endpoint: Endpoint,
  user: AuthUser | null,
  parsed: { body: unknown; query: unknown },
): void {
  if (!user || seesMoney(user)) return;
  for (const part of ['body', 'query'] as const) {
    const schema = endpoint[part];
    if (schema && moneySortsAsked(schema, parsed[part]).length > 0) requirePermission(user, MONEY_PERMISSION);
  }
}

/** Turns reply checks on for an app built but not yet started (the test harness does). */
export function enableReplyChecks(app: FastifyInstance): void {
  app.decorate('checkReplies', true);
}

export interface RouteOptions {
  /**
   * The reply is always small or carries its own compressed bytes (platform/json-copy.ts): the
   * compression hook, which every other reply passes through, is left off.
   */
  sendsOwnEncoding?: boolean;
}

export function handleEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<unknown> | unknown,
  options: RouteOptions = {},
): void {
  // Only replies whose contract holds a money field are read again for callers without the flag.
  const carriesMoney = !isBinaryResponse(endpoint.response) && moneyFieldPaths(endpoint.response).length > 0;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    ...(options.sendsOwnEncoding ? { compress: false } : {}),
    config: {
      changesNothing: endpoint.changesNothing === true,
      acceptsIdempotencyKey: endpoint.acceptsIdempotencyKey === true,
      parsesLargeBodies: canParseOffLoop(endpoint),
    },
    // The caller is known once the session hook has run: a refusal is answered before the body is
    // read or parsed, and the connection closed rather than reading what remains of it.
    onRequest: (request, reply, done) => {
      try {
        const changes =
          endpoint.method === 'GET' ? endpoint.changesOnGet === true : endpoint.changesNothing !== true;
        if (request.user?.Preview && changes) throw previewReadOnly();
        checkAccess(endpoint.access, request.user, endpoint.permission);
      } catch (error) {
        closeWithoutReading(request, reply);
        return done(error as Error);
      }
      done();
    },
    handler: async (request, reply) => {
      const spooled = request.body instanceof SpooledBody ? request.body : undefined;
      const isLarge = request.body instanceof LargeJsonBody;
      if (!isLarge && !spooled) assertPlainInput(request.body);
      assertPlainInput(request.query);
      assertPlainInput(request.params);
      let body: unknown;
      if (spooled) body = undefined;
      else if (isLarge) body = await parseBodyOffLoop(request, endpoint);
      else if (endpoint.body) body = endpoint.body.parse(request.body ?? {});
      const ctx = {
        body,
        query: endpoint.query ? endpoint.query.parse(request.query ?? {}) : undefined,
        params: endpoint.params ? endpoint.params.parse(request.params ?? {}) : undefined,
        user: request.user,
        request,
        reply,
        spooled,
      } as HandlerContext<E>;
      checkMoneySorts(endpoint, request.user, ctx);
      const result = await handler(ctx);
      if (reply.sent) return reply;
      return result;
    },
    // Every object reply passes here, returned or sent: no handler can forget the money rule.
    ...(carriesMoney
      ? {
          preSerialization: (
            request: FastifyRequest,
            _reply: FastifyReply,
            payload: unknown,
            done: (error: Error | null, payload?: unknown) => void,
          ) => done(null, seesMoney(request.user) ? payload : stripMoney(endpoint.response, payload)),
        }
      : {}),
    // A callback, not an async function: outside tests it runs on every reply and does nothing.
    onSend: (request, reply, payload, done) => {
      if (!request.server.checkReplies || reply.statusCode < 200 || reply.statusCode >= 300) {
        return done(null, payload);
      }
      let issues: ReplyIssue[];
      try {
        issues = replyIssues(endpoint, reply, payload);
      } catch (error) {
        return done(error as Error);
      }
      if (issues.length === 0) return done(null, payload);
      const message = `The reply of ${endpoint.method} ${endpoint.path} does not match its contract.`;
      request.log.error({ issues }, message);
      reply.code(500).type('application/json; charset=utf-8');
      reply.removeHeader('content-disposition');
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      done(null, JSON.stringify({ code: 'internal', message, issues }));
    },
  });
}

interface ReplyIssue {
  path: string;
  message: string;
}

/** What is wrong with a successful reply, measured against the endpoint's response schema. */
function replyIssues(endpoint: Endpoint, reply: FastifyReply, payload: unknown): ReplyIssue[] {
  if (isBinaryResponse(endpoint.response)) return [];
  const contentType = String(reply.getHeader('content-type') ?? '');
  payload = decoded(reply, payload);
  if (typeof payload !== 'string' || !contentType.startsWith('application/json')) {
    return [{ path: '', message: `Answered ${contentType || 'no body'} where the contract declares JSON.` }];
  }
  const sent: unknown = JSON.parse(payload);
  const parsed = endpoint.response.safeParse(sent);
  if (!parsed.success) {
    return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  }
  return undeclaredFields(sent, parsed.data).map((path) => ({ path, message: 'Not in the contract.' }));
}

/** A reply served from a kept copy may already be compressed (platform/json-copy.ts). */
function decoded(reply: FastifyReply, payload: unknown): unknown {
  if (!Buffer.isBuffer(payload)) return payload;
  const encoding = reply.getHeader('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(payload).toString();
  if (encoding === 'gzip') return gunzipSync(payload).toString();
  return payload;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields the reply carries that parsing dropped: zod strips what a schema does not declare. */
function undeclaredFields(sent: unknown, kept: unknown, path: string[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undeclaredFields(item, kept[index], [...path, String(index)]));
  }
  if (!isRecord(sent) || !isRecord(kept)) return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in kept ? undeclaredFields(value, kept[key], [...path, key]) : [[...path, key].join('.')],
  );
}
