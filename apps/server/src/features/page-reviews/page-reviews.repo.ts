import { and, desc, eq, sql } from 'drizzle-orm';
import { pageReviewHistory, pageReviews, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

export type PageReviewRow = typeof pageReviews.$inferSelect;

export async function findReview(db: Executor, routeId: number): Promise<PageReviewRow | undefined> {
  const [row] = await db.select().from(pageReviews).where(eq(pageReviews.routeId, routeId)).limit(1);
  return row;
}

export async function saveReview(db: Executor, values: typeof pageReviews.$inferInsert): Promise<void> {
  const { routeId, ...set } = values;
  await db.insert(pageReviews).values(values).onConflictDoUpdate({ target: pageReviews.routeId, set });
}

export async function addHistory(db: Executor, routeId: number, userId: number): Promise<void> {
  await db.insert(pageReviewHistory).values({ routeId, reviewedBy: userId });
}

export async function listHistory(db: Executor, routeId: number) {
  return db
    .select({
      reviewedAt: pageReviewHistory.reviewedAt,
      userId: users.id,
      fullName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(pageReviewHistory)
    .leftJoin(users, eq(users.id, pageReviewHistory.reviewedBy))
    .where(eq(pageReviewHistory.routeId, routeId))
    .orderBy(desc(pageReviewHistory.reviewedAt), desc(pageReviewHistory.id))
    .limit(50);
}

/** Who created the route, from the audit of its creation. */
export async function findCreatorId(db: Executor, uuid: string): Promise<number | null> {
  const [row] = await queryRows<{ userId: number | null }>(
    db,
    sql`SELECT user_id AS "userId" FROM audit_log WHERE entity = 'route' AND entity_id = ${uuid} AND action = 'route.create' ORDER BY id LIMIT 1`,
  );
  return row?.userId ?? null;
}

export interface Person {
  id: number;
  fullName: string;
  email: string;
  isActive: boolean;
}

export async function findPerson(db: Executor, id: number): Promise<Person | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      fullName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      isActive: sql<boolean>`${users.statusId} = 1`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** Every live page with a review interval, with what the notices need. */
export async function listReviewedPages(db: Executor) {
  return queryRows<{
    routeId: number;
    uuid: string;
    title: string;
    createdOn: string;
    status: string;
    intervalMonths: number;
    reviewedAt: string | null;
    autoDisable: boolean;
    warnedFor: string | null;
    dueToldFor: string | null;
    disabledFor: string | null;
    ownerId: number | null;
  }>(
    db,
    sql`SELECT r.id AS "routeId", r.uuid, r.title, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS "createdOn",
          r.status, p.interval_months AS "intervalMonths", p.reviewed_at::text AS "reviewedAt",
          p.auto_disable AS "autoDisable", p.warned_for::text AS "warnedFor", p.due_told_for::text AS "dueToldFor",
          p.disabled_for::text AS "disabledFor",
          coalesce(p.owner_id, (SELECT a.user_id FROM audit_log a WHERE a.entity = 'route' AND a.entity_id = r.uuid::text
                                  AND a.action = 'route.create' ORDER BY a.id LIMIT 1)) AS "ownerId"
        FROM page_reviews p JOIN routes r ON r.id = p.route_id
        WHERE r.deleted_at IS NULL AND p.interval_months > 0
        ORDER BY r.id`,
  );
}

export async function setNotices(
  db: Executor,
  routeId: number,
  notices: Partial<Pick<PageReviewRow, 'warnedFor' | 'dueToldFor' | 'disabledFor'>>,
): Promise<void> {
  await db
    .update(pageReviews)
    .set(notices)
    .where(and(eq(pageReviews.routeId, routeId)));
}
