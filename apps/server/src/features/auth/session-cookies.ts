// The session's cookies, set the same way whichever way the person signed in.
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import { REFRESH_COOKIE, REFRESH_COOKIE_PATH, SESSION_COOKIE } from '../../platform/session.ts';
import type { IssuedTokens } from './auth.service.ts';

export function setSessionCookies(
  reply: FastifyReply,
  { config, tokens }: { config: Pick<Config, 'ATRIUM_COOKIE_SECURE'>; tokens: IssuedTokens },
): void {
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: config.ATRIUM_COOKIE_SECURE };
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

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}
