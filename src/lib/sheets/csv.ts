import { formatDate, formatNumber } from '../format';
import type { ListColumn } from '../listColumns';
import { typedCell } from './cells';

export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';
/** Turkish Excel only reads a CSV as UTF-8 (and not as Windows-1254) when it starts with a BOM. */
const BOM = '\uFEFF';

/**
 * A text cell that starts with one of these is read by Excel/LibreOffice as a formula
 * ("=HYPERLINK(...)", "+cmd|..."): a value a customer typed (a name, a note) would run in the
 * opener's spreadsheet. A leading apostrophe makes the program show it as plain text.
 * Tab and CR are on the OWASP list too: some programs strip them and then see the "=".
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** RFC 4180: a field with the separator, a quote or a line break goes in quotes, quotes doubled. */
function quote(text: string): string {
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function cellText<T>(column: ListColumn<T>, row: T): string {
  const value = typedCell(column, row);
  if (value === null) return '';
  switch (column.kind) {
    case 'amount':
      return formatNumber(value as number, { minDecimals: 2, maxDecimals: 2 });
    case 'number':
      return formatNumber(value as number, { maxDecimals: 10 });
    case 'date':
      return formatDate(value as Date);
    default:
      return guardFormula(String(value));
  }
}

/**
 * The rows as Turkish Excel's CSV: ";" between fields (the comma is the decimal mark in
 * tr-TR), CRLF line ends, "1.234,56" numbers and dd.MM.yyyy dates, so Excel types the cells.
 * The header row comes first. No BOM here: csvBlob adds it.
 */
export function toCsv<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => quote(guardFormula(column.header))).join(CSV_SEPARATOR)];
  for (const row of rows) {
    lines.push(columns.map((column) => quote(cellText(column, row))).join(CSV_SEPARATOR));
  }
  return lines.join(LINE_END) + LINE_END;
}

/** The CSV as a file, with the UTF-8 BOM Excel needs to read Turkish letters right. */
export function csvBlob<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): Blob {
  return new Blob([BOM, toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' });
}
