import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { groups, userGroups, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export type GroupRow = typeof groups.$inferSelect;

export interface MemberRow {
  groupId: number;
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
}

export async function listGroups(db: Executor): Promise<GroupRow[]> {
  return db
    .select()
    .from(groups)
    .orderBy(asc(sql`lower(${groups.name})`));
}

export async function findGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).limit(1);
  return row;
}

/** Row lock, so concurrent changes of one group queue up. */
export async function lockGroup(db: Executor, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(eq(groups.id, id)).for('update').limit(1);
  return row;
}

export async function findGroupByName(db: Executor, name: string): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(groups).where(sql`lower(${groups.name}) = lower(${name})`).limit(1);
  return row;
}

export async function listMembers(db: Executor, groupIds: number[]): Promise<MemberRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: userGroups.groupId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      title: users.title,
    })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(inArray(userGroups.groupId, groupIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function countMembers(db: Executor, groupId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userGroups)
    .where(eq(userGroups.groupId, groupId));
  return Number(row?.n ?? 0);
}

export async function insertGroup(db: Executor, values: { name: string; description: string }) {
  const [row] = await db.insert(groups).values(values).returning();
  return row;
}

export async function updateGroup(db: Executor, id: number, values: { name: string; description: string }) {
  const [row] = await db.update(groups).set(values).where(eq(groups.id, id)).returning();
  return row;
}

export async function deleteGroup(db: Executor, id: number): Promise<void> {
  await db.delete(groups).where(eq(groups.id, id));
}

export async function findUser(db: Executor, id: number) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** True when the membership was new. */
export async function addMember(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const added = await db
    .insert(userGroups)
    .values({ groupId, userId })
    .onConflictDoNothing()
    .returning({ userId: userGroups.userId });
  return added.length > 0;
}

/** True when there was such a membership. */
export async function removeMember(db: Executor, groupId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(userGroups)
    .where(and(eq(userGroups.groupId, groupId), eq(userGroups.userId, userId)))
    .returning({ userId: userGroups.userId });
  return removed.length > 0;
}

export async function listGroupIdsOfUser(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, userId));
  return rows.map((r) => r.groupId);
}
