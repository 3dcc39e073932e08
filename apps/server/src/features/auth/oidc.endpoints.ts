// Single sign-on's browser steps: the sign-in screen's options, the start (off to the provider) and
// the callback (back with a code). Both steps answer redirects; a refusal lands on /login?sso=<code>.
import { authEndpoints } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { handleEndpoint } from '../../platform/http.ts';
import {
  describeSignInOptions,
  finishOidcSignIn,
  type OidcContext,
  SIGN_IN_LIFETIME_SECONDS,
  SsoRefused,
  startOidcSignIn,
} from './oidc.service.ts';
import { setSessionCookies } from './session-cookies.ts';

/**
 * The HttpOnly cookie that ties a sign-in under way to the browser that started it; over HTTPS
 * `__Secure-` (it keeps its narrow path, which `__Host-` would not allow).
 */
const signInCookie = (request: FastifyRequest) =>
  request.servedSecurely ? '__Secure-atrium_oidc' : 'atrium_oidc';
const SIGN_IN_COOKIE_PATH = '/api/v2/user/oidc';
const CALLBACK_PATH = authEndpoints.oidcCallback.path;

/** The portal's address as the browser sees it: configured, or the request's own. */
export function publicOrigin(request: FastifyRequest, config: Pick<Config, 'ATRIUM_PUBLIC_URL'>): string {
  if (config.ATRIUM_PUBLIC_URL) return new URL(config.ATRIUM_PUBLIC_URL).origin;
  return `${request.protocol}://${request.host}`;
}

function refuse(reply: FastifyReply, refusal: SsoRefused, returnUrl?: string) {
  const query = new URLSearchParams({ sso: refusal.code });
  if (returnUrl && returnUrl !== '/') query.set('returnUrl', returnUrl);
  reply.header('Cache-Control', 'no-store');
  return reply.redirect(`/login?${query}`, 302);
}

export function registerOidcEndpoints(
  app: FastifyInstance,
  { ctx, config }: { ctx: OidcContext; config: Config },
) {
  handleEndpoint(app, authEndpoints.signInOptions, async ({ reply }) => {
    reply.header('Cache-Control', 'no-store');
    return describeSignInOptions(config, ctx.oidc);
  });

  handleEndpoint(app, authEndpoints.oidcStart, async ({ query, request, reply }) => {
    try {
      const redirectUri = `${publicOrigin(request, config)}${CALLBACK_PATH}`;
      const { url, browserKey } = await startOidcSignIn(ctx, { returnUrl: query.returnUrl, redirectUri });
      reply.setCookie(signInCookie(request), browserKey, {
        path: SIGN_IN_COOKIE_PATH,
        httpOnly: true,
        // Lax: the provider's redirect back is a top-level navigation, which carries it.
        sameSite: 'lax',
        secure: request.servedSecurely,
        maxAge: SIGN_IN_LIFETIME_SECONDS,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(url, 302);
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      return refuse(reply, error, query.returnUrl);
    }
  });

  handleEndpoint(app, authEndpoints.oidcCallback, async ({ request, reply }) => {
    const redirectUri = `${publicOrigin(request, config)}${CALLBACK_PATH}`;
    const callbackUrl = new URL(redirectUri);
    callbackUrl.search = new URL(request.url, 'http://callback.invalid').search;
    const browserKey = request.cookies[signInCookie(request)];
    reply.clearCookie(signInCookie(request), { path: SIGN_IN_COOKIE_PATH, secure: request.servedSecurely });
    try {
      const { tokens, returnUrl } = await finishOidcSignIn(ctx, { browserKey, callbackUrl, redirectUri });
      setSessionCookies(reply, { tokens });
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(returnUrl, 302);
    } catch (error) {
      if (!(error instanceof SsoRefused)) throw error;
      request.log.warn({ sso: error.code, reason: error.reason }, 'single sign-on refused');
      return refuse(reply, error);
    }
  });
}
