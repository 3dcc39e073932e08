// A data import, all or nothing: read every file, check everything, and only when no problem was
// found write every file in one transaction, bump the data version, empty the report cache and
// record who imported what. Used by the admin API and by `npm run import`.
import type { ImportFileName, ImportResult } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';
import { reindexSearch } from '../search/search.service.ts';
import * as repo from './import.repo.ts';
import { type CsvTable, parseCsvFile } from './import-csv.ts';
import { isImportFileName } from './import-files.ts';
import { ImportFailedError, type ImportProblem, problem } from './import-problems.ts';
import { FILE_SPECS } from './import-registry.ts';
import { type ImportLookups, validateImport } from './import-validate.ts';
import { databaseMessage, ImportWriteError, writeImportFiles } from './import-write.ts';

export interface ImportFileInput {
  /** The file name, e.g. `users.csv`; it says what the file holds. */
  name: string;
  content: Uint8Array;
}

/** Who imports: an admin through the API, or nobody signed in from the command line. */
export interface ImportContext extends SystemContext {
  user: AuthUser | null;
}

export interface RunImportInput {
  files: ImportFileInput[];
  via: 'api' | 'cli';
}

const EXPECTED = Object.keys(FILE_SPECS).join(', ');

function readFiles(files: ImportFileInput[], report: (p: ImportProblem) => void) {
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

const lookupsFor = (db: Executor): ImportLookups => ({
  findExistingSourceIds: (table, sourceIds) => repo.findExistingSourceIds(db, table, sourceIds),
  findOwners: (table, column, values) => repo.findOwners(db, table, column, values),
});

/** Checks the files and writes them; throws ImportFailedError (nothing written) on any problem. */
export async function runImport({ db, user }: ImportContext, input: RunImportInput): Promise<ImportResult> {
  const problems: ImportProblem[] = [];
  const tables = readFiles(input.files, (p) => problems.push(p));
  const validated = await validateImport(tables, lookupsFor(db));
  problems.push(...validated.problems);
  if (problems.length > 0) throw new ImportFailedError(problems);

  try {
    return await db.transaction(async (tx) => {
      const imported = await writeImportFiles(tx, validated.files);
      const dataVersion = await invalidateReportData(tx);
      await reindexSearch({ db: tx }, { types: ['person', 'company', 'assignment'] });
      await writeAudit(tx, {
        userId: user?.ID ?? null,
        action: 'import',
        entity: 'data',
        detail: { via: input.via, files: Object.keys(imported), imported, dataVersion },
      });
      return { imported };
    });
  } catch (error) {
    if (error instanceof ImportWriteError) {
      throw new ImportFailedError([
        problem(error.file, 0, '*', `the database refused the rows: ${error.message}`),
      ]);
    }
    const message = databaseMessage(error);
    throw new ImportFailedError([problem('import', 0, '*', `the database refused the import: ${message}`)]);
  }
}
