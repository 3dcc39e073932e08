// What an import file looks like: its columns with their types, its upsert key, and the rules
// across cells and rows. The specs live in import-files.reference.ts / .business.ts, listed in
// import-registry.ts.
import { IMPORT_FILE_NAMES, type ImportFileName } from '@atrium/contracts';
import type { CellType, CellValue } from './import-cells.ts';

export interface ColumnSpec {
  /** The CSV header, which is also the database column the value lands in. */
  name: string;
  type: CellType;
  isRequired: boolean;
  /** For people reading docs/data-import.md: what the column means, and what an empty cell stores. */
  meaning: string;
}

/** One data row after its cells were read: only the file's columns, `null` for an empty cell. */
export interface ParsedRow {
  line: number;
  values: Record<string, CellValue | null>;
}

export type RowReporter = (column: string, reason: string) => void;
export type FileReporter = (line: number, column: string, reason: string) => void;

export interface FileSpec {
  file: ImportFileName;
  /** The table the rows are written to. */
  table: string;
  /** The columns that identify a row: what the import upserts on, unique within the file. */
  key: string[];
  columns: ColumnSpec[];
  /** Columns unique ignoring case, within the file and against other rows already in the table. */
  uniqueIgnoringCase?: string[];
  /**
   * A row already in the table under this source id may be taken over by the imported row that
   * holds the same unique value (the first site admin, created before any import).
   */
  claimableSourceId?: (lowerValue: string) => string;
  /** Rules across the cells of one row (run only when every cell was readable). */
  checkRow?: (row: ParsedRow, report: RowReporter) => void;
  /** Rules across the rows of the file (run on the rows whose cells were readable). */
  checkFile?: (rows: ParsedRow[], report: FileReporter) => void;
}

export const TEXT: CellType = { kind: 'text' };
export const BOOL: CellType = { kind: 'bool' };
export const DATE: CellType = { kind: 'date' };
export const CURRENCY: CellType = { kind: 'currency' };
export const ref = (file: ImportFileName): CellType => ({ kind: 'ref', file });

export const required = (name: string, type: CellType, meaning: string): ColumnSpec => ({
  name,
  type,
  isRequired: true,
  meaning,
});

export const optional = (name: string, type: CellType, meaning: string): ColumnSpec => ({
  name,
  type,
  isRequired: false,
  meaning,
});

/** A source id from `file`; `what` names what it points to, e.g. 'The client company'. */
export const requiredRef = (name: string, file: ImportFileName, what: string): ColumnSpec =>
  required(name, ref(file), `${what} (source id from ${file}).`);

/** A source id from `file`, or empty for none. */
export const optionalRef = (name: string, file: ImportFileName, what: string): ColumnSpec =>
  optional(name, ref(file), `${what} (source id from ${file}); empty: none.`);

/** Up to `max` source ids from `file`, `;`-separated; a file with the column replaces each row's list. */
export const refList = (name: string, file: ImportFileName, max: number, what: string): ColumnSpec =>
  optional(
    name,
    { kind: 'refList', file, max },
    `${what}: up to ${max} source ids from ${file} separated by \`;\`. When the column is present it replaces the list; an empty cell empties it.`,
  );

export const sourceId = (what: string): ColumnSpec =>
  required(
    'source_id',
    TEXT,
    `The source system's key of the ${what}: the row with this key is updated, or added.`,
  );

/** group_codes.csv: `group_kind` says which file `group_id` refers to. */
export const GROUP_KIND_FILES = {
  reportGroup: 'report_groups.csv',
  practiceGroup: 'practice_groups.csv',
  subsector: 'subsectors.csv',
} as const satisfies Record<string, ImportFileName>;

/** The file a reference cell points into, or undefined when the row does not say (bad group_kind). */
export function referencedFile(column: ColumnSpec, row: ParsedRow): ImportFileName | undefined {
  if (column.type.kind === 'ref' || column.type.kind === 'refList') return column.type.file;
  if (column.type.kind === 'groupRef') {
    const kind = row.values.group_kind;
    return typeof kind === 'string' && kind in GROUP_KIND_FILES
      ? GROUP_KIND_FILES[kind as keyof typeof GROUP_KIND_FILES]
      : undefined;
  }
  return undefined;
}

export const isReference = (column: ColumnSpec) =>
  column.type.kind === 'ref' || column.type.kind === 'refList' || column.type.kind === 'groupRef';

export const isImportFileName = (name: string): name is ImportFileName =>
  (IMPORT_FILE_NAMES as readonly string[]).includes(name);
