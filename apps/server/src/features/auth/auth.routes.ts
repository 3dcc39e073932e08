import { authEndpoints } from '@atrium/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http.ts';
import {
  CSRF_COOKIE,
  ensureCsrfCookie,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  SESSION_COOKIE,
} from '../../platform/session.ts';
import { type IssuedTokens, login, logout, logoutByRefreshToken, refreshSession } from './auth.service.ts';
import type { SessionCache } from './session-cache.ts';

export function registerAuthRoutes(
  app: FastifyInstance,
  { db, config, sessions }: { db: Db; config: Config; sessions?: SessionCache },
) {
  const ctx = { db, config, sessions };
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
    const { user, tokens } = await login(ctx, { email: body.email, password: body.password, ip: request.ip });
    setSessionCookies(reply, tokens);
    return { IsLoggedIn: true, User: user };
  });

  defineRoute(app, authEndpoints.refresh, async ({ request, reply }) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    try {
      if (!refreshToken) throw new AppError('refresh_failed', 'Please sign in.', 401);
      const { user, tokens } = await refreshSession(ctx, { refreshToken });
      setSessionCookies(reply, tokens);
      return { IsLoggedIn: true, User: user };
    } catch (error) {
      clearSessionCookies(reply);
      throw error;
    }
  });

  defineRoute(app, authEndpoints.logout, async ({ user, request, reply }) => {
    const refreshToken = request.cookies[REFRESH_COOKIE];
    if (user) await logout({ db, user, sessions });
    else if (refreshToken) await logoutByRefreshToken({ db, sessions }, { refreshToken });
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
