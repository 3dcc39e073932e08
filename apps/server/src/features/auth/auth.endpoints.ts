import { authEndpoints } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { handleEndpoint } from '../../platform/http.ts';
import { type AuthUser, cookieNames, ensureCsrfCookie } from '../../platform/session.ts';
import { login, logout, logoutByRefreshToken, refreshSession } from './auth.service.ts';
import { publicOrigin, registerOidcEndpoints } from './oidc.endpoints.ts';
import { endSessionUrl } from './oidc.service.ts';
import { createOidcClient } from './oidc-config.ts';
import type { SessionCache } from './session-cache.ts';
import { clearSessionCookies, setSessionCookies } from './session-cookies.ts';

/**
 * The reply for a signed-in caller, written once per resolved session: the cached session is one
 * object until something ends or changes it, and serialising it on every page load cost a fifth of
 * the call.
 */
function createSignedInReplies(): (user: AuthUser) => string {
  const replies = new WeakMap<AuthUser, string>();
  return (user) => {
    let body = replies.get(user);
    if (!body) {
      const {
        sessionId: _sessionId,
        csrfToken: _csrfToken,
        previewFacts: _previewFacts,
        ...sessionUser
      } = user;
      body = JSON.stringify({ IsLoggedIn: true, User: sessionUser });
      replies.set(user, body);
    }
    return body;
  };
}

export function registerAuthEndpoints(
  app: FastifyInstance,
  { db, config, sessions }: { db: Db; config: Config; sessions?: SessionCache },
) {
  const oidc = createOidcClient(config);
  const signedInReply = createSignedInReplies();
  const ctx = { db, config, sessions, oidc, log: app.log };

  handleEndpoint(app, authEndpoints.login, async ({ body, request, reply }) => {
    const { user, tokens } = await login(ctx, { email: body.email, password: body.password, ip: request.ip });
    setSessionCookies(reply, { tokens });
    return { IsLoggedIn: true, User: user };
  });

  handleEndpoint(app, authEndpoints.refresh, async ({ request, reply }) => {
    const refreshToken = request.cookies[cookieNames(request).refresh];
    try {
      if (!refreshToken) throw new AppError('refresh_failed', 'Please sign in.', 401);
      const { user, tokens } = await refreshSession(ctx, { refreshToken });
      setSessionCookies(reply, { tokens });
      return { IsLoggedIn: true, User: user };
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });

  handleEndpoint(app, authEndpoints.logout, async ({ user, request, reply }) => {
    const refreshToken = request.cookies[cookieNames(request).refresh];
    let idToken: string | null = null;
    if (user) ({ oidcIdToken: idToken } = await logout({ db, user, sessions }));
    else if (refreshToken)
      ({ oidcIdToken: idToken } = await logoutByRefreshToken({ db, sessions }, { refreshToken }));
    clearSessionCookies(reply);
    // A single sign-on session also ends at the provider, which then sends the browser to /login.
    const url = idToken
      ? await endSessionUrl(ctx, { idToken, postLogoutRedirectUri: `${publicOrigin(request, config)}/login` })
      : undefined;
    return { ok: true as const, ...(url ? { EndSessionUrl: url } : {}) };
  });

  // Asked on every page load; its reply is a few hundred bytes, not worth compressing.
  handleEndpoint(
    app,
    authEndpoints.isLoggedIn,
    ({ user, request, reply }) => {
      ensureCsrfCookie(request, reply);
      reply.header('Cache-Control', 'no-store');
      if (!user) return { IsLoggedIn: false, User: null };
      reply.type('application/json; charset=utf-8');
      return signedInReply(user);
    },
    { sendsOwnEncoding: true },
  );

  registerOidcEndpoints(app, { ctx, config });
}
