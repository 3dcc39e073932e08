// One contract per call: method, path, who may call it, and zod schemas for what goes in and out.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** public: anyone; user: any signed-in user; admin: SiteAdmin only; group:<name>: members of a group. */
export type Access = 'public' | 'user' | 'admin' | `group:${string}`;

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
  body?: Body;
  query?: Query;
  params?: Params;
  response?: Response;
  tag: string;
}

export function defineEndpoint<
  Body extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Params extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
>(endpoint: Endpoint<Body, Query, Params, Response>): Endpoint<Body, Query, Params, Response> {
  return endpoint;
}
