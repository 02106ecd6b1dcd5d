/**
 * Lists as files Turkish Excel opens as they are (spec §4 export rule, issue 14): CSV with ";",
 * CRLF and a UTF-8 BOM, dates as dd.MM.yyyy, a cell that would run as a formula kept as text;
 * or XLSX with typed cells (dates as dates). Each feature brings its columns.
 */
import Papa from 'papaparse';
import { type WireCell, xlsxInWorker } from './xlsxWorker';

export type Cell = string | Date | null;

export interface SheetColumn<T> {
  header: string;
  value: (item: T) => Cell;
}

const ddMMyyyy = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('.');
/** A cell Excel would run as a formula starts with one of these; a leading ' keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvFile<T>(columns: readonly SheetColumn<T>[], items: readonly T[]): Buffer {
  const data = items.map((item) =>
    columns.map((column) => {
      const value = column.value(item);
      if (value === null) return '';
      if (value instanceof Date) return ddMMyyyy(value);
      return FORMULA_START.test(value) ? `'${value}` : value;
    }),
  );
  const csv = Papa.unparse(
    { fields: columns.map((c) => c.header), data },
    { delimiter: ';', newline: '\r\n', quotes: false },
  );
  return Buffer.from(`\uFEFF${csv}\r\n`, 'utf8');
}

/** Rows are mapped on the loop (cheap); the file is zipped in a worker (server/files/xlsxWorker.ts). */
export async function xlsxFile<T>(
  columns: readonly SheetColumn<T>[],
  items: readonly T[],
  sheet: string,
): Promise<Buffer> {
  const header: WireCell[] = columns.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  const rows = items.map((item): WireCell[] =>
    columns.map((column) => {
      const value = column.value(item);
      return value instanceof Date ? { date: value, format: 'dd.mm.yyyy' } : value;
    }),
  );
  return xlsxInWorker([header, ...rows], sheet);
}

export const SHEET_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** The answer that hands a made file to the browser as a download. */
export function fileResponse(bytes: Buffer, format: keyof typeof SHEET_TYPES, name: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'Content-Type': SHEET_TYPES[format],
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'no-store',
    },
  });
}
