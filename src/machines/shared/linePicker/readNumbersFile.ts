import { normalizeMsisdn } from '../../../lib/msisdn';
import { PickerFileError } from './types';

const SHEET_NAME = /\.(txt|csv|xlsx)$/i;

/**
 * The numbers' cells of one sheet row: every cell that reads as a number; a row with none
 * gives its first cell that has a digit (a mistyped number to show as a problem), and a row
 * without digits (a header, a note) gives nothing.
 */
export function numberCells(row: readonly string[]): string[] {
  const numbers = row.filter((cell) => normalizeMsisdn(cell) !== null);
  if (numbers.length > 0) return numbers;
  const typo = row.find((cell) => /\d/.test(cell));
  return typo === undefined ? [] : [typo.trim()];
}

/**
 * The picker's own file reader: a .txt, .csv (`;` or `,`, UTF-8 or Windows-1254) or .xlsx read by
 * the sheet parser, which is loaded only when a file comes (it brings papaparse and, for XLSX,
 * the zip reader).
 */
export async function readNumbersFile(file: File): Promise<string[]> {
  if (!SHEET_NAME.test(file.name)) throw new PickerFileError('unsupportedFile');
  let rows: string[][];
  try {
    const { parseSheet } = await import('../../../lib/sheets/parse');
    rows = await parseSheet(await file.arrayBuffer(), file.name);
  } catch {
    throw new PickerFileError('readFailed');
  }
  return rows.flatMap(numberCells);
}
