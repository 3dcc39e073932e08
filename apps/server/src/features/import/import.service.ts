// A data import, all or nothing: read every file, check everything, and only when no problem was
// found write every file in one transaction, bump the data version, empty the report cache and
// record who imported what. Used by the admin API and by `npm run import`.
import type { ImportResult } from '@atrium/contracts';
import { writeAudit } from '../../platform/audit.ts';
import type { Executor } from '../../platform/database.ts';
import type { SystemContext } from '../../platform/service-context.ts';
import type { AuthUser } from '../../platform/session.ts';
import { runInWorker } from '../../platform/worker-pool.ts';
import { invalidateReportData } from '../reports/report-data.service.ts';
import { reindexSearch } from '../search/search.service.ts';
import * as repo from './import.repo.ts';
import { ImportFailedError, problem } from './import-problems.ts';
import { type ImportFileInput, type ReadImport, readImportFiles } from './import-read.task.ts';
import { type ImportLookups, validateImport } from './import-validate.ts';
import { databaseMessage, ImportWriteError, writeImportFiles } from './import-write.ts';

export type { ImportFileInput } from './import-read.task.ts';

/** Who imports: an admin through the API, or nobody signed in from the command line. */
export interface ImportContext extends SystemContext {
  user: AuthUser | null;
}

export interface RunImportInput {
  files: ImportFileInput[];
  via: 'api' | 'cli';
}

const READER = new URL('./import-read.task.ts', import.meta.url);
/** Files this small in all are read in a few milliseconds: in place, without a trip to a worker. */
const IN_PLACE_BYTES = 256 * 1024;

/** The files read and checked within themselves; large ones off the event loop. */
function readFiles(files: ImportFileInput[]): Promise<ReadImport> | ReadImport {
  const bytes = files.reduce((sum, file) => sum + file.content.byteLength, 0);
  if (bytes <= IN_PLACE_BYTES) return readImportFiles({ files });
  // A file's memory moves to the worker when the file owns it whole, instead of being copied.
  const owned = files
    .map((file) => file.content)
    .filter((content) => content.byteOffset === 0 && content.byteLength === content.buffer.byteLength)
    .map((content) => content.buffer as ArrayBuffer);
  return runInWorker<ReadImport>(READER, 'readImportFilesInWorker', { files }, [...new Set(owned)]);
}

const lookupsFor = (db: Executor): ImportLookups => ({
  findExistingSourceIds: (table, sourceIds) => repo.findExistingSourceIds(db, table, sourceIds),
  findOwners: (table, column, values) => repo.findOwners(db, table, column, values),
});

/** Checks the files and writes them; throws ImportFailedError (nothing written) on any problem. */
export async function runImport({ db, user }: ImportContext, input: RunImportInput): Promise<ImportResult> {
  const validated = await validateImport(await readFiles(input.files), lookupsFor(db));
  if (validated.problems.length > 0) throw new ImportFailedError(validated.problems);

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
