import { and, desc, eq, sql } from 'drizzle-orm';
import { pageDrafts, routes, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export interface DraftRow {
  userId: number;
  fullName: string;
  sections: unknown[];
  baseVersion: number;
  updatedAt: Date;
}

const columns = {
  userId: pageDrafts.userId,
  fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
  sections: pageDrafts.sections,
  baseVersion: pageDrafts.baseVersion,
  updatedAt: pageDrafts.updatedAt,
};

export async function findDraft(
  db: Executor,
  { routeId, userId }: { routeId: number; userId: number },
): Promise<DraftRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(pageDrafts)
    .innerJoin(users, eq(users.id, pageDrafts.userId))
    .where(and(eq(pageDrafts.routeId, routeId), eq(pageDrafts.userId, userId)))
    .limit(1);
  return row;
}

/** Every draft of a page, the most recently saved first. */
export async function listDrafts(db: Executor, routeId: number): Promise<Omit<DraftRow, 'sections'>[]> {
  const { sections: _, ...summary } = columns;
  return db
    .select(summary)
    .from(pageDrafts)
    .innerJoin(users, eq(users.id, pageDrafts.userId))
    .where(eq(pageDrafts.routeId, routeId))
    .orderBy(desc(pageDrafts.updatedAt), pageDrafts.userId);
}

export async function saveDraft(
  db: Executor,
  values: { routeId: number; userId: number; sections: unknown[]; baseVersion: number },
): Promise<Date> {
  const [row] = await db
    .insert(pageDrafts)
    .values({ ...values, updatedAt: sql`now()` })
    .onConflictDoUpdate({
      target: [pageDrafts.routeId, pageDrafts.userId],
      set: { sections: values.sections, baseVersion: values.baseVersion, updatedAt: sql`now()` },
    })
    .returning({ updatedAt: pageDrafts.updatedAt });
  return row.updatedAt;
}

export async function deleteDraft(db: Executor, { routeId, userId }: { routeId: number; userId: number }) {
  await db.delete(pageDrafts).where(and(eq(pageDrafts.routeId, routeId), eq(pageDrafts.userId, userId)));
}

/** The draft of the page with this UUID, found by the UUID alone: the page was just saved. */
export async function deleteDraftOfPage(db: Executor, { uuid, userId }: { uuid: string; userId: number }) {
  await db
    .delete(pageDrafts)
    .where(
      and(
        eq(pageDrafts.userId, userId),
        eq(pageDrafts.routeId, sql`(SELECT ${routes.id} FROM ${routes} WHERE ${routes.uuid} = ${uuid})`),
      ),
    );
}
