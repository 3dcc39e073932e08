// A company's family tree: its top parent and everything under it (parents followed at most 50
// steps; a cycle in the data stops the walk).
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { rows } from '../../platform/sql-rows.ts';

export interface FamilyRecord {
  id: number;
  name: string;
  parentId: number | null;
  isKeyAccount: boolean;
}

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = rows<{ found: boolean }>(
    await db.execute(sql`select exists (select 1 from companies where id = ${id}) as found`),
  );
  return row?.found ?? false;
}

/** The top of the company's family: follows parents up (at most 50 steps, cycles stop it). */
export async function findTopParent(db: Executor, id: number): Promise<number> {
  const [row] = rows<{ id: number }>(
    await db.execute(sql`
      with recursive up(id, parent_id, depth, path) as (
        select c.id, c.parent_id, 0, array[c.id] from companies c where c.id = ${id}
        union all
        select p.id, p.parent_id, up.depth + 1, up.path || p.id
        from up join companies p on p.id = up.parent_id
        where up.parent_id <> up.id and not p.id = any(up.path) and up.depth < 50)
      select id from up order by depth desc limit 1`),
  );
  return row?.id ?? id;
}

/**
 * The company and everything under it. Each step and the final read find companies by their key
 * through a lateral subquery the planner keeps as written (`offset 0`): it expects dozens of
 * companies per step, where a family has a handful, and would otherwise read every company.
 */
export async function listDescendants(db: Executor, rootId: number): Promise<FamilyRecord[]> {
  return rows<FamilyRecord>(
    await db.execute(sql`
      with recursive down(id, path) as (
        select c.id, array[c.id] from companies c where c.id = ${rootId}
        union all
        select ch.id, down.path || ch.id
        from down cross join lateral (
          select ch.id, ch.parent_id from companies ch where ch.parent_id = down.id offset 0) ch
        where ch.id <> ch.parent_id and not ch.id = any(down.path) and cardinality(down.path) < 50)
      select c.id, c.name, c.parent_id as "parentId", c.is_key_account as "isKeyAccount"
      from (select distinct id from down) d cross join lateral (
        select c.id, c.name, c.parent_id, c.is_key_account from companies c where c.id = d.id offset 0) c
      order by lower(c.name), c.id`),
  );
}
