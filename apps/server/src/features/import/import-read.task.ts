// An import's files read and checked as far as they go without the database: the CSV parsed, every
// cell read, keys and the rules within each file checked. A file of tens of thousands of rows takes
// seconds to read, so a large import runs this in a pool worker (platform/worker-pool.ts) and hands
// back only what the event loop needs: the problems, the references only the database can answer,
// and the rows packed (platform/packed-list.ts), unpacked only when they are written. The checks
// against the database follow on the event loop (`validateImport`).
import type { ImportFileName } from '@atrium/contracts';
import { type PackedList, packedBuffers, packList } from '../../platform/packed-list.ts';
import { withMovedBuffers } from '../../platform/worker-transfer.ts';
import { type CsvTable, parseCsvFile } from './import-csv.ts';
import { isImportFileName } from './import-files.ts';
import { type ImportProblem, problem } from './import-problems.ts';
import { FILE_SPECS } from './import-registry.ts';
import { type ReadFile, readTables } from './import-validate.ts';

export interface ImportFileInput {
  /** The file name, e.g. `users.csv`; it says what the file holds. */
  name: string;
  content: Uint8Array;
}

export interface ReadImport {
  files: ReadFile[];
  /** OutsideReference, packed. */
  references: PackedList;
  /** ImportProblem, packed. */
  problems: PackedList;
}

const EXPECTED = Object.keys(FILE_SPECS).join(', ');

function parseFiles(files: ImportFileInput[], report: (p: ImportProblem) => void) {
  const tables: { file: ImportFileName; table: CsvTable }[] = [];
  const seen = new Set<string>();
  if (files.length === 0)
    report(problem('import', 0, '*', `no CSV files were given (expected any of ${EXPECTED})`));
  for (const { name, content } of files) {
    if (!isImportFileName(name)) {
      report(problem(name, 0, '*', `not an import file; expected any of ${EXPECTED}`));
      continue;
    }
    if (seen.has(name)) {
      report(problem(name, 0, '*', 'was given more than once'));
      continue;
    }
    seen.add(name);
    const parsed = parseCsvFile(name, content);
    parsed.problems.forEach(report);
    if (parsed.table) tables.push({ file: name, table: parsed.table });
  }
  return tables;
}

export function readImportFiles({ files }: { files: ImportFileInput[] }): ReadImport {
  const problems: ImportProblem[] = [];
  const report = (p: ImportProblem) => problems.push(p);
  const read = readTables(parseFiles(files, report), report);
  return { ...read, problems: packList(problems) };
}

/** `readImportFiles` in a pool worker: the packed chunks move back instead of being copied. */
export function readImportFilesInWorker(input: { files: ImportFileInput[] }) {
  const read = readImportFiles(input);
  const lists = [read.problems, read.references, ...read.files.map((file) => file.rows)];
  return withMovedBuffers(read, packedBuffers(lists));
}
