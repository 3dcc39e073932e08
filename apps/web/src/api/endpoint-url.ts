// Addresses of contract endpoints for the browser itself to open: links, images, downloads.
import { API_PATH_PREFIX, type Endpoint } from '@atrium/contracts';
import type { z } from 'zod';
import { fillEndpointPath } from './call-endpoint.ts';
import { buildUrl, type RequestOptions } from './client.ts';
import type { EndpointAddress } from './endpoint-address.ts';

type Params<E> = E extends Endpoint<z.ZodType, z.ZodType, infer P> ? z.input<P> : never;
type Query<E> = E extends Endpoint<z.ZodType, infer Q> ? z.input<Q> : never;

/** `assetEndpoints.downloadFile` (or its address) + `{ id: 7 }` → `/api/v2/box/file/7/download`. */
export function endpointUrl<E extends Endpoint>(
  endpoint: E | EndpointAddress<E>,
  params?: Params<E>,
  query?: Query<E>,
): string {
  return buildUrl(
    fillEndpointPath(endpoint.path, params as Record<string, unknown>),
    query as RequestOptions['query'],
  );
}

/** The path parameters when `path` is an address of the endpoint (no query), else null. */
export function matchEndpointUrl(endpoint: Endpoint, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = endpoint.path
    .split(/(:[A-Za-z_][A-Za-z0-9_]*)/)
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1])]));
}

/** Addresses the API serves (a file download, say) are opened by the browser, not the app's router. */
export const isApiPath = (path: string): boolean => path.startsWith(API_PATH_PREFIX);
