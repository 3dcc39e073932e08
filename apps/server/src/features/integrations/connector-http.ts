// The HTTP client under every connector: bearer token, a timeout per attempt, bounded retries with
// exponential backoff on 429 (honouring Retry-After) and on 5xx or a dropped connection (only when
// repeating the call is safe), replies parsed with zod, and failures mapped to connector errors
// with the cause logged.
import type { z } from 'zod';
import {
  OutboundAddressError,
  type OutboundFetch,
  OutboundRefusedError,
} from '../../platform/outbound-fetch.ts';
import { type ConnectorName, connectorErrors } from './connector-errors.ts';

export interface ConnectorLog {
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export interface ConnectorHttpOptions {
  name: ConnectorName;
  /** Resolved on every call: the sandbox's address is known only once the server listens. */
  baseUrl: () => string;
  token: string;
  timeoutMs: number;
  /** Retries after the first attempt. */
  maxRetries: number;
  /** First backoff delay; doubled on each retry. */
  retryBaseMs: number;
  log: ConnectorLog;
  /** The longest Retry-After worth waiting for inside a user's request; longer fails at once. */
  maxRetryAfterMs?: number;
  /**
   * Calls to an address set in the configuration go through this, which refuses addresses inside
   * the network; unset, the plain fetch (the shipped sandbox, at the server's own address).
   */
  outbound?: OutboundFetch;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ConnectorRequest<T> {
  method: HttpMethod;
  /** Below the base URL, starting with '/'. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: z.ZodType<T>;
}

/** The bytes of a binary reply (a file's content, a thumbnail). */
export interface ConnectorBytes {
  bytes: Buffer;
  contentType: string;
  status: number;
}

export interface ConnectorHttp {
  readonly name: ConnectorName;
  /** A binary reply, following redirects; a 404 answers null. */
  download(
    request: Omit<ConnectorRequest<unknown>, 'schema' | 'body'> & { maxBytes: number },
  ): Promise<ConnectorBytes | null>;
  /** The parsed reply; any failure is a connector error. */
  request<T>(request: ConnectorRequest<T>): Promise<T>;
  /** Like `request`, but a 404 answers null (a record that does not exist). */
  find<T>(request: ConnectorRequest<T>): Promise<T | null>;
}

const MAX_BACKOFF_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date, in milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function backoffMs(base: number, attempt: number): number {
  const exponential = Math.min(MAX_BACKOFF_MS, base * 2 ** attempt);
  // ±20% jitter so several processes retrying together do not arrive together.
  return Math.round(exponential * (0.8 + Math.random() * 0.4));
}

const isTimeout = (error: unknown) =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');

function buildUrl(base: string, path: string, query: ConnectorRequest<unknown>['query']): URL {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  return url;
}

async function readMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as { Message?: unknown; message?: unknown };
    const message = parsed.Message ?? parsed.message;
    if (typeof message === 'string' && message) return message.slice(0, 300);
  } catch {
    // not JSON: fall through to the text
  }
  return text.slice(0, 300) || `HTTP ${response.status}`;
}

export function createConnectorHttp(options: ConnectorHttpOptions): ConnectorHttp {
  const { name, log } = options;
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 5_000;

  async function send<T>(
    request: ConnectorRequest<T>,
    notFoundIsNull: boolean,
    binary?: { maxBytes: number },
  ): Promise<T | ConnectorBytes | null> {
    const { method, path } = request;
    const where = { connector: name, method, path };
    let url: URL;
    try {
      url = buildUrl(options.baseUrl(), path, request.query);
    } catch (cause) {
      log.warn({ ...where, err: cause }, `${name}: no address to call`);
      throw connectorErrors.unavailable(name);
    }
    // POST creates: repeating it after a 5xx or a dropped connection could create twice.
    const isSafeToRepeat = method !== 'POST';

    for (let attempt = 0; ; attempt++) {
      const canRetry = attempt < options.maxRetries;
      let response: Response;
      try {
        const init = {
          method,
          headers: {
            authorization: `Bearer ${options.token}`,
            accept: binary ? '*/*' : 'application/json',
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(options.timeoutMs),
        };
        response = await (options.outbound ? options.outbound.fetch(url, init) : fetch(url, init));
      } catch (cause) {
        if (cause instanceof OutboundRefusedError || cause instanceof OutboundAddressError) {
          // An address the server may not call is a setting to fix, not a failure to retry.
          log.warn({ ...where, reason: cause.message }, `${name} refused: ${cause.message}`);
          throw connectorErrors.misconfigured(name);
        }
        if (isTimeout(cause)) {
          log.warn({ ...where, attempt, timeoutMs: options.timeoutMs, err: cause }, `${name} timed out`);
          throw connectorErrors.timeout(name);
        }
        if (isSafeToRepeat && canRetry) {
          log.debug({ ...where, attempt, err: cause }, `${name} unreachable, retrying`);
          await sleep(backoffMs(options.retryBaseMs, attempt));
          continue;
        }
        log.warn({ ...where, attempt, err: cause }, `${name} unreachable`);
        throw connectorErrors.unavailable(name);
      }

      const { status } = response;
      if (status === 429 || status >= 500) {
        const wait =
          status === 429
            ? (retryAfterMs(response.headers.get('retry-after')) ?? backoffMs(options.retryBaseMs, attempt))
            : backoffMs(options.retryBaseMs, attempt);
        await response.body?.cancel().catch(() => undefined);
        const retryable = status === 429 || isSafeToRepeat;
        if (retryable && canRetry && wait <= maxRetryAfterMs) {
          log.debug({ ...where, attempt, status, waitMs: wait }, `${name} answered ${status}, retrying`);
          await sleep(wait);
          continue;
        }
        log.warn({ ...where, attempt, status }, `${name} answered ${status}`);
        throw status === 429 ? connectorErrors.busy(name) : connectorErrors.unavailable(name);
      }
      if (status === 401 || status === 403) {
        log.warn(
          { ...where, status, detail: await readMessage(response) },
          `${name} refused the credentials`,
        );
        throw connectorErrors.misconfigured(name);
      }
      if (status === 404 && notFoundIsNull) {
        await response.body?.cancel().catch(() => undefined);
        return null;
      }
      if (!response.ok) {
        const detail = await readMessage(response);
        log.warn({ ...where, status, detail }, `${name} refused the call`);
        throw status === 404 ? connectorErrors.unavailable(name) : connectorErrors.rejected(name, detail);
      }

      if (binary) {
        const declared = Number(response.headers.get('content-length') ?? 0);
        let bytes: Buffer;
        try {
          if (declared > binary.maxBytes) throw new RangeError('the file is larger than the portal serves');
          bytes = Buffer.from(await response.arrayBuffer());
          if (bytes.length > binary.maxBytes)
            throw new RangeError('the file is larger than the portal serves');
        } catch (cause) {
          if (isTimeout(cause)) {
            log.warn({ ...where, err: cause }, `${name} timed out while answering`);
            throw connectorErrors.timeout(name);
          }
          await response.body?.cancel().catch(() => undefined);
          log.warn({ ...where, err: cause }, `${name} sent bytes the portal could not read`);
          throw connectorErrors.badResponse(name);
        }
        return {
          bytes,
          contentType: response.headers.get('content-type') ?? 'application/octet-stream',
          status,
        };
      }

      let payload: unknown;
      try {
        payload = await response.json();
      } catch (cause) {
        if (isTimeout(cause)) {
          log.warn({ ...where, err: cause }, `${name} timed out while answering`);
          throw connectorErrors.timeout(name);
        }
        log.warn({ ...where, err: cause }, `${name} answered something other than JSON`);
        throw connectorErrors.badResponse(name);
      }
      const parsed = request.schema.safeParse(payload);
      if (!parsed.success) {
        log.warn(
          { ...where, issues: parsed.error.issues.slice(0, 5) },
          `${name} answered in an unexpected shape`,
        );
        throw connectorErrors.badResponse(name);
      }
      return parsed.data;
    }
  }

  return {
    name,
    // Without notFoundIsNull every non-2xx answer throws, so the result is never null.
    request: async <T>(request: ConnectorRequest<T>) => (await send(request, false)) as T,
    find: async <T>(request: ConnectorRequest<T>) => (await send(request, true)) as T | null,
    download: async ({ maxBytes, ...request }) =>
      (await send({ ...request, schema: undefined as never }, true, { maxBytes })) as ConnectorBytes | null,
  };
}
