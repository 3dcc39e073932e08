// The SQL about people: lists by filter, one person, their skills, assignments and photo, and the
// profile fields they may change. Dates are read as text so both drivers answer 'YYYY-MM-DD'.
import type { AssignmentStatus } from '@atrium/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows, queryRowsAsJson } from '../../platform/sql-rows.ts';
import type { PersonFilter } from './person-filter.ts';

export interface PersonRow {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
  title: string;
  role: 'Partner' | 'Researcher' | 'Administrator';
  email: string;
  officePhone: string;
  mobilePhone: string;
  photoPath: string | null;
  hireDate: string | null;
  joinDate: string | null;
  roleChangedDate: string | null;
  bio: string;
  locationId: number | null;
  locationName: string | null;
  city: string | null;
  licenseId: number | null;
  licenseName: string | null;
  regionId: number | null;
  regionName: string | null;
}

export interface PersonDetailRow extends PersonRow {
  statusId: number;
  inactiveDate: string | null;
  currency: string;
  locale: string;
  practiceGroupId: number | null;
  practiceGroupName: string | null;
}

const PERSON_COLUMNS = sql`u.id, u.uuid::text as uuid, u.first_name as "firstName", u.last_name as "lastName",
  u.title, u.role, u.email, u.office_phone as "officePhone", u.mobile_phone as "mobilePhone",
  u.photo_path as "photoPath", u.hire_date::text as "hireDate", u.join_date::text as "joinDate",
  u.role_changed_date::text as "roleChangedDate", u.bio, l.id as "locationId", l.name as "locationName", l.city,
  li.id as "licenseId", li.name as "licenseName", r.id as "regionId", r.name as "regionName"`;

/** Users `u` with their office `l`, its license `li` and region `r`, as `personConditions` reads them. */
export const PERSON_FROM = sql`users u
  left join locations l on l.id = u.location_id
  left join licenses li on li.id = l.license_id
  left join regions r on r.id = li.region_id`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const anyOf = (column: SQL, ids: readonly (number | string)[]) =>
  ids.length ? sql`and ${column} in ${ids}` : sql``;

/** The WHERE conditions of a filter over `u` (users) and `l`, `li`, `r` (office, license, region). */
export function personConditions(filter: PersonFilter): SQL {
  const words = filter.words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    return sql`and u.words_fold like ${pattern}`;
  });
  const skills = filter.skillIds.length
    ? sql`and exists (select 1 from user_skills us where us.user_id = u.id and us.skill_id in ${filter.skillIds})`
    : sql``;
  const group = filter.adgroup
    ? sql`and exists (select 1 from user_groups ug join groups g on g.id = ug.group_id
                      where ug.user_id = u.id and lower(g.name) = ${filter.adgroup.toLowerCase()})`
    : sql``;
  // spec 3 §2.6 new partners: the day someone became a partner is their role-changed date, else their hire date
  const newPartners = filter.becamePartnerBetween
    ? sql`and u.role = 'Partner' and coalesce(u.role_changed_date, u.hire_date)
            between ${filter.becamePartnerBetween.from} and ${filter.becamePartnerBetween.to}`
    : sql``;
  return sql`u.status_id = 1
    ${sql.join(words, sql` `)}
    ${anyOf(sql`r.id`, filter.regionIds)}
    ${anyOf(sql`li.id`, filter.licenseIds)}
    ${anyOf(sql`l.id`, filter.locationIds)}
    ${anyOf(sql`l.country_id`, filter.countryIds)}
    ${anyOf(sql`u.practice_group_id`, filter.practiceGroupIds)}
    ${anyOf(sql`u.id`, filter.userIds)}
    ${anyOf(sql`u.role`, filter.roles)}
    ${skills} ${group} ${newPartners}`;
}

export type PersonOrder = 'id' | 'lastName' | 'joinDate' | 'hireDate' | 'roleChanged';

const ORDER_COLUMN: Record<PersonOrder, SQL> = {
  id: sql`u.id`,
  lastName: sql`u.last_name_fold`,
  joinDate: sql`u.join_date`,
  hireDate: sql`u.hire_date`,
  roleChanged: sql`u.role_changed_date`,
};

/** Sorted, then by name and id so pages never overlap; people without the date come last. */
export function orderBy(order: PersonOrder, direction: 'ASC' | 'DESC'): SQL {
  const dir = sql.raw(direction === 'DESC' ? 'desc' : 'asc');
  return sql`${ORDER_COLUMN[order]} ${dir} nulls last, u.last_name_fold, u.first_name_fold, u.id ${dir}`;
}

export async function listPeople(
  db: Executor,
  options: { filter: PersonFilter; order: SQL; offset: number; limit: number },
): Promise<PersonRow[]> {
  return queryRowsAsJson<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from ${PERSON_FROM}
        where ${personConditions(options.filter)}
        order by ${options.order} limit ${options.limit} offset ${options.offset}`,
  );
}

export async function countPeople(db: Executor, filter: PersonFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${PERSON_FROM} where ${personConditions(filter)}`,
  );
  return row?.n ?? 0;
}

/** People by id, in any order (callers put them in theirs). */
export async function findPeopleByIds(db: Executor, ids: readonly number[]): Promise<PersonRow[]> {
  if (ids.length === 0) return [];
  return queryRowsAsJson<PersonRow>(
    db,
    sql`select ${PERSON_COLUMNS} from ${PERSON_FROM} where u.id in ${ids}`,
  );
}

/** One person, active or not. */
export async function findPerson(db: Executor, id: number): Promise<PersonDetailRow | undefined> {
  const [row] = await queryRows<PersonDetailRow>(
    db,
    sql`select ${PERSON_COLUMNS}, u.status_id as "statusId", u.inactive_date::text as "inactiveDate",
               u.currency, u.locale, pg.id as "practiceGroupId", pg.name as "practiceGroupName"
        from ${PERSON_FROM} left join practice_groups pg on pg.id = u.practice_group_id
        where u.id = ${id}`,
  );
  return row;
}

export async function listSkills(db: Executor, userId: number): Promise<{ Id: number; Name: string }[]> {
  return queryRows(
    db,
    sql`select s.id as "Id", s.name as "Name" from user_skills us join skills s on s.id = us.skill_id
        where us.user_id = ${userId} order by lower(s.name), s.id`,
  );
}

export interface AssignmentRow {
  Id: number;
  displayId: string;
  jobTitle: string;
  company: string;
  companyId: number;
  searchType: string;
  status: AssignmentStatus;
  dateTaken: string | null;
  location: string;
}

export type AssignmentScope = { userId: number } | { locationId: number } | { licenseId: number };

/** The latest assignments (by date taken, else created) of a person, an office or a license. */
export async function listRecentAssignments(
  db: Executor,
  scope: AssignmentScope,
  limit: number,
): Promise<AssignmentRow[]> {
  const newest = sql`order by coalesce(a.date_taken, a.created_date) desc, a.id desc limit ${limit}`;
  // Only the latest few are joined to their company and office. An office's newest come first from
  // the location index (a license asks each of its few offices); a person's few hundred are read
  // by id: both instead of sorting every assignment of the firm.
  const latest =
    'userId' in scope
      ? sql`select a.* from assignments a
            where a.id = any(array(select au.assignment_id from assignment_users au where au.user_id = ${scope.userId}))
            ${newest}`
      : 'locationId' in scope
        ? sql`select a.* from assignments a where a.location_id = ${scope.locationId} ${newest}`
        : sql`select a.* from locations x
              cross join lateral (select a.* from assignments a where a.location_id = x.id ${newest}) a
              where x.license_id = ${scope.licenseId} ${newest}`;
  return queryRows<AssignmentRow>(
    db,
    sql`select a.id as "Id", a.display_id as "displayId", a.job_title as "jobTitle", c.name as company,
               a.company_id as "companyId", a.search_type as "searchType", a.status,
               a.date_taken::text as "dateTaken", l.name as location
        from (${latest}) a join companies c on c.id = a.company_id join locations l on l.id = a.location_id
        order by coalesce(a.date_taken, a.created_date) desc, a.id desc`,
  );
}

export async function findPhotoPath(
  db: Executor,
  userId: number,
): Promise<{ photoPath: string | null } | undefined> {
  const [row] = await queryRows<{ photoPath: string | null }>(
    db,
    sql`select photo_path as "photoPath" from users where id = ${userId}`,
  );
  return row;
}

export async function updateProfileFields(
  db: Executor,
  userId: number,
  changes: {
    officePhone?: string;
    mobilePhone?: string;
    currency?: string;
    locale?: string;
    photoPath?: string | null;
  },
): Promise<void> {
  const sets: SQL[] = [];
  if (changes.officePhone !== undefined) sets.push(sql`office_phone = ${changes.officePhone}`);
  if (changes.mobilePhone !== undefined) sets.push(sql`mobile_phone = ${changes.mobilePhone}`);
  if (changes.currency !== undefined) sets.push(sql`currency = ${changes.currency}`);
  if (changes.locale !== undefined) sets.push(sql`locale = ${changes.locale}`);
  if (changes.photoPath !== undefined) sets.push(sql`photo_path = ${changes.photoPath}`);
  if (sets.length === 0) return;
  await db.execute(sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${userId}`);
}

/** The currencies with exchange rates (and USD, which needs none), alphabetically. */
export async function listRatedCurrencies(db: Executor): Promise<string[]> {
  const found = await queryRows<{ currency: string }>(db, sql`select distinct currency from fx_rates`);
  return [...new Set(['USD', ...found.map((r) => r.currency)])].sort();
}
