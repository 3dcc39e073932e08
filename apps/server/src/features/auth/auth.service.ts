// Signing in and out: sessions with short-lived access tokens and rotating refresh tokens, failed
// sign-ins counted towards their limit (sign-in-throttle.ts), and the first site admin of a real
// deployment.
import { DEFAULT_LOCALE, LocaleSchema, type Permission, type SessionUser } from '@atrium/contracts';
import type { Config } from '../../config.ts';
import type { Database, Executor } from '../../platform/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { ServiceContext, SystemContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import {
  hashPassword,
  hashToken,
  newToken,
  openWithToken,
  sealWithToken,
  verifyPassword,
} from '../../platform/tokens.ts';
import * as repo from './auth.repo.ts';
import { SESSION_CHANNEL, SessionCache } from './session-cache.ts';
import { forgetAttempts, reserveAttempt, waitAfterFailure } from './sign-in-throttle.ts';

const ALL_PERMISSIONS: Permission[] = [
  'ViewFinancials',
  'ExportReports',
  'ManageCompanies',
  'ViewAllAssignments',
];

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: Date;
  refreshExpiresAt: Date;
  /** The session's CSRF token (null for a session opened before sessions held one). */
  csrfToken: string | null;
}

export function toSessionUser(user: repo.UserRow, groupNames: string[]): SessionUser {
  const flags = new Set(user.permissions);
  return {
    ID: user.id,
    UUID: user.uuid,
    Email: user.email,
    FirstName: user.firstName,
    LastName: user.lastName,
    FullName: `${user.firstName} ${user.lastName}`,
    Title: user.title,
    Role: user.role,
    Currency: user.currency,
    Locale: LocaleSchema.catch(DEFAULT_LOCALE).parse(user.locale),
    SiteAdmin: user.isSiteAdmin,
    Groups: groupNames,
    // Site admins hold every permission.
    Permissions: Object.fromEntries(
      ALL_PERMISSIONS.map((p) => [p, user.isSiteAdmin || flags.has(p)]),
    ) as Record<Permission, boolean>,
    LocationID: user.locationId,
  };
}

/** Signing in needs the session lifetimes and the sign-in limit from the configuration. */
export interface AuthContext extends SystemContext {
  config: Pick<
    Config,
    | 'ATRIUM_SESSION_MINUTES'
    | 'ATRIUM_REFRESH_DAYS'
    | 'ATRIUM_SESSION_MAX_DAYS'
    | 'ATRIUM_LOGIN_LIMIT'
    | 'ATRIUM_PASSWORD_SIGNIN'
  >;
  /** This process's copies of resolved sessions, dropped here whenever a session ends. */
  sessions?: SessionCache;
}

/** Where sessions are resolved: the database, and this process's cache when there is one. */
export interface SessionContext extends SystemContext {
  sessions?: SessionCache;
}

/**
 * Opens this process's session cache and keeps it true to the database: every `NOTIFY` on the
 * sessions channel (sent by triggers, from any process) drops the copies it names.
 */
export async function startSessionCache({ database }: { database: Database }) {
  const sessions = new SessionCache();
  const stop = await database.listen(SESSION_CHANNEL, {
    onMessage: (payload) => sessions.handleNotification(payload),
    onReset: (isListening) => sessions.setTrusted(isListening),
  });
  return { sessions, stop };
}

const accessLifetimeMs = (config: AuthContext['config']) => config.ATRIUM_SESSION_MINUTES * 60_000;
const refreshLifetimeMs = (config: AuthContext['config']) => config.ATRIUM_REFRESH_DAYS * 86_400_000;
const sessionEnded = () =>
  new AppError('refresh_failed', 'Your session has ended. Please sign in again.', 401);

/**
 * When a session opened at `createdAt` ends, however often it is refreshed: after
 * ATRIUM_SESSION_MAX_DAYS the person signs in again (ASVS 7.3.2).
 */
const sessionEndsAt = (config: AuthContext['config'], createdAt: Date) =>
  createdAt.getTime() + config.ATRIUM_SESSION_MAX_DAYS * 86_400_000;

/** An access token's expiry: its own lifetime, never past the session's end. */
const accessExpiry = (config: AuthContext['config'], endsAt: number) =>
  new Date(Math.min(Date.now() + accessLifetimeMs(config), endsAt));

async function issueRefreshToken(
  { db, config }: AuthContext,
  { sessionId, endsAt }: { sessionId: string; endsAt: number },
) {
  const refreshToken = newToken();
  const refreshExpiresAt = new Date(Math.min(Date.now() + refreshLifetimeMs(config), endsAt));
  await repo.insertRefreshToken(db, {
    sessionId,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpiresAt,
  });
  return { refreshToken, refreshExpiresAt };
}

/**
 * The signed-in caller behind an access token, or null when the session is over. A cached session
 * is answered at once, without a promise: it is the path of nearly every API call.
 */
export function resolveSession(
  { db, sessions }: SessionContext,
  { accessToken }: { accessToken: string },
): AuthUser | null | Promise<AuthUser | null> {
  const cached = sessions?.cached(accessToken);
  if (cached) return cached;
  const lookUp = async () => {
    const found = await repo.findLiveSession(db, hashToken(accessToken));
    if (found?.user.statusId !== 1) return null;
    const user = {
      ...toSessionUser(found.user, found.groupNames),
      sessionId: found.sessionId,
      csrfToken: found.csrfToken,
    };
    return { user, accessExpiresAt: found.accessExpiresAt };
  };
  if (sessions) return sessions.resolve(accessToken, lookUp);
  return lookUp().then((found) => found?.user ?? null);
}

/** Checks the password and opens a session; failed attempts count towards the rate limit. */
export async function login(
  ctx: AuthContext,
  { email, password, ip }: { email: string; password: string; ip: string },
) {
  const { db, config } = ctx;
  // Where the firm signs in with its identity provider only, a password is never checked.
  if (!config.ATRIUM_PASSWORD_SIGNIN) {
    throw new AppError('forbidden', 'Password sign-in is switched off here. Use single sign-on.', 403);
  }
  const attempt = await reserveAttempt(ctx, { email: email.toLowerCase(), ip });
  const user = await repo.findUserByEmail(db, email);
  const isValid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !isValid || user.statusId !== 1) {
    await waitAfterFailure(config, attempt);
    throw new AppError('invalid_credentials', 'The e-mail address or password is not correct.', 401);
  }
  await forgetAttempts(db, attempt);
  return openSession(ctx, { user });
}

/**
 * The one place a session starts, whichever way the person proved who they are: an access token
 * and the first refresh token of its family. A single sign-on session keeps the provider's ID token
 * for signing out there.
 */
export async function openSession(
  { db, config }: AuthContext,
  { user, oidcIdToken }: { user: repo.UserRow; oidcIdToken?: string },
) {
  const accessToken = newToken();
  // A new CSRF token for every sign-in, bound to this session: one handed out before it (or to
  // another session) does not pass (platform/session.ts).
  const csrfToken = newToken(24);
  const endsAt = sessionEndsAt(config, new Date());
  const accessExpiresAt = accessExpiry(config, endsAt);
  const tokens = await db.transaction(async (tx) => {
    const sessionId = await repo.insertSession(tx, {
      userId: user.id,
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      csrfToken,
      oidcIdToken,
    });
    return issueRefreshToken({ db: tx, config }, { sessionId, endsAt });
  });
  const groupNames = await repo.listGroupNames(db, user.id);
  return {
    user: toSessionUser(user, groupNames),
    tokens: { accessToken, accessExpiresAt, csrfToken, ...tokens } satisfies IssuedTokens,
  };
}

/**
 * A session of the firm's first active site admin, for reads the portal makes on its own before it
 * serves anyone (warm-up.ts); null when the firm has no active site admin.
 */
export async function openFirstSiteAdminSession(ctx: AuthContext) {
  const admin = await repo.findFirstActiveSiteAdmin(ctx.db);
  return admin ? openSession(ctx, { user: admin }) : null;
}

/**
 * Two tabs refreshing at once send the same token: the one rotated a moment ago (the session's
 * latest rotation, within REFRESH_GRACE_MS) is answered again with the session it was exchanged
 * for, so both tabs hold the same live tokens. Any older token is reuse.
 */
const REFRESH_GRACE_MS = 5_000;

async function isJustRotated(
  db: Executor,
  row: { sessionId: string; usedAt: Date | null },
): Promise<boolean> {
  if (!row.usedAt || Date.now() - row.usedAt.getTime() > REFRESH_GRACE_MS) return false;
  const last = await repo.lastRotationAt(db, row.sessionId);
  return last !== null && Math.abs(last.getTime() - row.usedAt.getTime()) <= 1;
}

/** What a refresh token was exchanged for, sealed with it: only its holder reads it back. */
const sealTokens = (refreshToken: string, tokens: IssuedTokens) =>
  sealWithToken(refreshToken, JSON.stringify(tokens));

function openTokens(refreshToken: string, sealed: string | null): IssuedTokens | null {
  const text = sealed ? openWithToken(refreshToken, sealed) : null;
  if (!text) return null;
  const parsed = JSON.parse(text) as IssuedTokens;
  return {
    ...parsed,
    accessExpiresAt: new Date(parsed.accessExpiresAt),
    refreshExpiresAt: new Date(parsed.refreshExpiresAt),
  };
}

/**
 * Exchanges a refresh token for a new access token and a new refresh token. A token that was
 * already used means it leaked: the whole family (the session) is revoked — except within the
 * grace period, when it is answered with the same tokens as the first time.
 */
export async function refreshSession(
  { db, config, sessions }: AuthContext,
  { refreshToken }: { refreshToken: string },
) {
  const outcome = await db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row || row.revokedAt) return { kind: 'invalid' as const };
    if (row.usedAt && !(await isJustRotated(tx, row))) {
      await repo.revokeSession(tx, row.sessionId);
      return { kind: 'reused' as const, sessionId: row.sessionId };
    }
    const again = row.usedAt ? openTokens(refreshToken, row.successor) : null;
    if (again) return { kind: 'again' as const, userId: row.userId, tokens: again };
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
    const endsAt = sessionEndsAt(config, row.sessionCreatedAt);
    if (endsAt <= Date.now()) {
      await repo.revokeSession(tx, row.sessionId);
      return { kind: 'over' as const, sessionId: row.sessionId };
    }
    const accessToken = newToken();
    const accessExpiresAt = accessExpiry(config, endsAt);
    await repo.rotateAccessToken(tx, {
      sessionId: row.sessionId,
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
    });
    const next = await issueRefreshToken({ db: tx, config }, { sessionId: row.sessionId, endsAt });
    const tokens: IssuedTokens = { accessToken, accessExpiresAt, csrfToken: row.csrfToken, ...next };
    await repo.markRefreshTokenUsed(tx, { id: row.id, successor: sealTokens(refreshToken, tokens) });
    return { kind: 'ok' as const, sessionId: row.sessionId, userId: row.userId, tokens };
  });
  // The old access token (rotation) or the whole session (reuse, its end) is over in this process
  // at once; other processes hear it from the trigger's NOTIFY. Answering again changes nothing.
  if (outcome.kind === 'ok' || outcome.kind === 'reused' || outcome.kind === 'over')
    sessions?.forgetSession(outcome.sessionId);
  if (outcome.kind !== 'ok' && outcome.kind !== 'again') throw sessionEnded();
  const user = await repo.findUserById(db, outcome.userId);
  if (user?.statusId !== 1) throw sessionEnded();
  const groupNames = await repo.listGroupNames(db, user.id);
  return { user: toSessionUser(user, groupNames), tokens: outcome.tokens satisfies IssuedTokens };
}

/** What signing out leaves to do: a single sign-on session hands back its provider's ID token. */
export interface EndedSession {
  oidcIdToken: string | null;
}

/** Ends the caller's session. */
export async function logout({ db, user, sessions }: ServiceContext & SessionContext): Promise<EndedSession> {
  const oidcIdToken = await repo.revokeSession(db, user.sessionId);
  sessions?.forgetSession(user.sessionId);
  return { oidcIdToken };
}

/** Revokes the session a refresh token belongs to (sign-out with an expired access token). */
export async function logoutByRefreshToken(
  { db, sessions }: SessionContext,
  { refreshToken }: { refreshToken: string },
): Promise<EndedSession> {
  const ended = await db.transaction(async (tx) => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashToken(refreshToken));
    if (!row) return undefined;
    return { sessionId: row.sessionId, oidcIdToken: await repo.revokeSession(tx, row.sessionId) };
  });
  if (ended) sessions?.forgetSession(ended.sessionId);
  return { oidcIdToken: ended?.oidcIdToken ?? null };
}

/** A fresh database has nobody to sign in: start-up then fills it. */
export async function hasAnyUser({ db }: SystemContext): Promise<boolean> {
  return repo.hasAnyUser(db);
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** A real deployment starts with one site admin, named in the configuration; the import adds the rest. */
export async function createFirstAdmin(
  { db }: SystemContext,
  { email, password }: { email: string; password: string },
): Promise<void> {
  const [first, ...rest] = email.split('@')[0].split(/[._-]/);
  await repo.insertUser(db, {
    sourceId: `admin:${email.toLowerCase()}`,
    email,
    passwordHash: await hashPassword(password),
    firstName: capitalise(first || 'Site'),
    lastName: capitalise(rest.join(' ') || 'Admin'),
    title: 'Site administrator',
    role: 'Administrator',
    isSiteAdmin: true,
  });
}

/**
 * A user as if they had signed in, for work done on their behalf without a request (a report
 * mailed to them is computed with their permissions and currency); null when the user is gone or
 * no longer active.
 */
export async function loadUserAsCaller(
  { db }: SystemContext,
  { userId }: { userId: number },
): Promise<SessionUser | null> {
  const user = await repo.findUserById(db, userId);
  if (user?.statusId !== 1) return null;
  return toSessionUser(user, await repo.listGroupNames(db, userId));
}
