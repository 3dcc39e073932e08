// Import problems: collected from every file, sorted, and reported as `file:line: column: reason`.
import { IMPORT_FILE_NAMES, type ImportFailedBody } from '@atrium/contracts';
import { AppError } from '../../platform/errors.ts';

export interface ImportProblem {
  file: string;
  /** The CSV line (the header is line 1); 0 for problems with the upload as a whole. */
  line: number;
  /** The column, or `*` for the whole row or file. */
  column: string;
  reason: string;
}

export const problem = (file: string, line: number, column: string, reason: string): ImportProblem => ({
  file,
  line,
  column,
  reason,
});

/** A response stays readable even for a file where every row is wrong. */
export const MAX_REPORTED_PROBLEMS = 1000;

const fileRank = (file: string) => {
  const index = (IMPORT_FILE_NAMES as readonly string[]).indexOf(file);
  return index < 0 ? -1 : index;
};

export function formatProblem(p: ImportProblem): string {
  return p.line > 0 ? `${p.file}:${p.line}: ${p.column}: ${p.reason}` : `${p.file}: ${p.reason}`;
}

/** Sorted by file (import order) then line; the order problems were found in breaks ties. */
export function formatProblems(problems: ImportProblem[]): string[] {
  const sorted = problems
    .map((p, index) => ({ p, index }))
    .sort((a, b) => fileRank(a.p.file) - fileRank(b.p.file) || a.p.line - b.p.line || a.index - b.index)
    .map(({ p }) => formatProblem(p));
  if (sorted.length <= MAX_REPORTED_PROBLEMS) return sorted;
  const shown = sorted.slice(0, MAX_REPORTED_PROBLEMS);
  return [...shown, `… and ${sorted.length - MAX_REPORTED_PROBLEMS} more problems`];
}

/** The import was refused as a whole: nothing was written. The reply lists every problem. */
export class ImportFailedError extends AppError {
  readonly problems: string[];

  constructor(problems: ImportProblem[]) {
    const total = problems.length;
    const formatted = formatProblems(problems);
    super(
      'import_failed',
      `The import found ${total} ${total === 1 ? 'problem' : 'problems'}; nothing was imported.`,
      400,
      { body: { problems: formatted } satisfies Pick<ImportFailedBody, 'problems'> },
    );
    this.problems = formatted;
  }
}
