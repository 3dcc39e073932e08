// Writes validated files in import order, turning the source system's ids into internal ids as
// it goes (rows of this import first, then rows already stored). Runs inside the import's
// transaction; every statement goes through import.repo.ts.
import type { ImportFileName } from '@atrium/contracts';
import type { Executor } from '../../platform/database.ts';
import * as repo from './import.repo.ts';
import { type ColumnSpec, isReference, type ParsedRow, referencedFile } from './import-files.ts';
import { FILE_SPECS } from './import-registry.ts';
import type { ValidatedFile } from './import-validate.ts';

/** The database's own words: drizzle wraps them in "Failed query: <the whole statement>". */
export function databaseMessage(error: unknown): string {
  let innermost = error;
  while (innermost instanceof Error && innermost.cause instanceof Error) innermost = innermost.cause;
  if (!(innermost instanceof Error)) return String(innermost);
  const detail = (innermost as { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? `${innermost.message} (${detail})` : innermost.message;
}

/** A statement failed while writing a file; the whole import rolls back. */
export class ImportWriteError extends Error {
  constructor(
    readonly file: ImportFileName,
    cause: unknown,
  ) {
    super(databaseMessage(cause), { cause });
  }
}

/** Columns whose `;`-separated ids replace the rows of a link table. */
const LINK_TABLES: Record<string, Omit<repo.LinkReplacement, 'links'>> = {
  'users.csv:skill_ids': { table: 'user_skills', ownerColumn: 'user_id', targetColumn: 'skill_id' },
  'companies.csv:country_ids': {
    table: 'company_countries',
    ownerColumn: 'company_id',
    targetColumn: 'country_id',
  },
  'companies.csv:industry_ids': {
    table: 'company_industries',
    ownerColumn: 'company_id',
    targetColumn: 'industry_id',
  },
};
const TABLES_WITH_UPDATED_AT: ReadonlySet<string> = new Set(['users', 'companies']);

class IdResolver {
  private readonly maps = new Map<ImportFileName, Map<string, number>>();
  constructor(private readonly db: Executor) {}

  private mapOf(file: ImportFileName) {
    const map = this.maps.get(file) ?? new Map<string, number>();
    this.maps.set(file, map);
    return map;
  }

  remember(file: ImportFileName, sourceId: string, id: number) {
    this.mapOf(file).set(sourceId, id);
  }

  /** Loads the ids of the references of these rows that are not known yet. */
  async prepare(columns: ColumnSpec[], rows: ParsedRow[]) {
    const wanted = new Map<ImportFileName, Set<string>>();
    for (const column of columns.filter(isReference)) {
      for (const row of rows) {
        const target = referencedFile(column, row);
        const value = row.values[column.name];
        if (!target || value == null) continue;
        const ids = Array.isArray(value) ? value : [String(value)];
        const set = wanted.get(target) ?? new Set<string>();
        for (const sourceId of ids) if (!this.mapOf(target).has(sourceId)) set.add(sourceId);
        wanted.set(target, set);
      }
    }
    for (const [target, sourceIds] of wanted) {
      if (sourceIds.size === 0) continue;
      const found = await repo.findIdsBySourceId(this.db, FILE_SPECS[target].table, [...sourceIds]);
      for (const [sourceId, id] of found) this.remember(target, sourceId, id);
    }
  }

  get(file: ImportFileName, sourceId: string): number {
    const id = this.maps.get(file)?.get(sourceId);
    if (id === undefined)
      throw new Error(`${JSON.stringify(sourceId)} from ${file} was not found while writing`);
    return id;
  }
}

/** A row as SQL values: references become internal ids, empty cells the column's default. */
function toSqlRow(columns: ColumnSpec[], row: ParsedRow, ids: IdResolver): Record<string, repo.SqlValue> {
  const record: Record<string, repo.SqlValue> = {};
  for (const column of columns) {
    const value = row.values[column.name];
    if (value == null) record[column.name] = undefined;
    else if (isReference(column)) record[column.name] = ids.get(referencedFile(column, row)!, String(value));
    else record[column.name] = value as repo.SqlValue;
  }
  return record;
}

async function writeSourceIdFile(db: Executor, file: ValidatedFile, ids: IdResolver): Promise<void> {
  const { spec, rows } = file;
  await repo.renameSourceIds(db, spec.table, file.claims);
  // a company's parent may come later in the same file: parents are set once every row exists
  const isDeferred = (c: ColumnSpec) =>
    c.type.kind === 'refList' || (spec.file === 'companies.csv' && c.name === 'parent_id');
  const columns = file.columns.filter((c) => !isDeferred(c));
  await ids.prepare(columns, rows);
  const written = await repo.upsertRows<{ id: number; source_id: string }>(db, {
    table: spec.table,
    columns: columns.map((c) => c.name),
    rows: rows.map((row) => toSqlRow(columns, row, ids)),
    conflict: ['source_id'],
    hasUpdatedAt: TABLES_WITH_UPDATED_AT.has(spec.table),
    returning: ['id', 'source_id'],
  });
  for (const row of written) ids.remember(spec.file, row.source_id, Number(row.id));

  const deferred = file.columns.filter(isDeferred);
  await ids.prepare(deferred, rows);
  const ownId = (row: ParsedRow) => ids.get(spec.file, String(row.values.source_id));
  for (const column of deferred) {
    if (column.type.kind === 'refList') {
      const target = column.type.file;
      const links = new Map(
        rows.map((row) => [
          ownId(row),
          ((row.values[column.name] as string[] | null) ?? []).map((s) => ids.get(target, s)),
        ]),
      );
      await repo.replaceLinks(db, { ...LINK_TABLES[`${spec.file}:${column.name}`], links });
    } else {
      const parents = rows.map((row) => {
        const parent = row.values[column.name];
        return {
          company_id: ownId(row),
          parent_id: parent == null ? null : ids.get(spec.file, String(parent)),
        };
      });
      await repo.setCompanyParents(db, parents);
    }
  }
}

async function writeGroupCodes(db: Executor, file: ValidatedFile, ids: IdResolver): Promise<void> {
  await ids.prepare(file.columns, file.rows);
  const rows = file.rows.map((row) => {
    const values = toSqlRow(file.columns, row, ids);
    return {
      group_kind: String(values.group_kind),
      group_id: Number(values.group_id),
      industry_id: (values.industry_id as number | undefined) ?? null,
      function_id: (values.function_id as number | undefined) ?? null,
    };
  });
  await repo.insertMissingGroupCodes(db, rows);
}

/** The file holds whole teams: members of its assignments that it does not name are removed. */
async function writeAssignmentUsers(db: Executor, file: ValidatedFile, ids: IdResolver): Promise<void> {
  await ids.prepare(file.columns, file.rows);
  const written = await repo.upsertRows<{ id: number; assignment_id: number }>(db, {
    table: 'assignment_users',
    columns: file.columns.map((c) => c.name),
    rows: file.rows.map((row) => toSqlRow(file.columns, row, ids)),
    conflict: file.spec.key,
    returning: ['id', 'assignment_id'],
  });
  const teams = new Map<number, number[]>();
  for (const row of written) {
    const assignmentId = Number(row.assignment_id);
    teams.set(assignmentId, [...(teams.get(assignmentId) ?? []), Number(row.id)]);
  }
  await repo.removeOtherTeamMembers(db, teams);
}

async function writeKeyedFile(db: Executor, file: ValidatedFile, ids: IdResolver): Promise<void> {
  await repo.upsertRows(db, {
    table: file.spec.table,
    columns: file.columns.map((c) => c.name),
    rows: file.rows.map((row) => toSqlRow(file.columns, row, ids)),
    conflict: file.spec.key,
  });
}

/** Writes the files (already in import order); answers the rows upserted per file. */
export async function writeImportFiles(
  db: Executor,
  files: ValidatedFile[],
): Promise<Partial<Record<ImportFileName, number>>> {
  const ids = new IdResolver(db);
  const imported: Partial<Record<ImportFileName, number>> = {};
  for (const file of files) {
    try {
      if (file.rows.length > 0) {
        if (file.spec.file === 'group_codes.csv') await writeGroupCodes(db, file, ids);
        else if (file.spec.file === 'assignment_users.csv') await writeAssignmentUsers(db, file, ids);
        else if (file.spec.key.join() === 'source_id') await writeSourceIdFile(db, file, ids);
        else await writeKeyedFile(db, file, ids);
      }
    } catch (error) {
      throw new ImportWriteError(file.spec.file, error);
    }
    imported[file.spec.file] = file.rows.length;
  }
  return imported;
}
