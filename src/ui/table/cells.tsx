import type { ReactNode } from 'react';
import { cellText, columnAlign } from './columns';
import type { DataColumn } from './types';

export const ALIGN_CLASS = {
  left: 'text-left',
  right: 'text-right tabular-nums',
  center: 'text-center',
} as const;

/** What a cell shows: the column's own rendering, or its value formatted by kind (tr-TR). */
export const cellContent = <T,>(column: DataColumn<T>, row: T): ReactNode =>
  column.cell ? column.cell(row) : cellText(column, row);

export const alignClass = <T,>(column: DataColumn<T>) => ALIGN_CLASS[columnAlign(column)];

/** The column naming a row: the one marked cardTitle, else the first. */
export const titleColumnOf = <T,>(columns: DataColumn<T>[]): DataColumn<T> | undefined =>
  columns.find((c) => c.cardTitle) ?? columns[0];

/** A row's name in labels ("… satırını seç"): its title column's text. */
export const rowName = <T,>(columns: DataColumn<T>[], row: T, fallback: string): string => {
  const title = titleColumnOf(columns);
  return (title && cellText(title, row)) || fallback;
};

export function RowCheckbox({
  label,
  checked,
  onToggle,
}: {
  label: string;
  checked: boolean;
  onToggle: (shift: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className="h-4 w-4 rounded border-slate-400 focus-visible:ring-2 focus-visible:ring-accent-400"
      checked={checked}
      // The click carries the shift key (range selection); the change event does not.
      onClick={(event) => onToggle(event.shiftKey)}
      onChange={() => {}}
      // A row already takes Tab; its checkbox is reached by Space on the row, or the mouse.
      tabIndex={-1}
    />
  );
}
