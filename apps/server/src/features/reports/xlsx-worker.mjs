// Writes Excel workbooks in a worker thread, so a large export never holds up other requests. The
// SpreadsheetML parts are written here directly (typed cells, one number format per column, a bold
// header row, shared strings) and zipped part by part, each part's bytes posted to the parent as
// soon as it is packed. The worker stays up between exports (one at a time). Plain JavaScript so it
// starts the same way under the server, the tests and the bench. Each message: { sheets: [{ title,
// headers: [string | {text, format}], rows: [[cell]] }], currency }; a date column's YYYY-MM-DD
// cells are written as Excel dates.
import { parentPort } from 'node:worker_threads';
import { runThisThreadInBackground } from '../../platform/thread-priority.mjs';
import { ZipWriter } from '../../platform/zip-writer.mjs';

runThisThreadInBackground();

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Column formats, in the order of their cell styles (style 0 is the default, 1 the header). */
const FORMATS = ['text', 'number', 'integer', 'currency', 'percent', 'date'];
const HEADER_STYLE = 1;
const FIRST_FORMAT_STYLE = 2;
const FIRST_CUSTOM_FORMAT_ID = 164;

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
    case 'date':
      return 'yyyy-mm-dd';
    default:
      return undefined;
  }
}

// Characters XML 1.0 cannot hold at all are dropped; the five special ones are escaped.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the characters are what it drops
const NOT_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const SPECIAL = /[&<>"]/g;
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** @param {string} text */
const escapeXml = (text) => text.replace(NOT_IN_XML, '').replace(SPECIAL, (c) => ENTITIES[c]);

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

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const DAY_MS = 86_400_000;
/** Excel's day 0 (1899-12-30, which absorbs its 1900 leap-year quirk). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/** A YYYY-MM-DD date as Excel's day number; other text stays text ("Off Limits"). */
function dateValue(value) {
  const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
  if (!match) return value;
  return (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH_MS) / DAY_MS;
}

/** A numeric column's cell as a number; text that reads as a number becomes one; dates become days. */
function cellValue(value, format) {
  if (format === 'date') return dateValue(value);
  if (format === 'text' || typeof value !== 'string') return value;
  const parsed = Number(value.replace(/[, ]/g, ''));
  return value.trim() !== '' && Number.isFinite(parsed) ? parsed : value;
}

/** A, B, … Z, AA, AB, … */
function columnName(index) {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** Strings are stored once for the workbook; cells refer to them by index. */
class SharedStrings {
  /** @type {Map<string, number>} */
  #indexes = new Map();
  uses = 0;

  /** @param {string} text */
  indexOf(text) {
    this.uses++;
    let index = this.#indexes.get(text);
    if (index === undefined) {
      index = this.#indexes.size;
      this.#indexes.set(text, index);
    }
    return index;
  }

  toXml() {
    const items = [];
    for (const text of this.#indexes.keys())
      items.push(`<si><t xml:space="preserve">${escapeXml(text)}</t></si>`);
    return `${XML_HEAD}<sst xmlns="${MAIN}" count="${this.uses}" uniqueCount="${this.#indexes.size}">${items.join('')}</sst>`;
  }
}

/** One cell's XML, or nothing for an empty cell. */
function cellXml(reference, value, style, strings) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return `<c r="${reference}" s="${style}"><v>${value}</v></c>`;
  if (typeof value === 'boolean') return `<c r="${reference}" s="${style}" t="b"><v>${value ? 1 : 0}</v></c>`;
  return `<c r="${reference}" s="${style}" t="s"><v>${strings.indexOf(String(value))}</v></c>`;
}

function sheetXml(sheet, strings) {
  const headers = sheet.headers.map((h) =>
    typeof h === 'string' ? { text: h, format: 'text' } : { text: h.text, format: h.format ?? 'text' },
  );
  const columns = headers.map((h, i) => ({
    name: columnName(i),
    format: h.format,
    style: FIRST_FORMAT_STYLE + Math.max(0, FORMATS.indexOf(h.format)),
  }));
  const parts = [`${XML_HEAD}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">`];
  if (headers.length > 0) {
    parts.push('<cols>');
    headers.forEach((h, i) => {
      const width = Math.max(12, Math.min(50, h.text.length + 4));
      parts.push(`<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`);
    });
    parts.push('</cols>');
  }
  parts.push('<sheetData>');
  if (headers.length > 0) {
    parts.push('<row r="1">');
    headers.forEach((h, i) => {
      parts.push(cellXml(`${columns[i].name}1`, h.text, HEADER_STYLE, strings));
    });
    parts.push('</row>');
  }
  sheet.rows.forEach((row, r) => {
    // Row 1 is the header row, even when a sheet has no headers.
    const number = r + 2;
    parts.push(`<row r="${number}">`);
    row.forEach((value, c) => {
      const column = columns[c] ?? { name: columnName(c), format: 'text', style: FIRST_FORMAT_STYLE };
      parts.push(cellXml(`${column.name}${number}`, cellValue(value, column.format), column.style, strings));
    });
    parts.push('</row>');
  });
  parts.push('</sheetData></worksheet>');
  return parts.join('');
}

function stylesXml(currency) {
  const formatIds = FORMATS.map((format, i) =>
    numberFormat(format, currency) === undefined ? 0 : FIRST_CUSTOM_FORMAT_ID + i,
  );
  const numFmts = FORMATS.flatMap((format, i) => {
    const code = numberFormat(format, currency);
    return code === undefined ? [] : [`<numFmt numFmtId="${formatIds[i]}" formatCode="${escapeXml(code)}"/>`];
  });
  const font = (bold) =>
    `<font>${bold ? '<b/>' : ''}<sz val="11"/><name val="Calibri"/><family val="2"/></font>`;
  const xf = (numFmtId, fontId) =>
    `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const cellXfs = [xf(0, 0), xf(0, 1), ...formatIds.map((id) => xf(id, 0))];
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
    `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` +
    `<fonts count="2">${font(false)}${font(true)}</fonts>` +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${cellXfs.length}">${cellXfs.join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

function packageParts(names) {
  const sheetTypes = names.map(
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  const contentTypes =
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheetTypes.join('') +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>';
  const rootRels =
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
    '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>' +
    `<Relationship Id="rId3" Type="${RELATIONSHIPS}/extended-properties" Target="docProps/app.xml"/>` +
    '</Relationships>';
  const workbook =
    `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
    names
      .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('') +
    '</sheets></workbook>';
  const workbookRels =
    `${XML_HEAD}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
    names
      .map(
        (_, i) =>
          `<Relationship Id="rId${i + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
      )
      .join('') +
    `<Relationship Id="rId${names.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>` +
    `<Relationship Id="rId${names.length + 2}" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` +
    '</Relationships>';
  const now = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const core =
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
    `<dc:creator>Atrium</dc:creator><dcterms:created xsi:type="dcterms:W3CDTF">${now}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${now}</dcterms:modified></cp:coreProperties>`;
  const app =
    `${XML_HEAD}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
    '<Application>Atrium</Application></Properties>';
  return [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', rootRels],
    ['docProps/core.xml', core],
    ['docProps/app.xml', app],
    ['xl/workbook.xml', workbook],
    ['xl/_rels/workbook.xml.rels', workbookRels],
  ];
}

/** Hands bytes to the parent: a copy of its own, so its memory moves over instead of being cloned. */
function post(bytes) {
  const copy = new Uint8Array(bytes);
  parentPort.postMessage({ chunk: copy }, [copy.buffer]);
}

function write({ sheets, currency }) {
  const zip = new ZipWriter();
  const taken = new Set();
  const names = sheets.map((sheet) => sheetName(sheet.title, taken));
  for (const [path, xml] of packageParts(names)) post(zip.add(path, xml));
  post(zip.add('xl/styles.xml', stylesXml(currency)));
  const strings = new SharedStrings();
  sheets.forEach((sheet, i) => {
    post(zip.add(`xl/worksheets/sheet${i + 1}.xml`, sheetXml(sheet, strings)));
  });
  post(zip.add('xl/sharedStrings.xml', strings.toXml()));
  post(zip.finish());
}

parentPort.on('message', (job) => {
  try {
    write(job);
    parentPort.postMessage({ done: true });
  } catch (error) {
    parentPort.postMessage({ error: String(error?.message ?? error) });
  }
});
