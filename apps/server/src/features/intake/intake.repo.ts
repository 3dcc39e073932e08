import { desc, eq } from 'drizzle-orm';
import { intakeSubmissions, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

type Fields = { Name: string; Label: string; Value: string }[];

export async function insertSubmission(db: Executor, values: { userId: number; fields: Fields }) {
  const [row] = await db.insert(intakeSubmissions).values(values).returning();
  return row;
}

export async function listSubmissions(db: Executor, limit: number) {
  return db
    .select({
      id: intakeSubmissions.id,
      submittedAt: intakeSubmissions.submittedAt,
      fields: intakeSubmissions.fields,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(intakeSubmissions)
    .leftJoin(users, eq(users.id, intakeSubmissions.userId))
    .orderBy(desc(intakeSubmissions.submittedAt), desc(intakeSubmissions.id))
    .limit(limit);
}
