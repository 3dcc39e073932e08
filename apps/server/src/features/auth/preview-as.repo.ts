// What a previewed reader is made of: an office with its license and region, a practice group.
import { eq } from 'drizzle-orm';
import { licenses, locations, practiceGroups } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';

export async function findOffice(
  db: Executor,
  id: number,
): Promise<{ name: string; licenseId: number | null; regionId: number | null } | undefined> {
  const [row] = await db
    .select({ name: locations.name, licenseId: locations.licenseId, regionId: licenses.regionId })
    .from(locations)
    .leftJoin(licenses, eq(licenses.id, locations.licenseId))
    .where(eq(locations.id, id))
    .limit(1);
  return row;
}

export async function findPracticeGroup(db: Executor, id: number): Promise<{ name: string } | undefined> {
  const [row] = await db
    .select({ name: practiceGroups.name })
    .from(practiceGroups)
    .where(eq(practiceGroups.id, id))
    .limit(1);
  return row;
}
