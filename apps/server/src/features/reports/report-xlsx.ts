// The Excel export (spec 2 §7): one worksheet per sheet sent, numbers written as typed numeric cells
// with currency and number formats (never as text), named MMDDYYYY-hhmm + type + "report.xlsx".
import type { ReportType, XlsxHeaderSchema, XlsxRequestSchema } from '@atrium/contracts';
import ExcelJS from 'exceljs';
import type { z } from 'zod';

type Format = Exclude<z.output<typeof XlsxHeaderSchema>, string>['format'];

function numberFormat(format: Format, currency: string): string | undefined {
  switch (format) {
    case 'currency':
      return `"${currency}" #,##0;-"${currency}" #,##0`;
    case 'integer':
      return '#,##0';
    case 'number':
      return '#,##0.00';
    case 'percent':
      return '0.0%';
    default:
      return undefined;
  }
}

/** Excel sheet names: at most 31 characters, none of []:*?/\, unique in the workbook. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++)
    name = `${base.slice(0, 31 - String(n).length - 1)} ${n}`;
  taken.add(name.toLowerCase());
  return name;
}

/** A numeric column's cell as a number; text that reads as a number becomes one. */
function cellValue(
  value: string | number | boolean | null,
  format: Format,
): string | number | boolean | null {
  if (format === 'text' || typeof value !== 'string') return value;
  const parsed = Number(value.replace(/[, ]/g, ''));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : value;
}

/** The sheets as the route parsed them, money columns in `currency`. */
export async function buildWorkbook({
  sheets,
  currency,
}: {
  sheets: z.output<typeof XlsxRequestSchema>['sheets'];
  currency: string;
}): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Atrium';
  const taken = new Set<string>();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.title, taken));
    const headers = sheet.headers.map((h) =>
      typeof h === 'string' ? { text: h, format: 'text' as const } : { text: h.text, format: h.format },
    );
    worksheet.columns = headers.map((h) => ({
      header: h.text,
      width: Math.max(12, Math.min(50, h.text.length + 4)),
      style: { numFmt: numberFormat(h.format, currency) },
    }));
    worksheet.getRow(1).font = { bold: true };
    for (const row of sheet.rows) {
      worksheet.addRow(row.map((value, i) => cellValue(value, headers[i]?.format ?? 'text')));
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** spec 2 §7: timestamp MMDDYYYY-hhmm, the report type and "report.xlsx". */
export function workbookFileName(type: ReportType, now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const stamp = `${two(now.getUTCMonth() + 1)}${two(now.getUTCDate())}${now.getUTCFullYear()}-${two(now.getUTCHours())}${two(now.getUTCMinutes())}`;
  return `${stamp} ${type} report.xlsx`;
}
