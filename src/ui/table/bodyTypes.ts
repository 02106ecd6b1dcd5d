import type { ReactNode, RefObject } from 'react';
import type { DataColumn } from './types';
import type { RowKeyboard } from './useRowKeyboard';
import type { RowVirtualizer } from './useRowVirtualizer';
import type { SelectionModel } from './useSelection';

/** What the table body and the phone cards both need to draw the rendered window. */
export interface BodyProps<T> {
  caption: string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  ids: readonly string[];
  /** Rows in the whole list (server total), for aria-rowcount. */
  rowCount: number;
  virtualizer: RowVirtualizer;
  bodyRef: RefObject<HTMLElement | null>;
  keyboard: RowKeyboard;
  selection?: SelectionModel;
  rowActions?: (row: T) => ReactNode;
  activeRowId?: string;
  busy: boolean;
}

/** Classes of a row that takes the keyboard: a visible focus ring, a highlight when open or chosen. */
export const rowStateClass = (active: boolean, selected: boolean) =>
  `outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-accent-400 ${
    active ? 'bg-brand-50' : selected ? 'bg-accent-50' : 'hover:bg-slate-50'
  }`;
