import { matchHeaders } from './headers';
import type { ImportOutcome, ImportRow, ImportSpec, ReadFailure, RowError } from './importTypes';

export const REQUIRED_MESSAGE = 'Bu alan zorunlu.';
export const duplicateMessage = (firstLine: number) => `Bu satır dosyada daha önce var (satır ${firstLine}).`;

function isBlank(row: readonly string[]): boolean {
  return row.every((cell) => cell.trim() === '');
}

/** Required-field, spec and duplicate checks for one row; `firstLineOf` tells where a key was first seen. */
export function checkRow(
  values: Record<string, string>,
  line: number,
  spec: ImportSpec,
  firstLineOf: (key: string) => number | undefined,
): RowError[] {
  const errors: RowError[] = [];
  for (const column of spec.columns) {
    if (column.required && (values[column.key] ?? '') === '') {
      errors.push({ column: column.key, message: REQUIRED_MESSAGE });
    }
  }
  // The spec's checks run only on filled fields it can read; a missing field already has its message.
  const filled = errors.length === 0 ? spec.validateRow(values, line) : [];
  errors.push(...filled);
  const key = spec.uniqueKey ? (values[spec.uniqueKey] ?? '') : '';
  if (spec.uniqueKey && key !== '') {
    const first = firstLineOf(key);
    if (first !== undefined && first < line)
      errors.push({ column: spec.uniqueKey, message: duplicateMessage(first) });
  }
  return errors;
}

export interface Validation {
  total: number;
  /** Validates up to `count` more rows; returns how many are done. */
  step(count: number): number;
  rows: ImportRow[];
}

/** Checks the header and prepares row-by-row validation (the worker runs it in chunks). */
export function startValidation(
  table: readonly string[][],
  spec: ImportSpec,
): { ok: false; failure: ReadFailure } | { ok: true; validation: Validation } {
  const headerIndex = table.findIndex((row) => !isBlank(row));
  if (headerIndex < 0) return { ok: false, failure: { code: 'empty' } };
  const header = table[headerIndex] ?? [];
  const { indexByKey, missing } = matchHeaders(header, spec);
  if (missing.length > 0) return { ok: false, failure: { code: 'missingColumns', columns: missing } };

  const data: { line: number; cells: readonly string[] }[] = [];
  table.forEach((cells, index) => {
    if (index > headerIndex && !isBlank(cells)) data.push({ line: index + 1, cells });
  });
  if (data.length === 0) return { ok: false, failure: { code: 'empty' } };

  const firstLine = new Map<string, number>();
  const rows: ImportRow[] = [];
  const validation: Validation = {
    total: data.length,
    rows,
    step(count) {
      const end = Math.min(data.length, rows.length + count);
      for (let i = rows.length; i < end; i++) {
        const { line, cells } = data[i] as { line: number; cells: readonly string[] };
        const values: Record<string, string> = {};
        for (const column of spec.columns) {
          const at = indexByKey[column.key];
          values[column.key] = at === undefined ? '' : (cells[at] ?? '').trim();
        }
        const errors = checkRow(values, line, spec, (key) => firstLine.get(key));
        const key = spec.uniqueKey ? (values[spec.uniqueKey] ?? '') : '';
        if (key !== '' && !firstLine.has(key)) firstLine.set(key, line);
        rows.push({ line, values, errors });
      }
      return rows.length;
    },
  };
  return { ok: true, validation };
}

/** The whole table validated at once: the same checks the worker runs, for tests and small files. */
export function validateAll(table: readonly string[][], spec: ImportSpec): ImportOutcome {
  const started = startValidation(table, spec);
  if (!started.ok) return started;
  started.validation.step(started.validation.total);
  return { ok: true, rows: started.validation.rows };
}

/**
 * One row after the person edited it in the review table: trimmed, checked again, the
 * duplicate check against the rows still in the list (the first earlier line with its key).
 */
export function revalidateRow(
  rows: readonly ImportRow[],
  line: number,
  values: Record<string, string>,
  spec: ImportSpec,
): ImportRow[] {
  const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()]));
  const firstLineOf = (key: string) =>
    rows.find((row) => row.line !== line && spec.uniqueKey && row.values[spec.uniqueKey] === key)?.line;
  return rows.map((row) =>
    row.line === line ? { line, values: trimmed, errors: checkRow(trimmed, line, spec, firstLineOf) } : row,
  );
}
