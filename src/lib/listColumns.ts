/**
 * One column of a list, as the data table shows it and an export writes it: the same definition
 * serves both, so a list's "Dışa aktar" file has the columns and values the person sees.
 */
export type ValueKind = 'text' | 'number' | 'amount' | 'date';

/** A cell's raw value: sorting, filtering and typed export cells use this, not the rendered text. */
export type CellValue = string | number | Date | null | undefined;

export interface ListColumn<T> {
  /** Stable id (column choice, sort state, server sort field). */
  id: string;
  /** Turkish header, also the export's column title. */
  header: string;
  /** How the value is formatted, sorted and typed in an export (amount = TL). */
  kind: ValueKind;
  value: (row: T) => CellValue;
}
