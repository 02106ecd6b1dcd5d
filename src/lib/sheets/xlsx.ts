import type { Cell, SheetData } from 'write-excel-file/universal';
import { formatNumber } from '../format';
import type { ListColumn } from '../listColumns';
import { typedCell } from './cells';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const DATE_FORMAT = 'dd.mm.yyyy';
/** Excel shows the number with the reader's own separators; "TL" stays after it. */
export const AMOUNT_FORMAT = '#,##0.00 "TL"';
const MIN_WIDTH = 8;
const MAX_WIDTH = 50;

/**
 * Excel stores a date as days since 1900 counted in UTC (write-excel-file uses getTime()).
 * Our dates are local calendar days: local midnight in Istanbul is 21:00 UTC the day before,
 * which Excel would show as the previous day. The same calendar day at UTC midnight keeps it.
 */
function asExcelDay(date: Date): Date {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
}

function toCell<T>(column: ListColumn<T>, row: T): Cell {
  const value = typedCell(column, row);
  if (value === null) return null;
  switch (column.kind) {
    case 'number':
      return { type: Number, value: value as number };
    case 'amount':
      return { type: Number, value: value as number, format: AMOUNT_FORMAT };
    case 'date':
      return { type: Date, value: asExcelDay(value as Date), format: DATE_FORMAT };
    default:
      return { type: String, value: String(value) };
  }
}

/** The width a column needs, in characters, from the text a person will see (bounded). */
function shownLength<T>(column: ListColumn<T>, row: T): number {
  const value = typedCell(column, row);
  if (value === null) return 0;
  if (column.kind === 'date') return 10;
  if (column.kind === 'amount') return formatNumber(value as number, { minDecimals: 2 }).length + 3;
  if (column.kind === 'number') return formatNumber(value as number, { maxDecimals: 10 }).length;
  return String(value).length;
}

function columnWidths<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): { width: number }[] {
  // Measuring every row of a large export costs more than it gains: the first rows are enough.
  const sample = rows.slice(0, 500);
  return columns.map((column) => {
    let width = column.header.length;
    for (const row of sample) width = Math.max(width, shownLength(column, row));
    return { width: Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width + 2)) };
  });
}

/** The sheet data: a bold header row, then typed cells (numbers, real dates, TL amounts). */
export function xlsxSheetData<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): SheetData {
  const header: Cell[] = columns.map((column) => ({ value: column.header, fontWeight: 'bold' }));
  return [header, ...rows.map((row) => columns.map((column) => toCell(column, row)))];
}

/** The rows as an .xlsx file; the header row stays in view while scrolling. */
export async function xlsxBlob<T>(columns: readonly ListColumn<T>[], rows: readonly T[]): Promise<Blob> {
  // Imported here, not at the top: the build puts src/lib in the shared "common" chunk, and a
  // static import would make every page load the XLSX writer with it.
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const blob = await writeXlsxFile(xlsxSheetData(columns, rows), {
    columns: columnWidths(columns, rows),
    stickyRowsCount: 1,
    dateFormat: DATE_FORMAT,
  }).toBlob();
  return blob.type ? blob : new Blob([blob], { type: XLSX_MIME });
}
