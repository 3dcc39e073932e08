// The import's SQL: lookups by source id, batched upserts and link tables. Table and column names come from the file
// specs, never from the uploaded files: an unknown header is refused before anything reaches SQL.
// Each batch travels as ONE json parameter unpacked by json_to_recordset: binding a parameter per
// value made building the statements the slowest part of a large import (~1 s per 30,000 values).
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/database.ts';
import { queryRows } from '../../platform/sql-rows.ts';

/** A cell as written; `undefined` (an empty cell) stores the column's default. */
export type SqlValue = string | number | boolean | null | undefined;

/**
 * Rows per statement. The embedded database runs a statement on the event loop, so a batch is kept
 * to a few milliseconds of work there, and each waits for a turn of its own (`nextTurn`).
 */
const BATCH_ROWS = 1000;

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

const id = (name: string) => sql.identifier(name);
const names = (columns: string[]) => sql.join(columns.map(id), sql`, `);
const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
/** The elements of a JSON array parameter as a set of rows of one type. */
const elements = (values: (string | number)[], type: 'text' | 'int') =>
  sql`select (json_array_elements_text(${json(values)}))::${sql.raw(type)}`;

/** Source id → internal id for the given source ids that the table holds. */
export async function findIdsBySourceId(
  db: Executor,
  table: string,
  sourceIds: string[],
): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (const part of chunks(sourceIds, BATCH_ROWS)) {
    const rows = await queryRows<{ id: number; source_id: string }>(
      db,
      sql`select id, source_id from ${id(table)} where source_id in (${elements(part, 'text')})`,
    );
    for (const row of rows) found.set(row.source_id, Number(row.id));
  }
  return found;
}

export async function findExistingSourceIds(
  db: Executor,
  table: string,
  sourceIds: string[],
): Promise<Set<string>> {
  return new Set((await findIdsBySourceId(db, table, sourceIds)).keys());
}

/** For each lower-cased value of a column, the source id of the row holding it (ignoring case). */
export async function findOwners(
  db: Executor,
  table: string,
  column: string,
  lowerValues: string[],
): Promise<Map<string, string>> {
  const owners = new Map<string, string>();
  for (const part of chunks(lowerValues, BATCH_ROWS)) {
    const rows = await queryRows<{ value: string; source_id: string }>(
      db,
      sql`select lower(${id(column)}) as value, source_id from ${id(table)}
          where lower(${id(column)}) in (${elements(part, 'text')})`,
    );
    for (const row of rows) owners.set(row.value, row.source_id);
  }
  return owners;
}

/** Gives stored rows a new source id (old → new), e.g. the first site admin named by the HR export. */
export async function renameSourceIds(
  db: Executor,
  table: string,
  renames: Map<string, string>,
): Promise<void> {
  for (const [from, to] of renames) {
    await db.execute(sql`update ${id(table)} set source_id = ${to} where source_id = ${from}`);
  }
}

interface ColumnInfo {
  name: string;
  type: string;
  default_expr: string | null;
}

/** The stored type and default of each column, to unpack json rows and fill empty cells. */
async function describeColumns(db: Executor, table: string): Promise<Map<string, ColumnInfo>> {
  const rows = await queryRows<ColumnInfo>(
    db,
    sql`select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
               pg_get_expr(d.adbin, d.adrelid) as default_expr
        from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped`,
  );
  return new Map(rows.map((row) => [row.name, row]));
}

export interface UpsertOptions {
  table: string;
  columns: string[];
  rows: Record<string, SqlValue>[];
  /** The unique columns a row is matched on. */
  conflict: string[];
  /** Also set `updated_at = now()` on rows that change. */
  hasUpdatedAt?: boolean;
  /** Columns to read back from every written row. */
  returning?: string[];
}

/** Inserts rows or updates the matched ones; only the given columns are touched on update. */
export async function upsertRows<T = Record<string, unknown>>(
  db: Executor,
  options: UpsertOptions,
): Promise<T[]> {
  const { table, columns, conflict } = options;
  const info = await describeColumns(db, table);
  const typeOf = (column: string) => {
    const type = info.get(column)?.type;
    if (!type) throw new Error(`${table} has no column ${column}`);
    return type;
  };
  const recordType = sql.join(
    columns.map((c) => sql`${id(c)} ${sql.raw(typeOf(c))}`),
    sql`, `,
  );
  // an empty cell arrives as null and stores the column's default (from the catalog, not from input)
  const selected = sql.join(
    columns.map((c) => {
      const fallback = info.get(c)?.default_expr;
      return fallback ? sql`coalesce(v.${id(c)}, ${sql.raw(fallback)})` : sql`v.${id(c)}`;
    }),
    sql`, `,
  );
  const updatable = columns.filter((c) => !conflict.includes(c));
  const assignments = [
    ...updatable.map((c) => sql`${id(c)} = excluded.${id(c)}`),
    ...(options.hasUpdatedAt ? [sql`updated_at = now()`] : []),
  ];
  // with nothing to update, a no-op update still returns the matched row
  if (assignments.length === 0) assignments.push(sql`${id(conflict[0])} = excluded.${id(conflict[0])}`);
  const returning = options.returning?.length ? sql`returning ${names(options.returning)}` : sql``;

  const result: T[] = [];
  for (const part of chunks(options.rows, BATCH_ROWS)) {
    await nextTurn();
    const records = part.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
    const statement = sql`insert into ${id(table)} (${names(columns)})
      select ${selected} from json_to_recordset(${json(records)}) as v(${recordType})
      on conflict (${names(conflict)}) do update set ${sql.join(assignments, sql`, `)} ${returning}`;
    result.push(...(await queryRows<T>(db, statement)));
  }
  return result;
}

export interface GroupCodeRow {
  group_kind: string;
  group_id: number;
  industry_id: number | null;
  function_id: number | null;
}

/** group_codes has no source id and nullable key columns: add the mappings not stored yet. */
export async function insertMissingGroupCodes(db: Executor, rows: GroupCodeRow[]): Promise<void> {
  for (const part of chunks(rows, BATCH_ROWS)) {
    await nextTurn();
    await db.execute(sql`insert into group_codes (group_kind, group_id, industry_id, function_id)
      select v.group_kind, v.group_id, v.industry_id, v.function_id
      from json_to_recordset(${json(part)}) as v(group_kind text, group_id int, industry_id int, function_id int)
      where not exists (
        select 1 from group_codes g
        where g.group_kind = v.group_kind and g.group_id = v.group_id
          and g.industry_id is not distinct from v.industry_id and g.function_id is not distinct from v.function_id)`);
  }
}

/** Sets each company's parent (null: none) once every company of the import exists. */
export async function setCompanyParents(
  db: Executor,
  parents: { company_id: number; parent_id: number | null }[],
): Promise<void> {
  for (const part of chunks(parents, BATCH_ROWS)) {
    await nextTurn();
    await db.execute(sql`update companies c set parent_id = v.parent_id
      from json_to_recordset(${json(part)}) as v(company_id int, parent_id int)
      where c.id = v.company_id`);
  }
}

export interface LinkReplacement {
  table: 'user_skills' | 'company_countries' | 'company_industries';
  ownerColumn: string;
  targetColumn: string;
  /** Owner id → the complete list of target ids it should link to. */
  links: Map<number, number[]>;
}

/** Makes each owner's links exactly the given list. */
export async function replaceLinks(db: Executor, replacement: LinkReplacement): Promise<void> {
  const { table, ownerColumn, targetColumn } = replacement;
  for (const owners of chunks([...replacement.links.keys()], BATCH_ROWS)) {
    await db.execute(sql`delete from ${id(table)} where ${id(ownerColumn)} in (${elements(owners, 'int')})`);
  }
  const pairs = [...replacement.links].flatMap(([owner, targets]) =>
    targets.map((target) => ({ owner, target })),
  );
  for (const part of chunks(pairs, BATCH_ROWS)) {
    await nextTurn();
    await db.execute(sql`insert into ${id(table)} (${id(ownerColumn)}, ${id(targetColumn)})
      select v.owner, v.target from json_to_recordset(${json(part)}) as v(owner int, target int)
      on conflict do nothing`);
  }
}

/** Removes the team members of these assignments that the import did not name. */
export async function removeOtherTeamMembers(db: Executor, teams: Map<number, number[]>): Promise<void> {
  for (const assignmentIds of chunks([...teams.keys()], BATCH_ROWS)) {
    const keep = assignmentIds.flatMap((a) => teams.get(a) ?? []);
    await db.execute(sql`delete from assignment_users
      where assignment_id in (${elements(assignmentIds, 'int')}) and id not in (${elements(keep, 'int')})`);
  }
}
