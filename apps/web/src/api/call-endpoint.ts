// Calls a contract endpoint with its path, method and types taken from packages/contracts.
import type { Endpoint } from '@atrium/contracts';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './client.ts';
import type { EndpointAddress } from './endpoint-address.ts';
import { newIdempotencyKey } from './idempotency-key.ts';

type Types<E> =
  E extends Endpoint<infer Body, infer Query, infer Params, infer Response>
    ? { body: z.input<Body>; query: z.input<Query>; params: z.input<Params>; response: z.output<Response> }
    : never;

export type EndpointResponse<E> = Types<E>['response'];

export interface CallInput<E> {
  params?: Types<E>['params'];
  query?: Types<E>['query'];
  body?: Types<E>['body'];
  /** For an endpoint whose body is text of another type (e.g. 'text/csv'). */
  contentType?: string;
  signal?: AbortSignal;
  skipSessionRecovery?: boolean;
  /** A creating call gets a fresh key per call; a screen that sends one action again passes its key. */
  idempotencyKey?: string;
}

/** `/api/v2/:kind/filter` + `{kind: 'company'}` → `/api/v2/company/filter`. */
export function fillEndpointPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`Missing path parameter "${name}"`);
    return encodeURIComponent(String(value));
  });
}

/** A contract's endpoint, or only its address (the calls made at start-up). */
type Target<E extends Endpoint> = E | EndpointAddress<E>;

function send<T, E extends Endpoint>(
  endpoint: Target<E>,
  input: CallInput<E>,
  responseType: 'json' | 'blob',
) {
  return apiRequest<T>(fillEndpointPath(endpoint.path, input.params as Record<string, unknown>), {
    method: endpoint.method,
    body: input.body,
    contentType: input.contentType,
    query: input.query as RequestOptions['query'],
    signal: input.signal,
    skipSessionRecovery: input.skipSessionRecovery,
    idempotencyKey: endpoint.acceptsIdempotencyKey
      ? (input.idempotencyKey ?? newIdempotencyKey())
      : undefined,
    responseType,
    readsOnly: endpoint.method === 'GET' || endpoint.changesNothing === true,
  });
}

export function callEndpoint<E extends Endpoint>(
  endpoint: Target<E>,
  input: CallInput<E> = {},
): Promise<EndpointResponse<E>> {
  return send<EndpointResponse<E>, E>(endpoint, input, 'json');
}

/** For endpoints that answer with a file (a workbook, a PDF, a stored file): its bytes. */
export function callEndpointForFile<E extends Endpoint>(
  endpoint: Target<E>,
  input: CallInput<E> = {},
): Promise<Blob> {
  return send<Blob, E>(endpoint, input, 'blob');
}
