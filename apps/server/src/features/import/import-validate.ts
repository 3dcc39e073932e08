// Checks every cell, row and reference of an import before anything is written, and collects
// every problem rather than stopping at the first.
import type { ImportFileName } from '@atrium/contracts';
import { type PackedList, packList, unpackList } from '../../platform/packed-list.ts';
import { parseCell } from './import-cells.ts';
import type { CsvTable } from './import-csv.ts';
import {
  type ColumnSpec,
  type FileSpec,
  isReference,
  type ParsedRow,
  referencedFile,
} from './import-files.ts';
import { type ImportProblem, problem } from './import-problems.ts';
import { FILE_SPECS } from './import-registry.ts';

/** What validation needs to know about the database (read-only). */
export interface ImportLookups {
  /** Which of these source ids the table already holds. */
  findExistingSourceIds(table: string, sourceIds: string[]): Promise<Set<string>>;
  /** For each lower-cased value of a unique column, the source id of the row already holding it. */
  findOwners(table: string, column: string, lowerValues: string[]): Promise<Map<string, string>>;
}

export interface ValidatedFile {
  spec: FileSpec;
  /** The known columns the file's header holds. */
  columns: ColumnSpec[];
  rows: ParsedRow[];
  /** Rows that take over an existing row under another source id: old source id → new one. */
  claims: Map<string, string>;
}

interface FileState extends ValidatedFile {
  /** Every row with the cells that could be read (`rows` holds only the rows read whole). */
  partialRows: ParsedRow[];
  /** Every source id the file names, readable row or not, so one bad row does not cascade. */
  sourceIds: Set<string>;
  isHeaderComplete: boolean;
}

function checkHeader(spec: FileSpec, header: string[], report: (p: ImportProblem) => void) {
  const known = new Map(spec.columns.map((c) => [c.name, c]));
  const seen = new Set<string>();
  header.forEach((name, index) => {
    if (seen.has(name))
      report(problem(spec.file, 1, name || `column ${index + 1}`, 'appears twice in the header'));
    else if (!known.has(name)) {
      const expected = spec.columns.map((c) => c.name).join(', ');
      report(problem(spec.file, 1, name || `column ${index + 1}`, `unknown column (expected: ${expected})`));
    }
    seen.add(name);
  });
  const missing = spec.columns.filter((c) => c.isRequired && !seen.has(c.name));
  for (const column of missing) report(problem(spec.file, 1, column.name, 'required column is missing'));
  return { columns: spec.columns.filter((c) => seen.has(c.name)), isComplete: missing.length === 0 };
}

function readRow(
  spec: FileSpec,
  columns: ColumnSpec[],
  line: number,
  cellOf: (column: string) => string,
  report: (p: ImportProblem) => void,
): { values: ParsedRow['values']; isWhole: boolean } {
  const values: ParsedRow['values'] = {};
  let isWhole = true;
  for (const column of columns) {
    const raw = cellOf(column.name);
    if (raw === '') {
      if (column.isRequired) report(problem(spec.file, line, column.name, 'is required'));
      isWhole &&= !column.isRequired;
      values[column.name] = null;
      continue;
    }
    const result = parseCell(column.type, raw);
    if ('error' in result) {
      report(problem(spec.file, line, column.name, result.error));
      isWhole = false;
    } else values[column.name] = result.value;
  }
  return { values, isWhole };
}

function readFile(file: ImportFileName, table: CsvTable, report: (p: ImportProblem) => void): FileState {
  const spec = FILE_SPECS[file];
  const header = checkHeader(spec, table.header, report);
  const index = new Map(table.header.map((name, i) => [name, i]));
  const hasKey = spec.key.every((column) => index.has(column));
  const requiredKey = spec.key.filter((name) => spec.columns.find((c) => c.name === name)?.isRequired);
  const keyLines = new Map<string, number>();
  const state: FileState = {
    spec,
    columns: header.columns,
    rows: [],
    partialRows: [],
    claims: new Map(),
    sourceIds: new Set(),
    isHeaderComplete: header.isComplete,
  };

  for (const { line, cells } of table.rows) {
    const cellOf = (column: string) => (cells[index.get(column) ?? -1] ?? '').trim();
    const { values, isWhole } = readRow(spec, header.columns, line, cellOf, report);
    let isUnique = true;
    if (cellOf('source_id') !== '') state.sourceIds.add(cellOf('source_id'));
    if (hasKey && requiredKey.every((column) => cellOf(column) !== '')) {
      const key = JSON.stringify(spec.key.map(cellOf));
      const first = keyLines.get(key);
      isUnique = first === undefined;
      if (first === undefined) keyLines.set(key, line);
      else
        report(
          problem(file, line, spec.key.join('+'), `duplicate of line ${first} (same ${spec.key.join(', ')})`),
        );
    }
    state.partialRows.push({ line, values });
    if (isWhole && isUnique) state.rows.push({ line, values });
  }

  if (header.isComplete) {
    for (const row of state.rows) {
      spec.checkRow?.(row, (column, reason) => report(problem(file, row.line, column, reason)));
    }
    spec.checkFile?.(state.rows, (line, column, reason) => report(problem(file, line, column, reason)));
  }
  return state;
}

const asIds = (value: unknown): string[] =>
  Array.isArray(value) ? value : value == null ? [] : [String(value)];

/** A reference to a source id the import does not hold: only the database can. */
interface OutsideReference {
  file: ImportFileName;
  line: number;
  column: string;
  target: ImportFileName;
  id: string;
}

/** The references of every file that no file of the import answers, in file, column, row order. */
function outsideReferences(states: Map<ImportFileName, FileState>): OutsideReference[] {
  const uses: OutsideReference[] = [];
  for (const [file, state] of states) {
    for (const column of state.columns.filter(isReference)) {
      for (const row of state.partialRows) {
        const target = referencedFile(column, row);
        if (!target) continue;
        for (const id of asIds(row.values[column.name])) {
          if (states.get(target)?.sourceIds.has(id)) continue;
          uses.push({ file, line: row.line, column: column.name, target, id });
        }
      }
    }
  }
  return uses;
}

/** Every reference must name a row of this import or of the database. */
async function checkReferences(
  read: { files: ReadFile[]; references: PackedList },
  lookups: ImportLookups,
  report: (p: ImportProblem) => void,
) {
  const uses = await unpackList<OutsideReference>(read.references);
  const wanted = new Map<ImportFileName, Set<string>>();
  for (const use of uses) wanted.set(use.target, (wanted.get(use.target) ?? new Set()).add(use.id));
  const existing = new Map<ImportFileName, Set<string>>();
  for (const [target, ids] of wanted) {
    existing.set(target, await lookups.findExistingSourceIds(FILE_SPECS[target].table, [...ids]));
  }
  const imported = new Set(read.files.map((f) => f.file));
  for (const use of uses) {
    if (existing.get(use.target)?.has(use.id)) continue;
    const where = imported.has(use.target)
      ? `${use.target} or the database`
      : `the database (${use.target} is not part of this import)`;
    report(
      problem(use.file, use.line, use.column, `${JSON.stringify(use.id)} is not a source id in ${where}`),
    );
  }
}

/** A unique column's values within its file: repeats are problems already, firsts go to the database. */
interface UniqueValues {
  column: string;
  repeats: ImportProblem[];
  /** Each lower-cased value with the first row holding it. */
  firsts: [string, { line: number; sourceId: string }][];
}

/** Unique values (e-mail addresses) may not repeat in the file: the repeats, and each value's first row. */
function uniqueValuesOf(state: FileState): UniqueValues[] {
  const { spec } = state;
  const found: UniqueValues[] = [];
  for (const column of spec.uniqueIgnoringCase ?? []) {
    const hasColumns = [column, 'source_id'].every((name) => state.columns.some((c) => c.name === name));
    if (!hasColumns) continue;
    const repeats: ImportProblem[] = [];
    const firstLine = new Map<string, { line: number; sourceId: string }>();
    for (const row of state.partialRows) {
      const written = String(row.values[column] ?? '');
      const value = written.toLowerCase();
      if (!value || row.values.source_id == null) continue;
      const first = firstLine.get(value);
      if (first) {
        repeats.push(
          problem(spec.file, row.line, column, `${JSON.stringify(written)} is also on line ${first.line}`),
        );
        continue;
      }
      firstLine.set(value, { line: row.line, sourceId: String(row.values.source_id) });
    }
    found.push({ column, repeats, firsts: [...firstLine] });
  }
  return found;
}

/** Unique values may not belong to another row already stored, unless that row may be claimed. */
async function checkUniqueValues(
  state: { spec: FileSpec; claims: ValidatedFile['claims']; uniqueValues: UniqueValues[] },
  lookups: ImportLookups,
  report: (p: ImportProblem) => void,
) {
  const { spec } = state;
  for (const { column, repeats, firsts } of state.uniqueValues) {
    repeats.forEach(report);
    const firstLine = new Map(firsts);
    const owners = await lookups.findOwners(spec.table, column, [...firstLine.keys()]);
    const claimable = (value: string, sourceId: string) => {
      const owner = owners.get(value);
      return owner !== undefined && owner !== sourceId && owner === spec.claimableSourceId?.(value);
    };
    // a claim renames the stored row, so its new source id must not be taken already
    const claimIds = [...firstLine]
      .filter(([value, row]) => claimable(value, row.sourceId))
      .map(([, r]) => r.sourceId);
    const takenIds = claimIds.length
      ? await lookups.findExistingSourceIds(spec.table, claimIds)
      : new Set<string>();
    for (const [value, row] of firstLine) {
      const owner = owners.get(value);
      if (owner === undefined || owner === row.sourceId) continue;
      if (claimable(value, row.sourceId) && !takenIds.has(row.sourceId))
        state.claims.set(owner, row.sourceId);
      else {
        const reason = `${JSON.stringify(value)} already belongs to ${JSON.stringify(owner)} in the database`;
        report(problem(spec.file, row.line, column, reason));
      }
    }
  }
}

/**
 * A file as read and checked without the database, reduced to what the checks against the
 * database and the writes need: plain data, read in a worker thread and handed back
 * (`import-read.task.ts`), its rows packed until they are written.
 */
export interface ReadFile {
  file: ImportFileName;
  /** The names of the known columns the header holds. */
  columns: string[];
  /** The rows read whole (ParsedRow), packed. */
  rows: PackedList;
  uniqueValues: UniqueValues[];
}

/**
 * Reads the cells of every file and checks every rule within the files, in import order; answers
 * the files and the references that only the database can answer (OutsideReference, packed).
 */
export function readTables(
  tables: { file: ImportFileName; table: CsvTable }[],
  report: (p: ImportProblem) => void,
): { files: ReadFile[]; references: PackedList } {
  const order = Object.keys(FILE_SPECS) as ImportFileName[];
  const sorted = [...tables].sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file));
  const states = new Map(sorted.map(({ file, table }) => [file, readFile(file, table, report)]));
  const files = [...states.values()].map((state) => ({
    file: state.spec.file,
    columns: state.columns.map((c) => c.name),
    rows: packList(state.rows),
    uniqueValues: uniqueValuesOf(state),
  }));
  return { files, references: packList(outsideReferences(states)) };
}

/**
 * Checks the files read by `readTables` against each other and the database. The files come back
 * with their rows only when no problem was found: only then may they be written.
 */
export async function validateImport(
  read: { files: ReadFile[]; references: PackedList; problems: PackedList },
  lookups: ImportLookups,
): Promise<{ files: ValidatedFile[]; problems: ImportProblem[] }> {
  const problems = await unpackList<ImportProblem>(read.problems);
  const report = (p: ImportProblem) => problems.push(p);
  const states = read.files.map((file) => {
    const spec = FILE_SPECS[file.file];
    const names = new Set(file.columns);
    const columns = spec.columns.filter((c) => names.has(c.name));
    return { ...file, spec, columns, claims: new Map<string, string>() };
  });
  await checkReferences(read, lookups, report);
  for (const state of states) await checkUniqueValues(state, lookups, report);
  if (problems.length > 0) return { files: [], problems };
  const files: ValidatedFile[] = [];
  for (const { spec, columns, rows, claims } of states) {
    files.push({ spec, columns, rows: await unpackList<ParsedRow>(rows), claims });
  }
  return { files, problems };
}
