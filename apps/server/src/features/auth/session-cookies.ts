// The session's cookies, set the same way whichever way the person signed in: `__Host-` names and
// `Secure` over HTTPS, the plain names over HTTP (platform/session.ts).
import type { FastifyReply } from 'fastify';
import { cookieNames, setCsrfCookie } from '../../platform/session.ts';
import type { IssuedTokens } from './auth.service.ts';

export function setSessionCookies(reply: FastifyReply, { tokens }: { tokens: IssuedTokens }): void {
  const names = cookieNames(reply.request);
  const cookieBase = { httpOnly: true, sameSite: 'lax' as const, secure: reply.request.servedSecurely };
  reply.setCookie(names.session, tokens.accessToken, {
    ...cookieBase,
    path: '/',
    expires: tokens.refreshExpiresAt,
  });
  reply.setCookie(names.refresh, tokens.refreshToken, {
    ...cookieBase,
    path: names.refreshPath,
    expires: tokens.refreshExpiresAt,
  });
  // The session's own CSRF token replaces whatever the browser held before sign-in.
  if (tokens.csrfToken) setCsrfCookie(reply, tokens.csrfToken);
}

export function clearSessionCookies(reply: FastifyReply): void {
  const names = cookieNames(reply.request);
  const secure = reply.request.servedSecurely;
  reply.clearCookie(names.session, { path: '/', secure });
  reply.clearCookie(names.refresh, { path: names.refreshPath, secure });
}
