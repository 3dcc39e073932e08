// Writes Excel workbooks in a worker thread, so a large export never holds up other requests:
// exceljs's streaming writer, its bytes posted to the parent chunk by chunk. The worker stays up
// between exports (one at a time). Plain JavaScript so it starts the same way under the server, the
// tests and the bench. Each message: { sheets: [{ title, headers: [string | {text, format}],
// rows: [[cell]] }], currency }.
import { Writable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';

/** @param {string} format @param {string} currency */
function numberFormat(format, currency) {
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
function sheetName(title, taken) {
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
function cellValue(value, format) {
  if (format === 'text' || typeof value !== 'string') return value;
  const parsed = Number(value.replace(/[, ]/g, ''));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : value;
}

/** A stream whose bytes go to the parent as they are written. */
function toParent() {
  return new Writable({
    write(chunk, _encoding, done) {
      // A copy of our own, so its memory can be handed over instead of copied again.
      const bytes = new Uint8Array(chunk);
      parentPort.postMessage({ chunk: bytes }, [bytes.buffer]);
      done();
    },
  });
}

async function write({ sheets, currency }) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: toParent(), useStyles: true });
  workbook.creator = 'Atrium';
  const taken = new Set();
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheetName(sheet.title, taken));
    const headers = sheet.headers.map((h) =>
      typeof h === 'string' ? { text: h, format: 'text' } : { text: h.text, format: h.format ?? 'text' },
    );
    worksheet.columns = headers.map((h) => ({
      header: h.text,
      width: Math.max(12, Math.min(50, h.text.length + 4)),
      style: { numFmt: numberFormat(h.format, currency) },
    }));
    const head = worksheet.getRow(1);
    head.font = { bold: true };
    head.commit();
    for (const row of sheet.rows) {
      worksheet.addRow(row.map((value, i) => cellValue(value, headers[i]?.format ?? 'text'))).commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
}

parentPort.on('message', (job) => {
  write(job).then(
    () => parentPort.postMessage({ done: true }),
    (error) => parentPort.postMessage({ error: String(error?.message ?? error) }),
  );
});
