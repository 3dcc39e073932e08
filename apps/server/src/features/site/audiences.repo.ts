import { eq, sql } from 'drizzle-orm';
import { licenses, locations, users } from '../../db/schema/index.ts';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import type { AudienceFacts } from './audience.ts';

/** A person's office, its license and region, practice group, role and groups (ids and names). */
export async function readAudienceFacts(db: Executor, userId: number): Promise<AudienceFacts | undefined> {
  const [row] = await db
    .select({
      LocationId: users.locationId,
      LicenseId: locations.licenseId,
      RegionId: licenses.regionId,
      PracticeGroupId: users.practiceGroupId,
      Role: users.role,
    })
    .from(users)
    .leftJoin(locations, eq(locations.id, users.locationId))
    .leftJoin(licenses, eq(licenses.id, locations.licenseId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const groups = await queryRows<{ id: number; name: string }>(
    db,
    sql`SELECT g.id, g.name FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = ${userId} ORDER BY g.id`,
  );
  return {
    ...row,
    Groups: groups.flatMap((g) => [String(g.id), g.name.toLowerCase()]),
  };
}

/** A person of the firm with what audiences are about, for counting who an audience holds. */
export interface AudienceMember {
  id: number;
  fullName: string;
  email: string;
  office: string;
  facts: AudienceFacts;
}

/** Every active person with their audience facts, by last and first name. */
export async function listAudienceMembers(db: Executor): Promise<AudienceMember[]> {
  const found = await queryRows<{
    id: number;
    fullName: string;
    email: string;
    office: string | null;
    locationId: number | null;
    licenseId: number | null;
    regionId: number | null;
    practiceGroupId: number | null;
    role: string;
    groups: string[] | null;
  }>(
    db,
    sql`SELECT u.id, u.first_name || ' ' || u.last_name AS "fullName", u.email, l.name AS office,
          u.location_id AS "locationId", l.license_id AS "licenseId", li.region_id AS "regionId",
          u.practice_group_id AS "practiceGroupId", u.role,
          (SELECT array_agg(x) FROM (
             SELECT g.id::text AS x FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id
             UNION ALL
             SELECT lower(g.name) FROM user_groups ug JOIN groups g ON g.id = ug.group_id WHERE ug.user_id = u.id
          ) y) AS groups
        FROM users u
        LEFT JOIN locations l ON l.id = u.location_id
        LEFT JOIN licenses li ON li.id = l.license_id
        WHERE u.status_id = 1
        ORDER BY u.last_name, u.first_name, u.id`,
  );
  return found.map((r) => ({
    id: r.id,
    fullName: r.fullName,
    email: r.email,
    office: r.office ?? '',
    facts: {
      LocationId: r.locationId,
      LicenseId: r.licenseId,
      RegionId: r.regionId,
      PracticeGroupId: r.practiceGroupId,
      Role: r.role,
      Groups: r.groups ?? [],
    },
  }));
}
