import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { pageMustReadAcks, pageMustReads, routes } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type MustReadRow = typeof pageMustReads.$inferSelect;

export async function findMustRead(db: Executor, routeId: number): Promise<MustReadRow | undefined> {
  const [row] = await db.select().from(pageMustReads).where(eq(pageMustReads.routeId, routeId)).limit(1);
  return row;
}

/** Sets (or replaces) a page's mark; a new mark starts with nobody having read it. */
export async function saveMustRead(
  db: Executor,
  values: { routeId: number; audience: MustReadRow['audience']; until: string; setBy: number },
): Promise<void> {
  await db.delete(pageMustReadAcks).where(eq(pageMustReadAcks.routeId, values.routeId));
  await db
    .insert(pageMustReads)
    .values({ ...values, setAt: new Date(), remindedAt: null })
    .onConflictDoUpdate({
      target: pageMustReads.routeId,
      set: {
        audience: values.audience,
        until: values.until,
        setBy: values.setBy,
        setAt: new Date(),
        remindedAt: null,
      },
    });
}

export async function deleteMustRead(db: Executor, routeId: number): Promise<void> {
  await db.delete(pageMustReadAcks).where(eq(pageMustReadAcks.routeId, routeId));
  await db.delete(pageMustReads).where(eq(pageMustReads.routeId, routeId));
}

export async function findAck(db: Executor, routeId: number, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ readAt: pageMustReadAcks.readAt })
    .from(pageMustReadAcks)
    .where(and(eq(pageMustReadAcks.routeId, routeId), eq(pageMustReadAcks.userId, userId)))
    .limit(1);
  return row?.readAt;
}

/** Records that the person read the page; reading it again keeps the first time. */
export async function saveAck(db: Executor, routeId: number, userId: number): Promise<void> {
  await db.insert(pageMustReadAcks).values({ routeId, userId }).onConflictDoNothing();
}

export async function listAckUserIds(db: Executor, routeId: number): Promise<Set<number>> {
  const found = await db
    .select({ userId: pageMustReadAcks.userId })
    .from(pageMustReadAcks)
    .where(eq(pageMustReadAcks.routeId, routeId));
  return new Set(found.map((r) => r.userId));
}

/** Live must-read marks that have not run out, with their page, the soonest due first. */
export async function listCurrentMustReads(db: Executor, today: string) {
  return db
    .select({ mark: pageMustReads, uuid: routes.uuid, title: routes.title })
    .from(pageMustReads)
    .innerJoin(routes, eq(routes.id, pageMustReads.routeId))
    .where(and(gte(pageMustReads.until, today), sql`${routes.deletedAt} is null`))
    .orderBy(asc(pageMustReads.until), asc(routes.title));
}

export async function setReminded(db: Executor, routeId: number): Promise<void> {
  await db.update(pageMustReads).set({ remindedAt: new Date() }).where(eq(pageMustReads.routeId, routeId));
}
