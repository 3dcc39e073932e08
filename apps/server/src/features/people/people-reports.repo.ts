// The SQL of the User, License and Location reports: every person with the dates the date filter
// types select on and the office, license and region they belong to.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

export interface ReportPersonRow {
  id: number;
  name: string;
  title: string;
  role: 'Partner' | 'Researcher' | 'Administrator';
  statusId: number;
  locationId: number | null;
  location: string | null;
  licenseId: number | null;
  license: string | null;
  regionId: number | null;
  region: string | null;
  hireDate: string | null;
  joinDate: string | null;
  roleChangedDate: string | null;
  inactiveDate: string | null;
}

export async function listReportPeople(db: Executor): Promise<ReportPersonRow[]> {
  return queryRows<ReportPersonRow>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.title, u.role, u.status_id as "statusId",
               u.location_id as "locationId", lo.name as location, lo.license_id as "licenseId", li.name as license,
               li.region_id as "regionId", re.name as region,
               u.hire_date::text as "hireDate", u.join_date::text as "joinDate",
               u.role_changed_date::text as "roleChangedDate", u.inactive_date::text as "inactiveDate"
        from users u
        left join locations lo on lo.id = u.location_id
        left join licenses li on li.id = lo.license_id
        left join regions re on re.id = li.region_id
        order by u.id`,
  );
}
