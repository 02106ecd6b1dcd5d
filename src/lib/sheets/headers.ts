import { trLower } from '../format';
import type { ImportColumn } from './importTypes';

const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * A header as compared: Turkish lower case, without diacritics, punctuation or extra spaces,
 * so "E-POSTA", "e posta" and "Eposta" or "Şirket Adı" and "sirket adi" match.
 */
export function foldHeader(text: string): string {
  return trLower(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[çğıöşüâîû]/g, (ch) => FOLD[ch] ?? ch)
    .replace(/[^a-z0-9]+/g, '');
}

export interface HeaderMatch {
  /** Column key → index in the row, for the columns found. */
  indexByKey: Record<string, number>;
  /** Turkish headers of the required columns the file lacks. */
  missing: string[];
}

/** Finds each expected column in the header row by its Turkish title or an alias. */
export function matchHeaders(
  headerRow: readonly string[],
  spec: { columns: readonly ImportColumn[] },
): HeaderMatch {
  const folded = headerRow.map(foldHeader);
  const indexByKey: Record<string, number> = {};
  const missing: string[] = [];
  for (const column of spec.columns) {
    const names = [column.header, ...(column.aliases ?? [])].map(foldHeader);
    const index = folded.findIndex((cell) => cell !== '' && names.includes(cell));
    if (index >= 0) indexByKey[column.key] = index;
    else if (column.required) missing.push(column.header);
  }
  return { indexByKey, missing };
}
