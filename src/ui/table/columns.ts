import { compareTr, formatDate, formatMoney, formatNumber, toDate, trLower } from '../../lib/format';
import type { CellValue } from '../../lib/listColumns';
import type { DataColumn } from './types';

/** The columns shown, in their order: what a consumer exports so the file matches the screen. */
export function visibleColumns<T>(
  columns: readonly DataColumn<T>[],
  hiddenIds: ReadonlySet<string>,
): DataColumn<T>[] {
  return columns.filter((column) => !hiddenIds.has(column.id));
}

/** The ids hidden before the person chooses anything. */
export function defaultHidden<T>(columns: readonly DataColumn<T>[]): Set<string> {
  return new Set(columns.filter((c) => c.hiddenByDefault && c.hideable !== false).map((c) => c.id));
}

/** A value as the person reads it: tr-TR numbers, "TL" amounts, dd.MM.yyyy dates. */
export function formatValue(kind: DataColumn<unknown>['kind'], value: CellValue): string {
  if (value === null || value === undefined) return '';
  switch (kind) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'amount':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'date':
      return formatDate(value);
    default:
      return value instanceof Date ? formatDate(value) : String(value);
  }
}

export const cellText = <T>(column: DataColumn<T>, row: T): string =>
  formatValue(column.kind, column.value(row));

/** Text, numbers and dates in their own order; empty values always last. */
export function compareValues(kind: DataColumn<unknown>['kind'], a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (kind === 'number' || kind === 'amount') return Number(a) - Number(b);
  if (kind === 'date') return (toDate(a as Date)?.getTime() ?? 0) - (toDate(b as Date)?.getTime() ?? 0);
  return compareTr(String(a), String(b));
}

/** Turkish case-insensitive: "İZMİR" is found by "izmir", "IŞIK" by "ışık". */
export const normalizeSearch = (text: string): string => trLower(text.trim());

/** Whether any of the columns' formatted text holds the (already normalized) needle. */
export function rowMatches<T>(row: T, columns: readonly DataColumn<T>[], needle: string): boolean {
  if (needle === '') return true;
  return columns.some((column) => trLower(cellText(column, row)).includes(needle));
}

/** The rows whose shown text (in the given columns) contains the text; order kept. */
export function filterRows<T>(rows: readonly T[], columns: readonly DataColumn<T>[], text: string): T[] {
  const needle = normalizeSearch(text);
  if (needle === '') return [...rows];
  return rows.filter((row) => rowMatches(row, columns, needle));
}

/** A new array sorted by one column (stable); the client mode's sort in one function. */
export function sortRows<T>(rows: readonly T[], column: DataColumn<T>, desc: boolean): T[] {
  const sign = desc ? -1 : 1;
  return rows
    .map((row, index) => ({ row, index, value: column.value(row) }))
    .sort((x, y) => {
      const byValue = compareValues(column.kind, x.value, y.value);
      // Empty values stay last in both directions.
      const emptyInvolved = byValue !== 0 && (isEmpty(x.value) || isEmpty(y.value));
      return (emptyInvolved ? byValue : sign * byValue) || x.index - y.index;
    })
    .map((item) => item.row);
}

const isEmpty = (v: CellValue) => v === null || v === undefined || v === '';

export const columnAlign = <T>(column: DataColumn<T>): 'left' | 'right' | 'center' =>
  column.align ?? (column.kind === 'number' || column.kind === 'amount' ? 'right' : 'left');
