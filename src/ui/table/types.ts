import type { ReactNode } from 'react';
import type { ListColumn } from '../../lib/listColumns';

/** A list column as the table shows it: the shared definition plus how it looks and behaves here. */
export interface DataColumn<T> extends ListColumn<T> {
  /** What the cell shows; without it the value formatted by its kind. */
  cell?: (row: T) => ReactNode;
  /** Default true. */
  sortable?: boolean;
  /** Whether the "Sütunlar" menu may hide it. Default true. */
  hideable?: boolean;
  hiddenByDefault?: boolean;
  /** Default: right for number and amount, left otherwise. */
  align?: 'left' | 'right' | 'center';
  /** Minimum width in px. */
  width?: number;
  /** The row's name: its heading on a phone card and the row header (`th scope="row"`) in the table. */
  cardTitle?: boolean;
}

/** One column's sort (TanStack's ColumnSort shape, so it passes through unchanged). */
export interface SortState {
  id: string;
  desc: boolean;
}

export type TableStatus = 'loading' | 'ready' | 'error';

/** The server does the work: the table reports each change and asks for more rows. */
export interface ServerMode {
  total: number;
  sort: SortState | null;
  filter: string;
  onSortChange(sort: SortState | null): void;
  onFilterChange(text: string): void;
  onNeedMore(): void;
  loadingMore: boolean;
  /** Loading the next rows failed: why (Turkish) and the retry, shown under the rows kept. */
  moreFailed?: { message: string; onRetry(): void };
}

export interface SelectionProps {
  selected: ReadonlySet<string>;
  onChange(next: Set<string>): void;
  /** Every row matching the filter is chosen, also those not loaded (server mode). */
  allMatching?: boolean;
  onSelectAllMatching?(): void;
}

/** What is on screen right now: an export writes exactly this. */
export interface TableView<T> {
  rows: readonly T[];
  columns: DataColumn<T>[];
}

export interface DataTableProps<T> {
  /** The table's accessible name (its caption). */
  caption: string;
  /** Shows the caption as a heading above the table instead of only to screen readers. */
  showCaption?: boolean;
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowId: (row: T) => string;
  status?: TableStatus;
  error?: string;
  onRetry?: () => void;
  emptyText?: string;
  server?: ServerMode;
  selection?: SelectionProps;
  toolbar?: ReactNode | ((view: TableView<T>) => ReactNode);
  rowActions?: (row: T) => ReactNode;
  onRowOpen?: (row: T) => void;
  /** Row highlighted as the one open elsewhere on the page. */
  activeRowId?: string;
  /** Names the scrolling region (a landmark) around the rows. */
  regionLabel?: string;
  /**
   * The quick filter's label (default "Tabloda ara"); null leaves it out, for a list paged on the
   * server whose own filters sit above it (a box filtering one page would mislead).
   */
  searchLabel?: string | null;
  /** The "N kayıt" count (default shown); off where the page already says how many. */
  showCount?: boolean;
  /** Height of the scrolling region; default 70vh. */
  maxHeight?: string;
}
