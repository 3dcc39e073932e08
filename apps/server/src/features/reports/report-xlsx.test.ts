// What a reader of any exported workbook sees, cell by cell (read back with exceljs): numbers and
// dates as typed cells in their formats, text as written, bold headers, names Excel accepts.
import type { Readable } from 'node:stream';
import type { XlsxSheet } from '@atrium/contracts';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { streamWorkbook, WorkbookWriters, workbookFileName } from './report-xlsx.ts';

const writers = new WorkbookWriters();
afterAll(() => writers.close());

async function written(sheets: XlsxSheet[], currency = 'USD'): Promise<ExcelJS.Workbook> {
  const stream: Readable = await streamWorkbook({ writers }, { sheets, currency });
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

describe('an exported workbook', () => {
  it('writes typed numeric cells with formats, one sheet each', async () => {
    const workbook = await written([
      {
        title: 'Metrics',
        headers: ['Metric', { text: 'Value', format: 'currency' }],
        rows: [['Total', 15_000]],
      },
      {
        title: 'Region',
        headers: [
          'Name',
          { text: 'Total Billings', format: 'currency' },
          { text: 'Taken', format: 'number' },
        ],
        rows: [['Europe', '12345', 0.75]],
      },
    ]);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Metrics', 'Region']);
    const metrics = workbook.getWorksheet('Metrics')!;
    expect(metrics.getCell('B2').value).toBe(15_000);
    expect(metrics.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(metrics.getCell('B2').numFmt).toContain('USD');
    const region = workbook.getWorksheet('Region')!;
    expect(region.getCell('B2').value).toBe(12_345); // numeric text in a money column becomes a number
    expect(region.getCell('C2').value).toBe(0.75);
    expect(region.getCell('A2').value).toBe('Europe');
  });

  it('writes dates as date cells, and keeps text that is no date as text', async () => {
    const workbook = await written([
      {
        title: 'People',
        headers: ['Name', { text: 'Hired', format: 'date' }],
        rows: [
          ['Ann', '2024-02-29'],
          ['Ben', '1999-12-31T00:00:00.000Z'],
          ['Cat', 'Off Limits'],
          ['Dan', null],
        ],
      },
    ]);
    const sheet = workbook.getWorksheet('People')!;
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getCell('B2').value).toEqual(new Date('2024-02-29T00:00:00Z'));
    expect(sheet.getCell('B2').numFmt).toBe('yyyy-mm-dd');
    expect(sheet.getCell('B3').value).toEqual(new Date('1999-12-31T00:00:00Z'));
    expect(sheet.getCell('B4').value).toBe('Off Limits');
    expect(sheet.getCell('B5').value).toBeNull();
  });

  it('keeps text as written, booleans as booleans, headers bold and wide columns named past Z', async () => {
    const wide = Array.from({ length: 28 }, (_, i) => ({
      text: `Column ${i + 1}`,
      format: 'integer' as const,
    }));
    const workbook = await written([
      {
        title: 'Notes: Q1/Q2',
        headers: ['Name', 'Active', 'Comment'],
        rows: [
          ['Smith & Jones <Partners>', true, '  leading spaces kept'],
          ['"Quoted"', false, 'bell\u0007 dropped'],
          [null, null, 'Smith & Jones <Partners>'],
        ],
      },
      { title: 'Notes? Q1*Q2', headers: wide, rows: [wide.map((_, i) => i * 1000)] },
    ]);
    // Characters Excel refuses in sheet names become spaces; a clash gets a number.
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Notes  Q1 Q2', 'Notes  Q1 Q2 2']);
    const notes = workbook.worksheets[0];
    expect(notes.getCell('A1').font?.bold).toBe(true);
    expect(notes.getCell('A2').value).toBe('Smith & Jones <Partners>');
    expect(notes.getCell('B2').value).toBe(true);
    expect(notes.getCell('B3').value).toBe(false);
    expect(notes.getCell('C2').value).toBe('  leading spaces kept');
    expect(notes.getCell('C3').value).toBe('bell dropped');
    expect(notes.getCell('A4').value).toBeNull();
    expect(notes.getCell('C4').value).toBe('Smith & Jones <Partners>');
    const numbers = workbook.worksheets[1];
    expect(numbers.getCell('AB1').value).toBe('Column 28');
    expect(numbers.getCell('AB2').value).toBe(27_000);
    expect(numbers.getCell('AB2').numFmt).toBe('#,##0');
    expect(numbers.getColumn(1).width).toBe(12);
  });

  it('formats money in the currency it is given', async () => {
    const workbook = await written(
      [{ title: 'Metrics', headers: ['Metric', { text: 'Value', format: 'currency' }], rows: [['x', 1]] }],
      'EUR',
    );
    const cell = workbook.getWorksheet('Metrics')!.getCell('B2');
    expect(cell.numFmt).toContain('EUR');
    expect(cell.numFmt).not.toContain('USD');
  });

  it('streams a workbook of 60,000 rows piece by piece while this thread goes on with other work', async () => {
    const rows = Array.from({ length: 60_000 }, (_, i) => [
      `Company ${i}`,
      i * 13.5,
      '2025-06-16',
      `Partner ${i % 50}`,
    ]);
    const sheets: XlsxSheet[] = [
      {
        title: 'Companies',
        headers: [
          'Name',
          { text: 'Billings', format: 'currency' },
          { text: 'Taken', format: 'date' },
          'Partner',
        ],
        rows,
      },
    ];
    const stream = await streamWorkbook({ writers }, { sheets, currency: 'USD' });
    // Work queued once the first bytes are out runs before the last bytes come: the workbook is
    // written off this thread and arrives in pieces, rather than being built here in one go. How
    // long the loop pauses during an export is a figure of `npm run bench -- event-loop`.
    let hasOtherWorkRun = false;
    setImmediate(() => {
      hasOtherWorkRun = true;
    });
    let bytes = 0;
    let hadOtherWorkRunBeforeLastPiece = false;
    for await (const chunk of stream) {
      hadOtherWorkRunBeforeLastPiece = hasOtherWorkRun;
      bytes += (chunk as Buffer).length;
    }
    expect(bytes).toBeGreaterThan(1_000_000);
    expect(hadOtherWorkRunBeforeLastPiece).toBe(true);
  }, 60_000);

  it('is named by its time, report type and "report.xlsx" (spec 2 §7)', () => {
    expect(workbookFileName('Location', new Date('2026-03-04T05:06:00Z'))).toBe(
      '03042026-0506 Location report.xlsx',
    );
  });
});
