// The SQL of "who knows this client": the team rows (developer or handler, with the share) of the
// companies' assignments, or of one partner's assignments.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export interface TeamRecord {
  partnerId: number;
  name: string;
  assignmentId: number;
  jobTitle: string;
  companyId: number;
  company: string;
  dateTaken: string | null;
  role: 'D' | 'H';
  percentage: number;
}

const teamColumns = sql`
  select au.user_id as "partnerId", u.first_name || ' ' || u.last_name as name, a.id as "assignmentId",
         a.job_title as "jobTitle", a.company_id as "companyId", c.name as company,
         a.date_taken::text as "dateTaken", au.role, au.percentage::float8 as percentage
  from assignment_users au
  join assignments a on a.id = au.assignment_id
  join companies c on c.id = a.company_id
  join users u on u.id = au.user_id`;

const newestFirst = sql`order by a.date_taken desc nulls last, a.id desc, au.role`;

export async function listCompanyTeams(db: Executor, companyIds: number[]): Promise<TeamRecord[]> {
  return rows<TeamRecord>(
    await db.execute(
      sql`${teamColumns} where a.company_id = any(${`{${companyIds.join(',')}}`}::int[]) ${newestFirst}`,
    ),
  );
}

export async function listPartnerTeams(db: Executor, partnerId: number): Promise<TeamRecord[]> {
  return rows<TeamRecord>(
    await db.execute(sql`${teamColumns} where au.user_id = ${partnerId} ${newestFirst}`),
  );
}

export async function userExists(db: Executor, id: number): Promise<boolean> {
  const [row] = rows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from users where id = ${id}) as found`),
  );
  return row?.found ?? false;
}
