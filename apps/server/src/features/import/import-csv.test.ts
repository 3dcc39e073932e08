import { describe, expect, it } from 'vitest';
import { parseCell } from './import-cells.ts';
import { parseCsvFile } from './import-csv.ts';
import { formatProblems, MAX_REPORTED_PROBLEMS, problem } from './import-problems.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('reading a CSV file', () => {
  it('numbers rows by the line they start on, across blank lines, CRLF and quoted line breaks', () => {
    const text = '\uFEFFsource_id,name\r\na,"One, with comma"\r\n\r\nb,"Two\r\nlines"\r\nc,"say ""hi"""\r\n';
    const { table, problems } = parseCsvFile('regions.csv', bytes(text));
    expect(problems).toEqual([]);
    expect(table?.header).toEqual(['source_id', 'name']);
    expect(table?.rows).toEqual([
      { line: 2, cells: ['a', 'One, with comma'] },
      { line: 4, cells: ['b', 'Two\nlines'] },
      { line: 6, cells: ['c', 'say "hi"'] },
    ]);
    const lf = parseCsvFile('regions.csv', bytes('source_id,name\n\n\nx,"a\nb\nc"\ny,z'));
    expect(lf.table?.rows.map((row) => row.line)).toEqual([4, 7]);
  });

  it.each([
    ['semicolons', ';'],
    ['tabs', '\t'],
  ])('reads a file separated by %s as it reads one separated by commas', (_name, separator) => {
    const text = ['source_id,name', 'a,"One; two, three"', 'b,Plain'].join('\r\n').replaceAll(',', separator);
    const { table, problems } = parseCsvFile('regions.csv', bytes(`\uFEFF${text}\r\n`));
    expect(problems).toEqual([]);
    expect(table?.header).toEqual(['source_id', 'name']);
    expect(table?.rows.map((row) => row.cells)).toEqual([
      ['a', 'One; two, three'.replaceAll(',', separator)],
      ['b', 'Plain'],
    ]);
  });

  it('keeps reading commas when the header names one column or holds a quoted semicolon', () => {
    expect(parseCsvFile('regions.csv', bytes('source_id\na;b\n')).table?.rows[0].cells).toEqual(['a;b']);
    const quoted = parseCsvFile('regions.csv', bytes('source_id,"name;x"\na,b;c\n'));
    expect(quoted.table?.header).toEqual(['source_id', 'name;x']);
    expect(quoted.table?.rows[0].cells).toEqual(['a', 'b;c']);
  });

  it('reports rows with the wrong number of fields, unreadable quoting and non-UTF-8 bytes', () => {
    expect(parseCsvFile('regions.csv', bytes('source_id,name\na,b,c\nd,e\n')).problems).toEqual([
      problem('regions.csv', 2, '*', 'has 3 fields but the header has 2'),
    ]);
    const quoting = parseCsvFile('regions.csv', bytes('source_id,name\n"a"x,b\n')).problems;
    expect(quoting).toEqual([expect.objectContaining({ file: 'regions.csv', line: 2, column: '*' })]);
    expect(parseCsvFile('regions.csv', new Uint8Array([0x61, 0xff, 0x0a])).problems[0].reason).toBe(
      'the file is not UTF-8 text',
    );
    expect(parseCsvFile('regions.csv', bytes('')).problems[0].reason).toBe('the header row is missing');
  });
});

describe('reading a cell', () => {
  it.each([
    [{ kind: 'date' } as const, '2024-02-29', { value: '2024-02-29' }],
    [{ kind: 'date' } as const, '2023-02-29', { error: '"2023-02-29" is not a date (YYYY-MM-DD)' }],
    [{ kind: 'date' } as const, '29/02/2024', { error: '"29/02/2024" is not a date (YYYY-MM-DD)' }],
    [{ kind: 'amount' } as const, '-1250.5', { value: '-1250.5' }],
    [{ kind: 'amount' } as const, '1,250.00', { error: expect.stringContaining('is not an amount') }],
    [{ kind: 'percent' } as const, '100', { value: '100' }],
    [{ kind: 'percent' } as const, '100.01', { error: expect.stringContaining('0 to 100') }],
    [{ kind: 'percent' } as const, '-1', { error: expect.stringContaining('0 to 100') }],
    [{ kind: 'bool' } as const, 'TRUE', { value: true }],
    [{ kind: 'bool' } as const, 'no', { value: false }],
    [{ kind: 'bool' } as const, 'maybe', { error: '"maybe" is not true or false' }],
    [{ kind: 'int', min: 1, max: 3 } as const, '4', { error: '4 is above the maximum 3' }],
    [{ kind: 'enum', values: ['D', 'H'] } as const, 'd', { error: '"d" is not one of D, H' }],
    [{ kind: 'refList', file: 'skills.csv', max: 2 } as const, 'a; b;a;', { value: ['a', 'b'] }],
    [
      { kind: 'refList', file: 'skills.csv', max: 2 } as const,
      'a;b;c',
      { error: 'lists 3 ids; at most 2 are allowed' },
    ],
  ])('%o reads %s', (type, raw, expected) => {
    expect(parseCell(type, raw)).toEqual(expected);
  });
});

describe('listing problems', () => {
  it('sorts by file in import order, then line, and caps a very long list', () => {
    const listed = formatProblems([
      problem('users.csv', 3, 'email', 'b'),
      problem('regions.csv', 9, 'name', 'a'),
      problem('users.csv', 2, 'role', 'c'),
    ]);
    expect(listed).toEqual(['regions.csv:9: name: a', 'users.csv:2: role: c', 'users.csv:3: email: b']);
    const many = Array.from({ length: MAX_REPORTED_PROBLEMS + 5 }, (_, i) =>
      problem('regions.csv', i + 2, 'name', 'x'),
    );
    const capped = formatProblems(many);
    expect(capped).toHaveLength(MAX_REPORTED_PROBLEMS + 1);
    expect(capped.at(-1)).toBe('… and 5 more problems');
  });
});
