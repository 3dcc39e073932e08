// The one HTTP client: JSON, cookies, the CSRF header, one shared session refresh on 401, and the
// sign-in redirect when the session is gone (spec 1 §4, §6, §8).
import type { HttpMethod } from '@atrium/contracts';
import { ApiError, toApiError } from './api-error.ts';
import { CSRF_HEADER, readCsrfToken } from './csrf.ts';
import { startUpEndpoints } from './endpoint-address.ts';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key.ts';
import { PREVIEW_AS_HEADER, readPreviewAs } from './preview-as.ts';
import { handleNetworkFailure, handleSessionExpired } from './session-events.ts';

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** A text body sent as it is with this type (a CSV file); otherwise the body is sent as JSON. */
  contentType?: string;
  query?: Record<string, QueryValue | QueryValue[]>;
  signal?: AbortSignal;
  responseType?: 'json' | 'blob';
  /** Boot-time calls report a signed-out user instead of starting the expiry flow. */
  skipSessionRecovery?: boolean;
  /** Sent as `Idempotency-Key`, the same on this call's own retries (creating calls). */
  idempotencyKey?: string;
  /** The call only reads: during a preview it is answered as the previewed reader (preview-as.ts). */
  readsOnly?: boolean;
}

const MUTATING: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls whose 401 means "wrong password" or "no session", never "refresh and retry". */
const AUTH_PATHS = new Set([startUpEndpoints.login.path, startUpEndpoints.refresh.path]);

let refreshInFlight: Promise<boolean> | null = null;

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A 302 means the session is gone just like a 401 (spec 1 §6); fetch reports it as opaqueredirect. */
function isUnauthorized(response: Response): boolean {
  return response.status === 401 || response.status === 302 || response.type === 'opaqueredirect';
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCsrfToken();
  if (existing) return existing;
  // The server hands out the cookie on isLoggedIn; ask once when it is missing.
  await fetch(startUpEndpoints.isLoggedIn.path, { credentials: 'include' }).catch(() => undefined);
  return readCsrfToken();
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isText = options.contentType !== undefined && typeof options.body === 'string';
  if (options.body !== undefined)
    headers['Content-Type'] = isText ? (options.contentType as string) : 'application/json';
  // Reads carry the token too: the GETs that change things (spec 3 §7: link, unlink, create,
  // enrich) ask for it when the browser does not say where a request comes from.
  const token = MUTATING.has(method) ? await ensureCsrfToken() : readCsrfToken();
  if (token) headers[CSRF_HEADER] = token;
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  const previewAs = options.readsOnly ? readPreviewAs() : null;
  if (previewAs) headers[PREVIEW_AS_HEADER] = previewAs.value;
  try {
    return await fetch(url, {
      method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : isText
            ? (options.body as string)
            : JSON.stringify(options.body),
      credentials: 'include',
      redirect: 'manual',
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    if (!options.skipSessionRecovery) handleNetworkFailure();
    throw new ApiError('network_error', 'Atrium cannot be reached. Check your connection and try again.', 0);
  }
}

/**
 * Tabs of one browser share the cookies: a Web Lock makes their refreshes take turns, so each sends
 * the refresh token the previous one received instead of the one it just spent.
 */
function acrossTabs<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('atrium-session-refresh', run) : run();
}

/**
 * Whether the cookies already hold a live session: after waiting its turn, a tab asks before
 * refreshing, because the tab before it may have refreshed already. Refreshing again would replace
 * the access token that tab is about to retry with, turning it away.
 */
async function isSessionLive(): Promise<boolean> {
  const response = await send(startUpEndpoints.isLoggedIn.path, { skipSessionRecovery: true });
  if (!response.ok) return false;
  const body = (await response.json().catch(() => null)) as { IsLoggedIn?: boolean } | null;
  return body?.IsLoggedIn === true;
}

/** One refresh for every call that hit a 401 at the same moment, in this tab and across tabs. */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= acrossTabs(async () => {
    if (await isSessionLive()) return true;
    const response = await send(startUpEndpoints.refresh.path, { method: 'POST', skipSessionRecovery: true });
    return response.ok;
  })
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

async function sendWithRecovery(url: string, path: string, options: RequestOptions): Promise<Response> {
  let response = await send(url, options);
  if (response.status === 403) {
    const error = await toApiError(response.clone());
    // A stale CSRF cookie: fetch a fresh one and try once more.
    if (error.code === 'csrf_failed') {
      await fetch(startUpEndpoints.isLoggedIn.path, { credentials: 'include' }).catch(() => undefined);
      response = await send(url, options);
    }
  }
  if (!isUnauthorized(response) || AUTH_PATHS.has(path) || options.skipSessionRecovery) return response;
  if (await refreshSession()) {
    response = await send(url, options);
    if (!isUnauthorized(response)) return response;
  }
  handleSessionExpired();
  throw new ApiError('unauthenticated', 'Your session has expired. Please sign in again.', 401);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  const response = await sendWithRecovery(url, path, options);
  // A redirect has no readable body; a 401 here (login, refresh, boot) carries the server's reason.
  if (response.status !== 401 && isUnauthorized(response))
    throw new ApiError('unauthenticated', 'Please sign in.', 401);
  if (!response.ok) throw await toApiError(response);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
