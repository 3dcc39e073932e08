// The value types a CSV cell may hold, and the rule that reads each one. Pure: no database.
import type { ImportFileName } from '@atrium/contracts';

export type CellType =
  | { kind: 'text' }
  | { kind: 'email' }
  | { kind: 'int'; min: number; max?: number }
  | { kind: 'bool' }
  | { kind: 'date' }
  /** A date on the first day of a month. */
  | { kind: 'month' }
  /** Money: up to 2 decimals, may be negative (credit notes). */
  | { kind: 'amount' }
  /** 0 to 100, up to 2 decimals. */
  | { kind: 'percent' }
  /** A positive exchange rate, up to 8 decimals. */
  | { kind: 'rate' }
  | { kind: 'currency' }
  | { kind: 'timeZone' }
  | { kind: 'enum'; values: readonly string[] }
  /** The source id of a row of another file (or of the same file). */
  | { kind: 'ref'; file: ImportFileName }
  /** A source id whose file depends on the row (group_codes: group_kind picks the group file). */
  | { kind: 'groupRef' }
  /** Several source ids separated by `;`. */
  | { kind: 'refList'; file: ImportFileName; max: number };

/** Parsed cell values: refs stay source ids until the import writes them. */
export type CellValue = string | number | boolean | string[];

export type CellResult = { value: CellValue } | { error: string };

const fail = (error: string): CellResult => ({ error });
const ok = (value: CellValue): CellResult => ({ value });
const quoted = (raw: string) => JSON.stringify(raw.length > 60 ? `${raw.slice(0, 57)}...` : raw);

const TRUE_WORDS: ReadonlySet<string> = new Set(['true', '1', 'yes', 'y']);
const FALSE_WORDS: ReadonlySet<string> = new Set(['false', '0', 'no', 'n']);

export function isValidDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function isTimeZone(text: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return true;
  } catch {
    return false;
  }
}

function parseDecimal(raw: string, options: { decimals: number; integerDigits: number; isSigned: boolean }) {
  const sign = options.isSigned ? '-?' : '';
  const pattern = new RegExp(`^${sign}\\d{1,${options.integerDigits}}(\\.\\d{1,${options.decimals}})?$`);
  return pattern.test(raw);
}

/** Reads one non-empty, trimmed cell. */
export function parseCell(type: CellType, raw: string): CellResult {
  switch (type.kind) {
    case 'text':
      return ok(raw);
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw)
        ? ok(raw)
        : fail(`${quoted(raw)} is not an e-mail address`);
    case 'int': {
      if (!/^-?\d{1,10}$/.test(raw)) return fail(`${quoted(raw)} is not a whole number`);
      const value = Number(raw);
      if (value < type.min) return fail(`${value} is below the minimum ${type.min}`);
      if (type.max !== undefined && value > type.max)
        return fail(`${value} is above the maximum ${type.max}`);
      return ok(value);
    }
    case 'bool': {
      const word = raw.toLowerCase();
      if (TRUE_WORDS.has(word)) return ok(true);
      if (FALSE_WORDS.has(word)) return ok(false);
      return fail(`${quoted(raw)} is not true or false`);
    }
    case 'date':
      return isValidDate(raw) ? ok(raw) : fail(`${quoted(raw)} is not a date (YYYY-MM-DD)`);
    case 'month':
      if (!isValidDate(raw)) return fail(`${quoted(raw)} is not a date (YYYY-MM-DD)`);
      return raw.endsWith('-01') ? ok(raw) : fail(`${raw} is not the first day of a month`);
    case 'amount':
      return parseDecimal(raw, { decimals: 2, integerDigits: 12, isSigned: true })
        ? ok(raw)
        : fail(`${quoted(raw)} is not an amount (digits, optional minus, up to 2 decimals, e.g. 1250.50)`);
    case 'percent':
      if (!parseDecimal(raw, { decimals: 2, integerDigits: 3, isSigned: false }) || Number(raw) > 100) {
        return fail(`${quoted(raw)} is not a percentage from 0 to 100 with up to 2 decimals`);
      }
      return ok(raw);
    case 'rate':
      if (!parseDecimal(raw, { decimals: 8, integerDigits: 10, isSigned: false }) || Number(raw) <= 0) {
        return fail(`${quoted(raw)} is not a positive rate with up to 8 decimals`);
      }
      return ok(raw);
    case 'currency':
      return /^[A-Z]{3}$/.test(raw)
        ? ok(raw)
        : fail(`${quoted(raw)} is not a 3-letter currency code such as USD`);
    case 'timeZone':
      return isTimeZone(raw) ? ok(raw) : fail(`${quoted(raw)} is not a time zone such as Europe/London`);
    case 'enum':
      return type.values.includes(raw)
        ? ok(raw)
        : fail(`${quoted(raw)} is not one of ${type.values.join(', ')}`);
    case 'ref':
    case 'groupRef':
      return ok(raw);
    case 'refList': {
      const ids = [...new Set(raw.split(';').map((id) => id.trim()))].filter((id) => id !== '');
      if (ids.length > type.max) return fail(`lists ${ids.length} ids; at most ${type.max} are allowed`);
      return ok(ids);
    }
  }
}

/** Percentages compared exactly: hundredths as integers. */
export const toHundredths = (percent: string) => Math.round(Number(percent) * 100);
