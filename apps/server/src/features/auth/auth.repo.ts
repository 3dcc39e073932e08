import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { groups, loginAttempts, refreshTokens, sessions, userGroups, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
  return rows[0];
}

export async function hasAnyUser(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(values);
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** The longest-standing active site admin, if the firm has one. */
export async function findFirstActiveSiteAdmin(db: Executor): Promise<UserRow | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.isSiteAdmin, true), eq(users.statusId, 1)))
    .orderBy(users.id)
    .limit(1);
  return rows[0];
}

export async function listGroupNames(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: groups.name })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
  return rows.map((r) => r.name).sort();
}

/** The live session holding this access token, with its user and group names, in one query. */
export async function findLiveSession(db: Executor, accessTokenHash: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      accessExpiresAt: sessions.accessExpiresAt,
      csrfToken: sessions.csrfToken,
      user: users,
      groupNames: sql<string[]>`coalesce((select array_agg(g.name order by g.name) from ${userGroups} ug
        join ${groups} g on g.id = ug.group_id where ug.user_id = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.accessTokenHash, accessTokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.accessExpiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function insertSession(
  db: Executor,
  values: {
    userId: number;
    accessTokenHash: string;
    accessExpiresAt: Date;
    csrfToken: string;
    oidcIdToken?: string;
  },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  return row.id;
}

export async function rotateAccessToken(
  db: Executor,
  values: { sessionId: string; accessTokenHash: string; accessExpiresAt: Date },
): Promise<void> {
  await db
    .update(sessions)
    .set({ accessTokenHash: values.accessTokenHash, accessExpiresAt: values.accessExpiresAt })
    .where(eq(sessions.id, values.sessionId));
}

export async function insertRefreshToken(
  db: Executor,
  values: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** Locks the refresh token row so two concurrent refreshes cannot both use it. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      successor: refreshTokens.successor,
      revokedAt: sessions.revokedAt,
      userId: sessions.userId,
      sessionCreatedAt: sessions.createdAt,
      csrfToken: sessions.csrfToken,
    })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update')
    .limit(1);
  return rows[0];
}

/** When the session's refresh token was last rotated (the newest use of any of its tokens). */
export async function lastRotationAt(db: Executor, sessionId: string): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<string | null>`max(${refreshTokens.usedAt})::text` })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, sessionId));
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** Marks a refresh token used, keeping what it was exchanged for (sealed with the token). */
export async function markRefreshTokenUsed(
  db: Executor,
  { id, successor }: { id: number; successor: string },
): Promise<void> {
  await db.update(refreshTokens).set({ usedAt: sql`now()`, successor }).where(eq(refreshTokens.id, id));
}

/** Revokes a live session; answers its single sign-on ID token, if it has one. */
export async function revokeSession(db: Executor, sessionId: string): Promise<string | null> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ oidcIdToken: sessions.oidcIdToken });
  return rows[0]?.oidcIdToken ?? null;
}

export async function recordLoginAttempt(db: Executor, key: string): Promise<void> {
  await db.insert(loginAttempts).values({ key });
}

/** Attempts for a key inside the window, and when the oldest of them leaves it. */
export async function countRecentAttempts(db: Executor, key: string, windowSeconds: number) {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${loginAttempts.attemptedAt})::text`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.key, key),
        gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return { count: rows[0]?.count ?? 0, oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}

/** Takes the keys' locks until the transaction ends, always in one order so two callers never deadlock. */
export async function lockLoginKeys(tx: Executor, keys: string[]): Promise<void> {
  for (const key of [...keys].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/** Records one attempt under each key at once; answers the new rows' ids. */
export async function insertLoginAttempts(db: Executor, keys: string[]): Promise<number[]> {
  const rows = await db
    .insert(loginAttempts)
    .values(keys.map((key) => ({ key })))
    .returning({ id: loginAttempts.id });
  return rows.map((r) => r.id);
}

/** For each key, the attempts inside the window (the caller's own included) and the oldest one's time. */
export async function countAttemptsByKey(db: Executor, keys: string[], windowSeconds: number) {
  const rows = await db
    .select({
      key: loginAttempts.key,
      count: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${loginAttempts.attemptedAt})::text`,
    })
    .from(loginAttempts)
    .where(
      and(
        inArray(loginAttempts.key, keys),
        gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    )
    .groupBy(loginAttempts.key);
  return new Map(rows.map((r) => [r.key, { count: r.count, oldest: r.oldest ? new Date(r.oldest) : null }]));
}

export async function deleteLoginAttempts(db: Executor, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(loginAttempts).where(inArray(loginAttempts.id, ids));
}

export async function clearLoginAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
