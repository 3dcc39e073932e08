// Multipart uploads (images for the editor and the image explorer, a profile's photo): the JSON client's cookies,
// CSRF header and one session refresh, with the file in the form field "file".
import type { Endpoint } from '@atrium/contracts';
import { toApiError } from './api-error.ts';
import { type EndpointResponse, fillEndpointPath } from './call-endpoint.ts';
import { refreshSession } from './client.ts';
import { CSRF_HEADER, readCsrfToken } from './csrf.ts';
import type { EndpointAddress } from './endpoint-address.ts';
import { IDEMPOTENCY_KEY_HEADER, newIdempotencyKey } from './idempotency-key.ts';

async function send(
  method: string,
  path: string,
  form: FormData,
  idempotencyKey: string | undefined,
): Promise<Response> {
  const token = readCsrfToken();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers[CSRF_HEADER] = token;
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  return fetch(path, { method, body: form, credentials: 'include', headers });
}

export async function uploadFile<E extends Endpoint>(options: {
  /** The contract's endpoint, or its address where the screen should not wait for zod. */
  endpoint: E | EndpointAddress<E>;
  file: File;
  title?: string;
  /** Values of the endpoint's path parameters, e.g. `{ id }` for `/…/events/:id/attachments`. */
  params?: Record<string, string | number>;
}): Promise<EndpointResponse<E>> {
  const path = fillEndpointPath(options.endpoint.path, options.params);
  const form = () => {
    const data = new FormData();
    // Fields before the file, so the server reads them first.
    if (options.title) data.append('title', options.title);
    data.append('file', options.file, options.file.name);
    return data;
  };
  // One upload, one key: sent again after a refresh, it is not stored twice.
  const key = options.endpoint.acceptsIdempotencyKey ? newIdempotencyKey() : undefined;
  const { method } = options.endpoint;
  let response = await send(method, path, form(), key);
  if (response.status === 401 && (await refreshSession())) response = await send(method, path, form(), key);
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as EndpointResponse<E>;
}
