import type { ListColumn } from '../listColumns';
import { saveBlob } from '../saveBlob';

export { saveBlob };

export type SheetFormat = 'csv' | 'xlsx';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "siparisler" → "siparisler-2025-10-22.xlsx" (local day: the day the person made it). */
export function datedFileName(fileName: string, format: SheetFormat, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  return `${fileName}-${day}.${format}`;
}

/** Builds the file's Blob. The writers are imported on use, so no route loads write-excel-file up front. */
export async function sheetBlob<T>(
  format: SheetFormat,
  columns: ListColumn<T>[],
  rows: readonly T[],
): Promise<Blob> {
  if (format === 'csv') {
    const { csvBlob } = await import('./csv');
    return csvBlob(columns, rows);
  }
  const { xlsxBlob } = await import('./xlsx');
  return xlsxBlob(columns, rows);
}

/** Writes the rows as CSV or XLSX and saves "<fileName>-YYYY-MM-DD.<format>". */
export async function downloadSheet<T>(
  format: SheetFormat,
  fileName: string,
  columns: ListColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  const blob = await sheetBlob(format, columns, rows);
  saveBlob(blob, datedFileName(fileName, format));
}
