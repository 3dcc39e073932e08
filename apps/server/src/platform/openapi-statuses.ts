// Which statuses each operation of GET /api/openapi.json may answer, so a client (or a tester
// driven by the document) meets none it was not told of. Most follow from the contract: who may
// call it, its path parameters, whether it carries a body; the endpoint declares the rest
// (`replies`: redirects, conflicts, limits, external systems).
import {
  type DeclaredStatus,
  type Endpoint,
  ErrorBodySchema,
  isBinaryResponse,
  isRedirectResponse,
  MONEY_PERMISSION,
  offersMoneySort,
} from '@atrium/contracts';
import { z } from 'zod';

/** What every refusal of the API carries (platform/errors.ts), by reference. */
const ERROR_REPLY = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
/** What Node and Fastify answer before a request reaches any route (a timeout, headers too large). */
const CLIENT_ERROR_REPLY = { 'application/json': { schema: { $ref: '#/components/schemas/ClientError' } } };

/** Methods that carry a body, and so a CSRF token (platform/session.ts) and a size limit. */
const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface StatusReply {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, unknown>;
}

function successReply(endpoint: Endpoint): [number, StatusReply] {
  if (isRedirectResponse(endpoint.response)) {
    return [
      302,
      {
        description: 'Found: the browser is sent on, to the address in Location',
        headers: { Location: { schema: { type: 'string' } } },
      },
    ];
  }
  const content = isBinaryResponse(endpoint.response)
    ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
    : { 'application/json': { schema: z.toJSONSchema(endpoint.response, { unrepresentable: 'any' }) } };
  return [200, { description: 'OK', content }];
}

/** Why the operation may answer each refusal the contract itself implies. */
function derivedReasons(endpoint: Endpoint): Partial<Record<number, string[]>> {
  const changes = CHANGING_METHODS.has(endpoint.method);
  const forbidden = [
    endpoint.access === 'admin' && 'forbidden: site admins only',
    endpoint.access.startsWith('group:') && `forbidden: members of ${endpoint.access.slice(6)} only`,
    endpoint.permission && `forbidden: the ${endpoint.permission} permission is needed (the reply names it)`,
    !endpoint.permission &&
      [endpoint.body, endpoint.query].some((schema) => schema && offersMoneySort(schema)) &&
      `forbidden: sorting by a money field needs the ${MONEY_PERMISSION} permission`,
    changes && 'csrf_failed: the X-CSRF-Token header is missing or wrong',
  ].filter((reason): reason is string => typeof reason === 'string');
  return {
    400: ['validation_failed: the request does not fit the contract (issues name the fields)'],
    ...(endpoint.access === 'public' ? {} : { 401: ['unauthenticated: not signed in'] }),
    ...(forbidden.length > 0 ? { 403: forbidden } : {}),
    ...(endpoint.params ? { 404: ['not_found: nothing has the id in the path'] } : {}),
    408: ['the request did not arrive within ATRIUM_REQUEST_TIMEOUT_SECONDS'],
    ...(changes
      ? {
          413: ['validation_failed: the body is larger than the server takes, or the upload than its limit'],
          415: ['validation_failed: the body is of a type the endpoint does not read'],
        }
      : {}),
    ...(endpoint.acceptsIdempotencyKey
      ? {
          409: ['idempotency_key_in_progress: a request with the same Idempotency-Key has not finished'],
          422: ['idempotency_key_reused: the Idempotency-Key was sent with a different request'],
        }
      : {}),
    431: ['the request headers are larger than the server takes'],
  };
}

/** Statuses answered without a body of the API's own. */
const CONTENT_OF: Partial<Record<number, Record<string, unknown> | undefined>> = {
  304: undefined,
  408: CLIENT_ERROR_REPLY,
  431: CLIENT_ERROR_REPLY,
};

/** Every status the operation may answer, each with when and what it carries. */
export function operationReplies(endpoint: Endpoint): Record<string, StatusReply> {
  const reasons = derivedReasons(endpoint);
  for (const [status, reason] of Object.entries(endpoint.replies ?? {}) as [`${DeclaredStatus}`, string][]) {
    reasons[Number(status)] = [...(reasons[Number(status)] ?? []), reason];
  }
  const [successStatus, success] = successReply(endpoint);
  const replies: Record<string, StatusReply> = { [successStatus]: success };
  for (const status of Object.keys(reasons)
    .map(Number)
    .sort((a, b) => a - b)) {
    const description = (reasons[status] ?? []).join('; ');
    const content = status in CONTENT_OF ? CONTENT_OF[status] : ERROR_REPLY;
    replies[status] = content ? { description, content } : { description };
  }
  return replies;
}

/** A component's schema is read in the document's own dialect (OpenAPI 3.1). */
function withoutDialect(schema: Record<string, unknown>) {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

/** The schemas the replies refer to. */
export function replySchemas() {
  return {
    // Read as input: a refusal may carry more than code and message (an import's problems).
    Error: withoutDialect(z.toJSONSchema(ErrorBodySchema, { unrepresentable: 'any', io: 'input' })),
    ClientError: {
      type: 'object',
      properties: {
        error: { type: 'string' },
        message: { type: 'string' },
        statusCode: { type: 'integer' },
      },
      required: ['error', 'message', 'statusCode'],
    },
  };
}
