// Demo groups beside DedupeAccess (Groups Admin), with a few members each.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import * as schema from '../schema/index.ts';

const DEMO_GROUPS = [
  {
    name: 'Knowledge Editors',
    description: 'Keep the guides and practice pages current',
    members: [2, 3, 4],
  },
  { name: 'Intake Reviewers', description: 'Read the executive briefs staff submit', members: [5, 6] },
];

/** Adds the demo groups; members are picked by position among the staff, so the seed repeats. */
export async function seedDemoGroups(database: Database): Promise<number> {
  const staff = await database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.role, 'Partner'))
    .orderBy(asc(schema.users.id))
    .limit(10);
  let memberships = 0;
  for (const group of DEMO_GROUPS) {
    const [row] = await database.db
      .insert(schema.groups)
      .values({ name: group.name, description: group.description })
      .onConflictDoNothing()
      .returning({ id: schema.groups.id });
    if (!row) continue;
    const members = group.members.flatMap((i) =>
      staff[i] ? [{ userId: staff[i].id, groupId: row.id }] : [],
    );
    if (members.length > 0) await database.db.insert(schema.userGroups).values(members).onConflictDoNothing();
    memberships += members.length;
  }
  return memberships;
}
