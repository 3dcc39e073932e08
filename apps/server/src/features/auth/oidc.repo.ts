// Single sign-on attempts under way (table oidc_sign_ins): written at the start, taken once by the callback.
import { eq, lt, sql } from 'drizzle-orm';
import { oidcSignIns } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type OidcSignInRow = typeof oidcSignIns.$inferSelect;

/** Records an attempt, and drops the ones nobody finished in time. */
export async function insertSignIn(db: Executor, values: OidcSignInRow): Promise<void> {
  await db.delete(oidcSignIns).where(lt(oidcSignIns.expiresAt, sql`now()`));
  await db.insert(oidcSignIns).values(values);
}

/** Takes an attempt out: each can be finished once, and only before it expires. */
export async function takeSignIn(db: Executor, browserKeyHash: string): Promise<OidcSignInRow | undefined> {
  const rows = await db.delete(oidcSignIns).where(eq(oidcSignIns.browserKeyHash, browserKeyHash)).returning();
  const row = rows[0];
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}
