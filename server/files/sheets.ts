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

/**
 * Rows handled per turn of the event loop: a 10,000-line export written in one go held the loop
 * for tens of milliseconds, and every other answer waited behind it (issue 38). Between chunks
 * the loop answers whatever came in.
 */
export const ROWS_PER_TURN = 500;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** `map` over `items` a chunk per turn of the event loop. */
export async function mapInTurns<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    for (const item of items.slice(start, start + ROWS_PER_TURN)) out.push(map(item));
  }
  return out;
}

const csvCell = (value: Cell): string => {
  if (value === null) return '';
  if (value instanceof Date) return ddMMyyyy(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
};

const CSV_OPTIONS = { delimiter: ';', newline: '\r\n', quotes: false } as const;

/** The CSV file, written a chunk of rows per turn of the event loop. */
export async function csvFile<T>(columns: readonly SheetColumn<T>[], items: readonly T[]): Promise<Buffer> {
  const parts = [`\uFEFF${Papa.unparse([columns.map((c) => c.header)], CSV_OPTIONS)}\r\n`];
  for (let start = 0; start < items.length; start += ROWS_PER_TURN) {
    if (start > 0) await nextTurn();
    const data = items
      .slice(start, start + ROWS_PER_TURN)
      .map((item) => columns.map((column) => csvCell(column.value(item))));
    parts.push(`${Papa.unparse(data, CSV_OPTIONS)}\r\n`);
  }
  return Buffer.from(parts.join(''), 'utf8');
}

/** Rows are mapped a chunk per turn of the loop; the file is zipped in a worker (server/files/xlsxWorker.ts). */
export async function xlsxFile<T>(
  columns: readonly SheetColumn<T>[],
  items: readonly T[],
  sheet: string,
): Promise<Buffer> {
  const header: WireCell[] = columns.map((c) => ({ value: c.header, fontWeight: 'bold' }));
  const rows = await mapInTurns(items, (item): WireCell[] =>
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
