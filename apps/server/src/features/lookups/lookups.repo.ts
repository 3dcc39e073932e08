// Option lists for pickers. Matches anywhere in the name, ranks names that start with the query
// first, then alphabetically; always bounded by a limit.
import type { UserListKind } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export interface OptionRow {
  id: number;
  name: string;
  detail: string | null;
}

export interface OptionSearch {
  query?: string;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Shared WHERE/ORDER fragments for a name expression. */
function matching(nameExpr: SQL, query: string | undefined) {
  // `rank` is the leading ORDER BY items (empty without a query: a constant would be read as a position).
  if (!query) return { where: sql`true`, rank: sql`` };
  const pattern = escapeLike(query.toLowerCase());
  return {
    where: sql`lower(${nameExpr}) like ${`%${pattern}%`}`,
    rank: sql`case when lower(${nameExpr}) like ${`${pattern}%`} then 0 else 1 end,`,
  };
}

async function run(db: Executor, statement: SQL): Promise<OptionRow[]> {
  return rows<OptionRow>(await db.execute(statement));
}

type SimpleTable =
  | 'functions'
  | 'industries'
  | 'regions'
  | 'countries'
  | 'practice_groups'
  | 'skills'
  | 'subsectors';

export async function searchSimple(
  db: Executor,
  table: SimpleTable,
  search: OptionSearch,
): Promise<OptionRow[]> {
  const name = sql`t.name`;
  const m = matching(name, search.query);
  const detail =
    table === 'functions' || table === 'industries'
      ? sql`t.code`
      : table === 'subsectors'
        ? sql`(select pg.name from practice_groups pg where pg.id = t.practice_group_id)`
        : sql`null`;
  return run(
    db,
    sql`select t.id, t.name, ${detail} as detail from ${sql.raw(table)} t
        where ${m.where} order by ${m.rank} t.name, t.id limit ${search.limit}`,
  );
}

export async function searchLicenses(db: Executor, search: OptionSearch): Promise<OptionRow[]> {
  const m = matching(sql`l.name`, search.query);
  return run(
    db,
    sql`select l.id, l.name, r.name as detail from licenses l join regions r on r.id = l.region_id
        where ${m.where} order by ${m.rank} l.name, l.id limit ${search.limit}`,
  );
}

export async function searchLocations(db: Executor, search: OptionSearch): Promise<OptionRow[]> {
  const m = matching(sql`l.name`, search.query);
  return run(
    db,
    sql`select l.id, l.name, c.name as detail from locations l join countries c on c.id = l.country_id
        where ${m.where} order by ${m.rank} l.name, l.id limit ${search.limit}`,
  );
}

/** Companies; with companyId, only that company's family (its parent and every subsidiary). */
export async function searchCompanies(
  db: Executor,
  search: OptionSearch & { companyId?: number },
): Promise<OptionRow[]> {
  const m = matching(sql`c.name`, search.query);
  const family = search.companyId
    ? sql`and coalesce(c.parent_id, c.id) = (select coalesce(x.parent_id, x.id) from companies x where x.id = ${search.companyId})`
    : sql``;
  return run(
    db,
    sql`select c.id, c.name, c.city as detail from companies c
        where ${m.where} ${family} order by ${m.rank} c.name, c.id limit ${search.limit}`,
  );
}

export type UserScope = UserListKind | 'all';

/** Active staff by full name; scoped to a team role, researchers, BLF-certified or a company's teams. */
export async function searchUsers(
  db: Executor,
  search: OptionSearch & { scope: UserScope; blfCertified?: boolean; companyId?: number },
): Promise<OptionRow[]> {
  const fullName = sql`(u.first_name || ' ' || u.last_name)`;
  const m = matching(fullName, search.query);
  const scope =
    search.scope === 'researchers'
      ? sql`and u.role = 'Researcher'`
      : search.scope === 'developers' || search.scope === 'handlers'
        ? sql`and exists (select 1 from assignment_users au where au.user_id = u.id and au.role = ${search.scope === 'developers' ? 'D' : 'H'})`
        : sql``;
  const blf = search.blfCertified ? sql`and u.blf_certified` : sql``;
  const company = search.companyId
    ? sql`and exists (select 1 from assignment_users au join assignments a on a.id = au.assignment_id
                      where au.user_id = u.id and a.company_id = ${search.companyId})`
    : sql``;
  return run(
    db,
    sql`select u.id, ${fullName} as name, u.title as detail from users u
        where u.status_id = 1 and ${m.where} ${scope} ${blf} ${company}
        order by ${m.rank} u.last_name, u.first_name, u.id limit ${search.limit}`,
  );
}

const singleQueries: Record<string, (id: number) => SQL> = {
  function: (id) => sql`select id, name, code as detail from functions where id = ${id}`,
  industry: (id) => sql`select id, name, code as detail from industries where id = ${id}`,
  region: (id) => sql`select id, name, null as detail from regions where id = ${id}`,
  license: (id) => sql`select id, name, null as detail from licenses where id = ${id}`,
  location: (id) => sql`select id, name, city as detail from locations where id = ${id}`,
  country: (id) => sql`select id, name, iso_code as detail from countries where id = ${id}`,
  company: (id) => sql`select id, name, city as detail from companies where id = ${id}`,
  user: (id) =>
    sql`select id, first_name || ' ' || last_name as name, title as detail from users where id = ${id}`,
  practiceGroup: (id) => sql`select id, name, null as detail from practice_groups where id = ${id}`,
  skill: (id) => sql`select id, name, null as detail from skills where id = ${id}`,
};

export async function findOption(db: Executor, kind: string, id: number): Promise<OptionRow | undefined> {
  const build = singleQueries[kind];
  if (!build) return undefined;
  return (await run(db, build(id)))[0];
}
