import { authEndpoints } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  CSRF_COOKIE,
  ensureCsrfCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
} from '../../platform/session.ts';
import type { AuthService, IssuedTokens } from './auth.service.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  { auth, config }: { auth: AuthService; config: Config },
) {
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.ATRIUM_COOKIE_SECURE };

  function setSessionCookies(reply: FastifyReply, tokens: IssuedTokens) {
    reply.setCookie(SESSION_COOKIE, tokens.accessToken, {
      ...cookieBase,
      path: '/',
      expires: tokens.refreshExpiresAt,
    });
    reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
      ...cookieBase,
      path: REFRESH_COOKIE_PATH,
      expires: tokens.refreshExpiresAt,
    });
  }

  function clearSessionCookies(reply: FastifyReply) {
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
  }

  defineRoute(app, authEndpoints.login, async ({ body, request, reply }) => {
    const { user, tokens } = await auth.login({ email: body.email, password: body.password, ip: request.ip });
    setSessionCookies(reply, tokens);
    return { IsLoggedIn: true, User: user };
  });

  defineRoute(app, authEndpoints.refresh, async ({ request, reply }) => {
    const token = request.cookies[REFRESH_COOKIE];
    try {
      if (!token) throw new Error('no refresh token');
      const { user, tokens } = await auth.refresh(token);
      setSessionCookies(reply, tokens);
      return { IsLoggedIn: true, User: user };
    } catch (error) {
      clearSessionCookies(reply);
      if (!token) return reply.status(401).send({ code: 'refresh_failed', message: 'Please sign in.' });
      throw error;
    }
  });

  defineRoute(app, authEndpoints.logout, async ({ user, request, reply }) => {
    if (user) await auth.logout(user.sessionId);
    else if (request.cookies[REFRESH_COOKIE])
      await auth.logoutByRefreshToken(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply);
    return { ok: true as const };
  });

  defineRoute(app, authEndpoints.isLoggedIn, async ({ user, request, reply }) => {
    ensureCsrfCookie(config, request.cookies[CSRF_COOKIE], reply);
    reply.header('Cache-Control', 'no-store');
    if (!user) return { IsLoggedIn: false, User: null };
    const { sessionId: _sessionId, ...sessionUser } = user;
    return { IsLoggedIn: true, User: sessionUser };
  });
}
