// The people side of the teaming rankings (the values come from the report engine): who a
// directory filter selects for the colleague finder, and the names that break ties.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';
import { PERSON_FROM, personConditions } from './people.repo.ts';
import type { PersonFilter } from './person-filter.ts';

/** The ids of the active people the filter selects, read as one JSON text. */
export async function idsOfPeopleSelectedBy(db: Executor, people: PersonFilter): Promise<number[]> {
  const [row] = await queryRows<{ ids: string }>(
    db,
    sql`select coalesce(json_agg(u.id), '[]')::text as ids from ${PERSON_FROM} where ${personConditions(people)}`,
  );
  return JSON.parse(row?.ids ?? '[]') as number[];
}

/** The names that break ties in a ranking, folded as staff search them, and who is active (status 1). */
export async function tieBreakNames(
  db: Executor,
  ids: readonly number[],
): Promise<{ id: number; lastName: string; firstName: string; isActive: boolean }[]> {
  if (ids.length === 0) return [];
  return queryRows(
    db,
    sql`select u.id, u.last_name_fold as "lastName", u.first_name_fold as "firstName",
        u.status_id = 1 as "isActive"
      from users u where u.id in ${ids}`,
  );
}
