// Who is calling: the session cookie is resolved to a user before any handler runs, and every
// state-changing call must echo the CSRF cookie in a header (double-submit).
import { timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';
import { newToken } from './tokens.ts';

export type AuthUser = SessionUser & { sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const SESSION_COOKIE = 'atrium_session';
export const REFRESH_COOKIE = 'atrium_refresh';
export const CSRF_COOKIE = 'atrium_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/** The refresh cookie is only sent to the calls that need it. */
export const REFRESH_COOKIE_PATH = '/api/v2/user';

const API_PREFIX = '/api/';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Server-to-server sandboxes of external systems are not browser calls.
const CSRF_EXEMPT_PREFIXES = ['/sandbox/'];

export function registerSession(
  app: FastifyInstance,
  options: { resolve: (accessToken: string) => AuthUser | null | Promise<AuthUser | null> },
): void {
  app.decorateRequest('user', null);
  // A callback hook with a synchronous path: a cached session costs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    // Only the API asks who is calling; web assets, index.html and health checks never touch the
    // sessions table, so a page load does not cost a query per file.
    const token = request.url.startsWith(API_PREFIX) ? request.cookies[SESSION_COOKIE] : undefined;
    const user = token ? options.resolve(token) : null;
    if (!(user instanceof Promise)) {
      request.user = user;
      return done(csrfFailure(request));
    }
    user.then(
      (resolved) => {
        request.user = resolved;
        done(csrfFailure(request));
      },
      (error: Error) => done(error),
    );
  });
}

/** Every state-changing call must echo the CSRF cookie in a header; answers the refusal or nothing. */
function csrfFailure(request: FastifyRequest): AppError | undefined {
  if (!MUTATING.has(request.method)) return undefined;
  if (CSRF_EXEMPT_PREFIXES.some((p) => request.url.startsWith(p))) return undefined;
  const cookie = request.cookies[CSRF_COOKIE];
  const header = request.headers[CSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !sameSecret(cookie, header)) {
    return new AppError(
      'csrf_failed',
      'The security token is missing or wrong. Reload the page and try again.',
      403,
    );
  }
  return undefined;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Sets the readable CSRF cookie when the browser does not have one yet. */
export function ensureCsrfCookie(config: Config, existing: string | undefined, reply: FastifyReply): string {
  if (existing) return existing;
  const token = newToken(24);
  reply.setCookie(CSRF_COOKIE, token, {
    path: '/',
    sameSite: 'lax',
    secure: config.ATRIUM_COOKIE_SECURE,
    httpOnly: false,
  });
  return token;
}
