// Every date on screen reads in the user's date format, and every amount the same on every screen,
// only if each is written by its one formatter: a feature formatting a date or a number itself
// brings back a second format on the same screen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');

interface Forbidden {
  pattern: RegExp;
  what: string;
}

const DATE_FORMATTING: Forbidden[] = [
  { pattern: /\.toLocaleDateString\(/, what: 'toLocaleDateString' },
  { pattern: /\.toLocaleTimeString\(/, what: 'toLocaleTimeString' },
  { pattern: /Intl\.DateTimeFormat\b/, what: 'Intl.DateTimeFormat' },
  { pattern: /\b(dateStyle|timeStyle)\s*:/, what: 'dateStyle/timeStyle' },
  {
    pattern: /\.toLocaleString\([^)]*\b(year|month|day|weekday|hour|minute)\s*:/,
    what: 'toLocaleString with date options',
  },
  { pattern: /\.toLocaleString\(\s*['"]en-GB['"]\s*\)/, what: "toLocaleString('en-GB')" },
  { pattern: /\bdayjs\([^)]*\)\.format\(\s*['"][^'"]*(MMM|D |HH|hh)/, what: 'dayjs(…).format for people' },
  { pattern: /\bvalueFormat\s*[:=]/, what: "a date picker's own valueFormat" },
];

const NUMBER_FORMATTING: Forbidden[] = [
  { pattern: /Intl\.NumberFormat\b/, what: 'Intl.NumberFormat' },
  // Dates have their own rules above; any other toLocaleString writes a number.
  { pattern: /\.toLocaleString\(/, what: 'toLocaleString' },
  { pattern: /\.toFixed\([^)]*\)\s*\}?\s*(B|KB|MB|GB)\b/, what: 'a file size written with toFixed' },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** 'features/x/Y.tsx:12 toLocaleDateString' for each match in a file other than the formatter. */
function formattedElsewhere(root: string, formatters: string[], forbidden: Forbidden[]): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file);
    if (formatters.includes(relative)) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { pattern, what } of forbidden)
          if (pattern.test(line)) found.push(`${relative}:${index + 1} ${what}`);
      });
  }
  return found;
}

const matchesAny = (forbidden: Forbidden[], sample: string) =>
  forbidden.some(({ pattern }) => pattern.test(sample));

describe('dates on screen', () => {
  it('are written only by ui/dates.ts', () => {
    expect(formattedElsewhere(SOURCE, [path.join('ui', 'dates.ts')], DATE_FORMATTING)).toEqual([]);
  });

  it('are looked for in every kind of formatting call', () => {
    const samples = [
      "new Date(x).toLocaleDateString('en-US')",
      'd.toLocaleTimeString()',
      "new Intl.DateTimeFormat('en-US', {})",
      "x.toLocaleString(undefined, { dateStyle: 'medium' })",
      "start.toLocaleString('en-GB', { day: 'numeric' })",
      "new Date(t).toLocaleString('en-GB')",
      "dayjs(v.CreatedAt).format('D MMM YYYY, HH:mm')",
      "valueFormat: 'D MMM YYYY',",
    ];
    for (const sample of samples) expect(matchesAny(DATE_FORMATTING, sample), sample).toBe(true);
    expect(matchesAny(DATE_FORMATTING, "total.toLocaleString('en-US')")).toBe(false);
  });
});

describe('numbers on screen', () => {
  it('are written only by ui/numbers.ts', () => {
    expect(formattedElsewhere(SOURCE, [path.join('ui', 'numbers.ts')], NUMBER_FORMATTING)).toEqual([]);
  });

  it('are looked for in every kind of formatting call', () => {
    const samples = [
      "new Intl.NumberFormat('en-US', { style: 'currency', currency })",
      "total.toLocaleString('en-US')",
      'zi.ZI_C_EMPLOYEES?.toLocaleString()',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
      '`${(bytes / 1024).toFixed(1)} KB`',
    ];
    for (const sample of samples) expect(matchesAny(NUMBER_FORMATTING, sample), sample).toBe(true);
    // A width in CSS units is not a number people read.
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a sample of source text
    expect(matchesAny(NUMBER_FORMATTING, '`${(100 / n).toFixed(2)}cqi`')).toBe(false);
  });
});
