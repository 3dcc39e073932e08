// Reads PostgreSQL `COPY … TO … (FORMAT csv)` output into typed rows. PGlite hands a million rows
// over as CSV about five times faster than as query results, so the report store loads this way.

export type ColumnType = 'int' | 'float' | 'text' | 'bool' | 'date';
/** Output property → its type; the order is the column order of the query. */
export type ColumnSpec = Record<string, ColumnType>;

/**
 * Splits CSV text into fields. An unquoted empty field is SQL NULL (returned as null); a quoted
 * one is the empty string. Quotes inside quoted fields are doubled, as PostgreSQL writes them.
 */
export function parseCsvFields(text: string, columnCount: number): (string | null)[] {
  const out: (string | null)[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    for (let c = 0; c < columnCount; c++) {
      if (text.charCodeAt(i) === 34 /* " */) {
        let value = '';
        let from = i + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0) throw new Error('unterminated quoted CSV field');
          value += text.slice(from, quote);
          if (text.charCodeAt(quote + 1) === 34) {
            value += '"';
            from = quote + 2;
          } else {
            i = quote + 1;
            break;
          }
        }
        out.push(value);
      } else {
        let end = i;
        while (end < n) {
          const code = text.charCodeAt(end);
          if (code === 44 /* , */ || code === 10 /* \n */ || code === 13) break;
          end++;
        }
        out.push(end === i ? null : text.slice(i, end));
        i = end;
      }
      // skip the separator: a comma between fields, the line end after the last
      if (text.charCodeAt(i) === 13) i++;
      i++;
    }
  }
  return out;
}

function convert(value: unknown, type: ColumnType): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'int':
    case 'float':
      return Number(value);
    case 'bool':
      return value === true || value === 't' || value === 'true';
    case 'date':
      return String(value).slice(0, 10);
    default:
      return String(value);
  }
}

/** Rows from a driver (numerics as text, booleans as booleans) in the same shape as csvToRows. */
export function convertRows<T>(rows: Record<string, unknown>[], columns: ColumnSpec): T[] {
  const names = Object.keys(columns);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const name of names) out[name] = convert(row[name], columns[name]);
    return out as T;
  });
}

export function csvToRows<T>(text: string, columns: ColumnSpec): T[] {
  const names = Object.keys(columns);
  const types = names.map((name) => columns[name]);
  const fields = parseCsvFields(text, names.length);
  const rows: T[] = new Array(fields.length / names.length);
  for (let r = 0, f = 0; r < rows.length; r++) {
    const row: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++, f++) row[names[c]] = convert(fields[f], types[c]);
    rows[r] = row as T;
  }
  return rows;
}
