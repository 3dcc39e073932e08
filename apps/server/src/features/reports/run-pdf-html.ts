// A report run's PDF as one HTML page for the print thread: the same sheets as its Excel (the
// filters first), each a table under its title, figures written in the reader's locale and the
// run's currency. Scripts are off and nothing loads in the printer, so the styles travel inline.
import type { WorkbookCell, WorkbookColumnFormat, WorkbookHeader, XlsxSheet } from '@atrium/contracts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const STYLE = [
  'body{font-family:sans-serif;color:#0b2545;margin:0}',
  'h1{font-size:20px;margin:0 0 4px}h2{font-size:15px;margin:20px 0 6px}p{font-size:12px;margin:0 0 8px}',
  'table{border-collapse:collapse;width:100%;font-size:10px}',
  'th,td{padding:4px 6px;border-bottom:1px solid #d5dbe3;text-align:left;vertical-align:top}',
  'thead th{border-bottom:2px solid #0b2545}td.figure,th.figure{text-align:right;white-space:nowrap}',
  'thead{display:table-header-group}tr{break-inside:avoid}section{break-inside:auto}',
].join('');

interface Writers {
  money: Intl.NumberFormat;
  number: Intl.NumberFormat;
  integer: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  date: Intl.DateTimeFormat;
}

function writersFor(locale: string, currency: string): Writers {
  return {
    money: new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }),
    number: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
    integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
    percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
    // The portal's short form ('Nov 16, 2026'); a date-only value is its own calendar day.
    date: new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  };
}

const formatOf = (header: WorkbookHeader): WorkbookColumnFormat =>
  typeof header === 'string' ? 'text' : header.format;
const textOf = (header: WorkbookHeader) => (typeof header === 'string' ? header : header.text);
const isFigure = (format: WorkbookColumnFormat) => format !== 'text' && format !== 'date';

function writeCell(cell: WorkbookCell, format: WorkbookColumnFormat, writers: Writers): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'boolean') return cell ? 'Yes' : 'No';
  if (typeof cell === 'number') {
    if (format === 'currency') return writers.money.format(cell);
    if (format === 'integer') return writers.integer.format(cell);
    if (format === 'percent') return writers.percent.format(cell);
    return writers.number.format(cell);
  }
  if (format === 'date' && DATE_ONLY.test(cell)) return writers.date.format(new Date(`${cell}T00:00:00Z`));
  return cell;
}

function sheetTable(sheet: XlsxSheet, writers: Writers): string {
  const formats = sheet.headers.map(formatOf);
  const head = sheet.headers
    .map(
      (h, i) =>
        `<th scope="col"${isFigure(formats[i]) ? ' class="figure"' : ''}>${escapeHtml(textOf(h))}</th>`,
    )
    .join('');
  const body = sheet.rows
    .map(
      (row) =>
        `<tr>${row
          .map((cell, i) => {
            const format = formats[i] ?? 'text';
            const figure = isFigure(format) ? ' class="figure"' : '';
            return `<td${figure}>${escapeHtml(writeCell(cell, format, writers))}</td>`;
          })
          .join('')}</tr>`,
    )
    .join('');
  const rows = sheet.rows.length ? body : `<tr><td colspan="${sheet.headers.length}">No rows.</td></tr>`;
  return `<section><h2>${escapeHtml(sheet.title)}</h2><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></section>`;
}

export function composeRunPdfHtml(input: {
  title: string;
  sheets: readonly XlsxSheet[];
  currency: string;
  locale: string;
}): string {
  const writers = writersFor(input.locale, input.currency.toUpperCase());
  return [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title>`,
    `<style>${STYLE}</style></head><body><h1>${escapeHtml(input.title)}</h1>`,
    ...input.sheets.map((sheet) => sheetTable(sheet, writers)),
    '</body></html>',
  ].join('');
}
