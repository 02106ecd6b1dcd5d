import type { ListColumn } from '../listColumns';

export type SheetFormat = 'csv' | 'xlsx';

/** How long the object URL outlives the click; the browser has taken the file by then. */
const RELEASE_AFTER_MS = 10_000;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** "siparisler" → "siparisler-2025-10-22.xlsx" (local day: the day the person made it). */
export function datedFileName(fileName: string, format: SheetFormat, now: Date = new Date()): string {
  const day = `${now.getFullYear()}-${pad2(now.getMonth() + 1)}-${pad2(now.getDate())}`;
  return `${fileName}-${day}.${format}`;
}

/** Hands a Blob to the browser as a downloaded file with the given name. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
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
