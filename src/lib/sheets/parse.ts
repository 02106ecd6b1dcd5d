import { decodeText } from './decode';

export type ParseProgress = (done: number, total: number) => void;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An XLSX is a zip: it starts with "PK". The name is only a fallback (a renamed file still reads). */
function isXlsx(bytes: ArrayBuffer, fileName: string): boolean {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  if (head[0] === 0x50 && head[1] === 0x4b) return true;
  return /\.xlsx$/i.test(fileName) && bytes.byteLength === 0;
}

/**
 * A cell as the person typed it: validators then see the same text whether the file was an
 * XLSX or a CSV. Numbers come as the file stores them (no float noise, long numbers whole),
 * with the Turkish decimal comma; dates (read as UTC days) as dd.MM.yyyy.
 */
export function cellToText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    return `${pad2(cell.getUTCDate())}.${pad2(cell.getUTCMonth() + 1)}.${cell.getUTCFullYear()}`;
  }
  if (typeof cell === 'boolean') return cell ? 'DOĞRU' : 'YANLIŞ';
  if (typeof cell === 'number') return String(cell).replace('.', ',');
  return String(cell);
}

async function parseXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  // Loaded only when an XLSX arrives: a CSV import never fetches the zip/XML reader.
  const { readSheet } = await import('read-excel-file/universal');
  // parseNumber keeps the stored digits as a string ("5321234567", "1234.5").
  const rows = await readSheet<string>(bytes, { parseNumber: (text) => text.replace('.', ',') });
  return rows.map((row) => row.map(cellToText));
}

async function parseCsv(bytes: ArrayBuffer, onProgress?: ParseProgress): Promise<string[][]> {
  // Imported on use, like the XLSX reader: src/lib goes into the shared chunk of the build.
  const { default: Papa } = await import('papaparse');
  const text = decodeText(bytes);
  // One synchronous pass: papaparse reads 100,000 short rows in well under a second inside the
  // worker; progress that matters is the validation's, which the worker reports in chunks.
  const result = Papa.parse<string[]>(text, {
    // Turkish Excel writes ";", others ","; the guess looks at the first lines.
    delimitersToGuess: [';', ',', '\t'],
    skipEmptyLines: 'greedy',
  });
  onProgress?.(text.length, text.length);
  return result.data;
}

/** The file's first sheet (XLSX) or its rows (CSV, `;` or `,`, UTF-8 or Windows-1254) as text cells. */
export async function parseSheet(
  bytes: ArrayBuffer,
  fileName: string,
  onProgress?: ParseProgress,
): Promise<string[][]> {
  if (isXlsx(bytes, fileName)) return parseXlsx(bytes);
  return parseCsv(bytes, onProgress);
}
