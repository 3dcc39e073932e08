// Reads one uploaded CSV file into a header and rows that remember their line numbers, so every
// problem can point at the line a person sees in a text editor or spreadsheet (header = line 1).
import { parse } from 'csv-parse/sync';
import { type ImportProblem, problem } from './import-problems.ts';

export interface CsvRow {
  /** The line the record starts on (a quoted field may span several lines). */
  line: number;
  cells: string[];
}

export interface CsvTable {
  header: string[];
  rows: CsvRow[];
}

interface ParsedRecord {
  record: string[];
  raw: string;
  info: { lines: number };
}

const countNewlines = (text: string) => text.split('\n').length - 1;

/** The record's first line: csv-parse reports the last one, and its raw text includes skipped blank lines. */
function startLine(parsed: ParsedRecord): number {
  const body = parsed.raw.replace(/^\n+/, '').replace(/\n$/, '');
  return parsed.info.lines - countNewlines(body);
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The separators a spreadsheet saves CSV with: commas, or semicolons where the comma is the decimal mark, or tabs. */
const SEPARATORS = [',', ';', '\t'] as const;
export type CsvSeparator = (typeof SEPARATORS)[number];

/**
 * The separator of the header row: the one it holds most often outside quotes (commas when none
 * appears, so a one-column file reads as before). Column names never contain a separator.
 */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<string, number>();
  let isQuoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') isQuoted = !isQuoted;
    else if (!isQuoted && (char === '\n' || char === '\r')) break;
    else if (!isQuoted) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvSeparator = ',';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

export function parseCsvFile(
  file: string,
  content: Uint8Array,
): { table?: CsvTable; problems: ImportProblem[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content);
  } catch {
    return { problems: [problem(file, 1, '*', 'the file is not UTF-8 text')] };
  }
  let records: ParsedRecord[];
  try {
    // csv-parse miscounts lines when CRLF endings meet quoted line breaks: read plain LF text
    records = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter: detectSeparator(text),
      bom: true,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as ParsedRecord[];
  } catch (error) {
    const { lines, message } = error as { lines?: number; message: string };
    return { problems: [problem(file, lines ?? 1, '*', `not readable as CSV: ${message}`)] };
  }
  const [headerRecord, ...dataRecords] = records;
  if (!headerRecord) return { problems: [problem(file, 1, '*', 'the header row is missing')] };

  const header = headerRecord.record.map((name) => name.trim());
  const problems: ImportProblem[] = [];
  const rows: CsvRow[] = [];
  for (const parsed of dataRecords) {
    const line = startLine(parsed);
    if (isBlank(parsed.record)) continue;
    if (parsed.record.length !== header.length) {
      problems.push(
        problem(file, line, '*', `has ${parsed.record.length} fields but the header has ${header.length}`),
      );
      continue;
    }
    rows.push({ line, cells: parsed.record });
  }
  return { table: { header, rows }, problems };
}
