// Who is calling: the session cookie is resolved to a user before any handler runs, and every
// state-changing call must echo the CSRF token in a header: the signed-in session's own token, or
// before sign-in the CSRF cookie (double-submit).
import { timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { isServedSecurely } from './security.ts';
import { newToken } from './tokens.ts';

export type AuthUser = SessionUser & {
  sessionId: string;
  /** The CSRF token bound to the session at sign-in (absent for sessions opened before there was one). */
  csrfToken?: string | null;
  /**
   * A site admin previewing the portal as someone else (docs/permissions.md, _Preview as_): the
   * rest of this user is the previewed reader, and these are their facts for the audience rule.
   */
  previewFacts?: PreviewFacts;
};

/** What an audience may be about for a previewed reader (the shape of features/site/audience.ts). */
export interface PreviewFacts {
  LocationId: number | null;
  LicenseId: number | null;
  RegionId: number | null;
  PracticeGroupId: number | null;
  Role: string;
  Groups: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** Reached over HTTPS (platform/security.ts): the session's cookies are then `__Host-` and `Secure`. */
    servedSecurely: boolean;
  }
}

export interface CookieNames {
  session: string;
  refresh: string;
  csrf: string;
  /** Where the refresh cookie is sent. */
  refreshPath: string;
}

/**
 * Over plain HTTP (development, tests) the plain names; the refresh cookie is only sent to the
 * calls that need it.
 */
const PLAIN_COOKIES: CookieNames = Object.freeze({
  session: 'atrium_session',
  refresh: 'atrium_refresh',
  csrf: 'atrium_csrf',
  refreshPath: '/api/v2/user',
});

/**
 * Over HTTPS the `__Host-` names: browsers keep such a cookie only when it is `Secure`, has no
 * `Domain` and has `Path=/`, so another host of the domain (or a plain-HTTP reply forged on the
 * network) cannot plant or overwrite one. `__Host-` needs `Path=/`, so the refresh cookie is sent
 * with every request to the portal too — over TLS, to the same host, never read by anything else.
 */
const HOST_COOKIES: CookieNames = Object.freeze({
  session: '__Host-atrium_session',
  refresh: '__Host-atrium_refresh',
  csrf: '__Host-atrium_csrf',
  refreshPath: '/',
});

/** The session's cookie names: `__Host-` over HTTPS, plain over HTTP. */
export const cookieNamesFor = (servedSecurely: boolean): CookieNames =>
  servedSecurely ? HOST_COOKIES : PLAIN_COOKIES;

/** The session's cookie names for this request. */
export const cookieNames = (request: FastifyRequest): CookieNames => cookieNamesFor(request.servedSecurely);

export const CSRF_HEADER = 'x-csrf-token';

const API_PREFIX = '/api/';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Server-to-server sandboxes of external systems are not browser calls.
const CSRF_EXEMPT_PREFIXES = ['/sandbox/'];

export function registerSession(
  app: FastifyInstance,
  options: {
    config: Pick<Config, 'ATRIUM_COOKIE_SECURE' | 'ATRIUM_PUBLIC_URL'>;
    resolve: (accessToken: string) => AuthUser | null | Promise<AuthUser | null>;
  },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('servedSecurely', false);
  // A callback hook with a synchronous path: a cached session costs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    request.servedSecurely = isServedSecurely(options.config, request);
    // Only the API asks who is calling; web assets, index.html and health checks never touch the
    // sessions table, so a page load does not cost a query per file.
    const token = request.url.startsWith(API_PREFIX)
      ? request.cookies[cookieNames(request).session]
      : undefined;
    const user = token ? options.resolve(token) : null;
    if (!(user instanceof Promise)) {
      request.user = user;
      return done(csrfFailure(request, reply));
    }
    user.then(
      (resolved) => {
        request.user = resolved;
        done(csrfFailure(request, reply));
      },
      (error: Error) => done(error),
    );
  });
}

/** Every state-changing call must echo the CSRF token in a header; answers the refusal or nothing. */
function csrfFailure(request: FastifyRequest, reply: FastifyReply): AppError | undefined {
  if (!MUTATING.has(request.method)) return undefined;
  if (CSRF_EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return undefined;
  if (hasCsrfProof(request)) return undefined;
  closeWithoutReading(request, reply);
  return csrfRefusal();
}

/**
 * A request refused before its body was read: the connection is closed after the answer, so the
 * rest of the body is never read (a 9 MB upload from an anonymous caller costs nothing).
 */
export function closeWithoutReading(request: FastifyRequest, reply: FastifyReply): void {
  const length = request.headers['content-length'];
  const hasBody =
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  if (hasBody) reply.header('connection', 'close');
}

export const csrfRefusal = () =>
  new AppError('csrf_failed', 'The security token is missing or wrong. Reload the page and try again.', 403);

/**
 * Whether the request echoes the right CSRF token in its header. A signed-in session has its own
 * token, made at sign-in: only that one passes, whatever cookie came along — a token from before
 * sign-in, from another session, or planted as a cookie does not. Without a session (signing in,
 * refreshing an expired access token) the header must match the CSRF cookie.
 */
export function hasCsrfProof(request: FastifyRequest): boolean {
  const header = request.headers[CSRF_HEADER];
  if (typeof header !== 'string' || header === '') return false;
  const bound = request.user?.csrfToken;
  if (bound) return sameSecret(bound, header);
  const cookie = request.cookies[cookieNames(request).csrf];
  return cookie !== undefined && cookie !== '' && sameSecret(cookie, header);
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Sets the readable CSRF cookie when the browser does not have the right one: the signed-in
 * session's token, or before sign-in any token.
 */
export function ensureCsrfCookie(request: FastifyRequest, reply: FastifyReply): string {
  const existing = request.cookies[cookieNames(request).csrf];
  const bound = request.user?.csrfToken;
  if (bound) {
    if (existing !== bound) setCsrfCookie(reply, bound);
    return bound;
  }
  if (existing) return existing;
  const token = newToken(24);
  setCsrfCookie(reply, token);
  return token;
}

/** The CSRF cookie is readable by the web app, which echoes it in `X-CSRF-Token`. */
export function setCsrfCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(cookieNames(reply.request).csrf, token, {
    path: '/',
    sameSite: 'lax',
    secure: reply.request.servedSecurely,
    httpOnly: false,
  });
}
