import { toDate } from '../format';
import type { CellValue, ListColumn } from '../listColumns';

/** A cell's value in the type its column's kind promises; null when it has none. */
export function typedCell<T>(column: ListColumn<T>, row: T): string | number | Date | null {
  const raw: CellValue = column.value(row);
  if (raw === null || raw === undefined || raw === '') return null;
  switch (column.kind) {
    case 'number':
    case 'amount': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isFinite(n) ? n : null;
    }
    case 'date':
      return toDate(raw instanceof Date || typeof raw === 'number' ? raw : String(raw));
    default:
      return raw instanceof Date ? raw.toISOString() : String(raw);
  }
}
