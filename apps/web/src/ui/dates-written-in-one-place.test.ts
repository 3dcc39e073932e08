// Every date on screen reads in the user's date format only if every one is written by
// ui/dates.ts: a feature formatting a date itself brings back a second format on the same screen.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(import.meta.dirname, '..');
const THE_FORMATTER = path.join('ui', 'dates.ts');

const FORBIDDEN: { pattern: RegExp; what: string }[] = [
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

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource ? [full] : [];
  });
}

/** 'features/x/Y.tsx:12 toLocaleDateString' for each date written outside ui/dates.ts. */
export function datesFormattedElsewhere(root: string): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(root)) {
    const relative = path.relative(root, file);
    if (relative === THE_FORMATTER) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const { pattern, what } of FORBIDDEN)
          if (pattern.test(line)) found.push(`${relative}:${index + 1} ${what}`);
      });
  }
  return found;
}

describe('dates on screen', () => {
  it('are written only by ui/dates.ts', () => {
    expect(datesFormattedElsewhere(SOURCE)).toEqual([]);
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
    for (const sample of samples)
      expect(
        FORBIDDEN.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    expect(FORBIDDEN.some(({ pattern }) => pattern.test("total.toLocaleString('en-US')"))).toBe(false);
  });
});
