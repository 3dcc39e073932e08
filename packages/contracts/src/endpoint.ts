// One contract per call: method, path, who may call it, and zod schemas for what goes in and out.
import { z } from 'zod';
import type { Permission } from './permissions.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: any signed-in user; admin: SiteAdmin only; group:<name>: members of a group. */
export type Access = 'public' | 'user' | 'admin' | `group:${string}`;

/**
 * The reply of an endpoint that answers bytes (a file, an image, a PDF, a workbook), not JSON.
 * Recognised by identity, so declare it as is.
 */
export const BinaryResponseSchema = z.unknown().meta({ description: 'Bytes, not JSON', format: 'binary' });

export function isBinaryResponse(schema: z.ZodType): boolean {
  return schema === BinaryResponseSchema;
}

/** The reply of a call that answers with a redirect (302) for the browser to follow. Recognised by identity. */
export const RedirectResponseSchema = z.unknown().meta({ description: 'A redirect (302 with Location)' });

export function isRedirectResponse(schema: z.ZodType): boolean {
  return schema === RedirectResponseSchema;
}

/**
 * Statuses a call answers that only its feature knows of. The rest follow from the contract itself
 * (who may call, path parameters, a body; apps/server/src/platform/openapi-statuses.ts).
 */
export type DeclaredStatus = 304 | 400 | 401 | 403 | 404 | 409 | 429 | 502 | 503 | 504;

/** A call that reaches an external system answers its failures (spec 3 §8), one code per kind. */
export function externalSystemReplies(system: string): Partial<Record<DeclaredStatus, string>> {
  return {
    502: `${system} failed: connector_unavailable, connector_misconfigured, connector_rejected or connector_bad_response`,
    503: `${system} is busy (connector_busy, with Retry-After) or not connected (connector_not_configured)`,
    504: `connector_timeout: ${system} did not answer in time`,
  };
}

export interface Endpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Fastify-style path, e.g. `/api/v2/routes/:uuid`. */
  path: string;
  summary: string;
  access: Access;
  /** A permission flag the caller must hold as well (site admins hold every flag; docs/permissions.md). */
  permission?: Permission;
  body?: Body;
  query?: Query;
  params?: Params;
  /** What a successful call answers: a JSON schema, or `BinaryResponseSchema` for bytes. */
  response: Response;
  tag: string;
  /**
   * A POST that only reads (its filter is too rich for a query string): its answer need not wait
   * until every process has heard of changes, as the answers of calls that change things do.
   */
  changesNothing?: true;
  /**
   * A GET that changes things (spec 3 §7 keeps the connectors' link, create, enrich and unlink
   * calls as GETs): a preview refuses it as it refuses every other change.
   */
  changesOnGet?: true;
  /** Each status only the feature knows it answers, with when (`DeclaredStatus`). */
  replies?: Partial<Record<DeclaredStatus, string>>;
  /**
   * The call creates something: it accepts an optional `Idempotency-Key` header, and a retry with
   * the same key is answered the first reply instead of creating again (docs/security.md).
   */
  acceptsIdempotencyKey?: true;
}

export function defineEndpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Body, Query, Params, Response>): Endpoint<Body, Query, Params, Response> {
  return endpoint;
}
